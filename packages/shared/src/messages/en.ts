/**
 * Texts both the API and the storefront show: validation keys of spec §5 and server answers.
 * Keys and English texts are the spec's where it gives them (§5, §8); the other languages
 * translate them. UI-only texts live in apps/web/src/i18n.
 */

/**
 * The server texts a storefront page may show, in English (apps/web i18n/resources.ts);
 * messages/index.ts adds the back office's (messages/admin/).
 */
export const enStorefront = {
  // Spec §5 validation keys
  validphne: 'Please enter a valid phone number (9 to 15 digits).',
  validemail: 'Please enter a valid email address!',
  pwdrqd: 'Password is required!',
  pwdvalid: 'Password must be at least 8 characters long!',
  fullnamerequired: 'Please enter your full name.',
  validname: 'Please use letters, spaces, hyphens and apostrophes only.',
  emailrequird: 'Please enter email',
  error_subject_required: 'Please enter a subject.',
  messagerequired: 'Please enter your message.',
  fill_required: 'Please fill all the required fields.',
  too_long: 'This field is too long (at most {{max}} characters).',
  invalid_value: 'This value is not valid.',
  /** Issue 17 item 11: the same, naming the field it is about (a form's field error). */
  invalid_value_named: '{{field}}: this value is not valid.',
  // Spec §8 texts
  error_login_to_continue: 'Please Login to continue',
  error_add_combo: 'Please add a combo to proceed',
  countries_failed: 'Somethig went wrong.',
  no_cities: 'No Cities',
  select_country_first: 'Select a country first',
  no_data_found: 'No Data Found',
  // Server answers
  ok: 'Success',
  contact_sent: 'Thank you for contacting us! We will get back to you soon.',
  not_found: 'The requested resource was not found.',
  page_not_found: 'This page does not exist.',
  country_not_found: 'This country does not exist.',
  city_not_found: 'This city does not exist in the selected country.',
  building_not_found: 'This building does not exist in the selected city.',
  rate_limited: 'Too many requests. Please try again in a moment.',
  server_error: 'Something went wrong. Please try again later.',
  service_unavailable:
    'The shop cannot reach its database right now. Please try again in a moment.',
  unauthorized: 'Please Login to continue',
  forbidden: 'You are not allowed to do this.',
  // Accounts (spec §5, §8)
  select_country: 'Please select a country.',
  select_city: 'Please select a city.',
  select_user_type: 'Please select who you are: office worker or student.',
  select_building: 'Please select your building.',
  select_company: 'Please select your company.',
  select_university: 'Please select your university.',
  wholesaler_office_only: 'A wholesaler account is an office account.',
  email_taken: 'An account with this e-mail already exists. Please log in instead.',
  register_success: 'Your account has been created. Please log in.',
  login_success: 'Logged in successfully!',
  invalid_credentials: 'The e-mail or password is incorrect.',
  logout_success: 'Logout successfully!',
  forgot_sent: 'If an account exists for this e-mail, we have sent a link to reset the password.',
  reset_success: 'Your password has been reset. Please log in with the new password.',
  reset_invalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  new_password_required: 'Please enter new password!',
  confirm_password_required: 'Please enter confirm password!',
  passwords_mismatch: 'New Password and Confirm Password do not match',
  login_failed: 'Login failed. Please try again.',
  gloginfail: 'Google login failed',
  facebook_login_failed: 'Facebook login failed',
  profile_updated: 'Profile updated successfully!',
  profile_image_updated: 'Profile image updated Successfully!',
  invalid_image: 'Please upload .png, jpeg or .webp file!',
  image_too_large: 'The image is too large (at most 5 MB).',
  mobile_digits: 'Mobile number must be between 9 and 15 digits.',
  company_not_found: 'This company is not in the selected city or building.',
  university_not_found: 'This university is not in the selected city.',
  session_expired: 'Your session has expired. Please log in again.',
  social_unavailable: 'This sign-in option is not available.',
  facebook_email_required:
    'Your Facebook account did not share an e-mail address. Please allow access to your e-mail or register with e-mail and password.',
  mail_open_link: 'Open this link',
  welcome_mail_subject: 'Welcome to {{shop}}',
  welcome_mail_body:
    'Hello {{name}},\n\nYour account at {{shop}} is ready. Order lunch combos and dishes from the menu, pay online and follow each order until it reaches you.\n\n{{link}}\n\nSee you at lunchtime!',
  reset_mail_subject: 'Reset your password',
  reset_mail_body:
    'Hello {{name}},\n\nWe received a request to reset the password of your account. Open this link within one hour to choose a new password:\n\n{{link}}\n\nIf you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  // Cart (spec §5, §8)
  itemadded: 'Item added to cart !',
  itemfail: 'Failed to add item to cart !',
  cart_updated: 'Cart updated.',
  cart_item_removed: 'Item removed from the cart.',
  info_select_items: 'Please select at least {{qty}} item(s) for the category: {{category_name}}.',
  info_select_at_most:
    'You can select at most {{qty}} item(s) for the category: {{category_name}}.',
  pick_not_in_category: 'This choice is not offered in this combo.',
  quantity_range: 'Quantity must be a whole number from 1 to 999.',
  below_min_qty: 'The minimum order quantity for this item is {{min_qty}}.',
  item_unavailable: 'This item is no longer available.',
  combo_unavailable: 'This combo is no longer available.',
  cart_line_not_found: 'This cart line was not found.',
  cart_owner_required: 'Please accept cookies or log in to use the cart.',
  something_went_wrong: 'Something went wrong.',
  no_items_in_cart: 'No items in the cart',
  // Checkout and orders (spec §8)
  checkout_failed: 'Something went wrong during checkout.',
  processing_payment: 'Processing payment...',
  checkout_created: 'Your order is ready for payment.',
  cart_empty_checkout: 'Your cart is empty.',
  cart_has_unavailable:
    'Some items in your cart are no longer available. Please remove them to continue.',
  order_for_not_allowed:
    'You can only order for a colleague of your company while it has an active subscription.',
  order_not_found: 'No details found',
  // Issue 16 item 2: reorder
  reorder_added: 'The order is back in your cart, at today’s prices.',
  reorder_added_except:
    'The order is back in your cart, at today’s prices, without what is no longer available: {{names}}.',
  reorder_nothing: 'Nothing from this order can be ordered today.',
  no_orders: 'No orders to show',
  payment_refused: 'The payment could not be confirmed.',
  payment_notification_invalid: 'Invalid payment notification.',
  order_status_changed: 'Order status updated.',
  order_status_invalid: 'This order cannot change to that status.',
  order_mail_subject: 'Order {{reference}} confirmed',
  order_mail_body:
    'Hello {{name}},\n\nThank you! We received the payment for order {{reference}}{{ordered_for}}.\n\n{{lines}}\n\n{{totals}}\n\nYou can follow the order in your dashboard: {{link}}',
  order_mail_for: ' (for {{name}})',
  order_mail_subtotal: 'Subtotal (incl. VAT)',
  order_mail_discount: 'Discount',
  order_mail_vat: 'VAT included ({{rate}} %)',
  order_mail_shipping: 'Shipping',
  order_mail_total: 'Total',
  // Search (issue 6)
  search_query_required: 'Please enter what you are looking for.',
  // Company subscriptions (spec §5, §8)
  invalid_subscription: 'Invalid subscription details',
  purchase_failed: 'Purchase failed.',
  payment_processing_error: 'Error occurred while processing payment.',
  subscription_started: 'Your subscription purchase is ready for payment.',
  subscription_txn_conflict: 'This payment reference was already used for another purchase.',
  // Issue 15 opening hours: the back office's checks of a schedule and the storefront's notices
  // when the shop is closed (`when` is the next opening, written in the caller's language).
  hours_time_invalid: 'Enter a time as hours and minutes, for example 11:30.',
  hours_time_zone: 'Choose a time zone from the list.',
  hours_window_order: 'The closing time must be after the opening time.',
  hours_window_overlap: 'This window overlaps another one on the same day.',
  hours_closure_dates: 'The last day must not be before the first day.',
  hours_saved: 'Opening hours saved.',
  shop_closed_opens: 'We are closed at the moment. Ordering opens {{when}}.',
  shop_closed_order_ahead:
    'We are closed at the moment. You can order now; we prepare your order when we open {{when}}.',
  shop_closed_no_opening: 'We are closed at the moment and are not taking orders.',
  orders_paused:
    'We are not taking new orders right now: the kitchen is catching up. Please try again in a little while.',
  orders_paused_saved: 'Orders are paused.',
  orders_resumed_saved: 'Orders are open again.',
  hours_slot_cutoff: 'The order cut-off must be at or before the start of delivery.',
  hours_slot_place: 'Choose a building or a university.',
  slots_saved: 'Delivery slots saved.',
  delivery_slot_unknown:
    'This delivery time is not available for your address. Please choose another.',
  delivery_slot_closed: 'Orders for this delivery time have closed. Please choose another.',
  delivery_slot_full: 'This delivery time has just been fully booked. Please choose another.',
  delivery_asap_unavailable:
    'Delivery as soon as possible is not available now. Please choose a delivery time.',
  delivery_none_left: 'No delivery time is left to book. Please try again later.',
  order_mail_delivery: 'Delivery: {{when}}',
  order_mail_delivery_asap: 'Delivery: as soon as possible, around {{when}}',
  order_mail_place: 'Delivered to: {{place}}',
  order_mail_note: 'Note for the kitchen: {{note}}',
  kitchen_step_saved: 'The order has moved to the next step.',
  kitchen_step_stale: 'This order is not at that step any more. The board shows where it is now.',
  kitchen_mail_subject: 'Your order {{reference}} is on its way',
  kitchen_mail_body:
    'Hello {{name}},\n\nYour order {{reference}} has left the kitchen and is on its way.{{when}}\n\nFollow it here: {{link}}',
  kitchen_mail_when: ' Expected: {{when}}.',
  // Issue 16 item 3, promo codes (decision 065): what the cart answers a customer who applies or
  // removes a code, why a code gives nothing (also at checkout), and the back office's checks.
  promo_code_required: 'Please enter a promo code.',
  promo_unknown: 'This promo code does not exist.',
  promo_not_started: 'This promo code can be used from {{date}}.',
  promo_expired: 'This promo code has expired.',
  promo_used_up: 'This promo code has been used up.',
  promo_used_by_you: 'You have already used this promo code as often as it allows.',
  promo_first_order_only: 'This promo code is for a first order only.',
  promo_min_order: 'This promo code needs an order of at least {{amount}}.',
  promo_not_applicable: 'This promo code does not apply to anything in your cart.',
  promo_cart_empty: 'Add something to your cart before applying a promo code.',
  promo_applied: 'Promo code applied.',
  promo_removed: 'Promo code removed.',
  // Decision 093: a code that no longer applies leaves the cart; the notice says which and why.
  promo_dropped: 'Promo code {{code}} was removed from your cart. {{reason}}',
  promo_withdrawn: 'This promo code is no longer offered.',
  order_mail_promo: 'Promo code {{code}}',
  promo_code_format: 'Use 3 to 32 letters, digits, hyphens or underscores.',
  promo_value_required: 'Enter the percentage or the amount the code takes off.',
  // Issue 16 item 5: the words of a tax invoice (the PDF of GET /orders/{id}/invoice) and its
  // answers. The totals' labels are the confirmation mail's (`order_mail_*`).
  invoice_title: 'Tax invoice',
  invoice_number: 'Invoice number',
  invoice_date: 'Invoice date',
  invoice_order: 'Order',
  invoice_bill_to: 'Bill to',
  invoice_vat_number: 'VAT registration number: {{number}}',
  invoice_item: 'Item',
  invoice_quantity: 'Qty',
  invoice_unit_price: 'Unit price',
  invoice_amount: 'Amount',
  invoice_net: 'Net (excl. VAT)',
  invoice_subtotal_net: 'Subtotal',
  invoice_vat_added: 'VAT ({{rate}} %)',
  invoice_footer: 'Thank you for your order.',
  invoice_not_ready: 'The invoice is ready once the order is paid.',
} as const;

/** What each language's `<language>Storefront` gives: every storefront key of `enStorefront`. */
export type StorefrontMessages = Record<keyof typeof enStorefront, string>;
