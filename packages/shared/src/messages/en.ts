/**
 * Texts both the API and the storefront show: validation keys of spec §5 and server answers.
 * Keys and English texts are the spec's where it gives them (§5, §8); the other languages
 * translate them. UI-only texts live in apps/web/src/i18n.
 */
import { adminMessagesEn } from './admin';

const storefrontEn = {
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
} as const;

/** Every server text in English: the storefront's and the back office's (messages/admin/). */
export const en = { ...storefrontEn, ...adminMessagesEn };

export type MessageKey = keyof typeof en;
export type MessageCatalog = Record<MessageKey, string>;
