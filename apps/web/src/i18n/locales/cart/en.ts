import type { TextsOf } from '../texts-of';
/**
 * Texts of the cart page and the combo modal in English. They load with those chunks
 * (i18n/cart-texts.ts), not with the first page. The confirmation texts are spec §2's, verbatim.
 */
export const cartEn = {
  cart_page: {
    lines_title: 'Your items',
    caption: 'Items in your cart',
    col_item: 'Item',
    col_price: 'Price',
    col_quantity: 'Quantity',
    col_total: 'Total',
    col_actions: 'Actions',
    combo_badge: 'Combo',
    your_choices: 'Your choices',
    extra_pick: '{{name}} (extra)',
    quantity_label: 'Quantity',
    decrease: 'Decrease quantity',
    increase: 'Increase quantity',
    remove: 'Remove',
    view: 'View',
    edit: 'Edit',
    min_qty: 'Minimum order: {{count}}',
    unavailable: 'No longer available',
    unavailable_hint: 'Please remove it before checkout.',
    unavailable_choose_again:
      'The choices of this combo have changed. Please choose again (Edit) or remove it.',
    updating: 'Updating…',
    summary_title: 'Order summary',
    proceed: 'Proceed to checkout',
    continue_shopping: 'Continue shopping',
    summary_note: 'Prices and totals are confirmed by the shop.',
    promo_label: 'Promo code',
    promo_apply: 'Apply',
    promo_applying: 'Applying…',
    promo_remove: 'Remove',
    promo_remove_label: 'Remove promo code {{code}}',
    promo_applied_label: 'Promo code {{code}} applied',
    confirm_title: 'Are you sure you want to remove this item from cart?',
    confirm_text: "You won't be able to revert this!",
    confirm_yes: 'Yes, delete it!',
    confirm_cancel: 'Cancel',
  },
  combo_modal: {
    base_price: 'Combo price',
    choose: 'Choose {{qty}}',
    choose_up_to: 'Choose {{qty}} · up to {{max}}',
    extra_price: '+{{price}} for each extra',
    extras_free: 'Extras are free',
    included: 'Included',
    total: 'Total',
    add: 'Add to cart',
    update: 'Update cart',
    close: 'Close',
    quantity: 'Quantity: {{count}}',
    price_each: 'Price per combo',
    intro: 'Tick your favourites in each step.',
  },
};

/** The shape every locale's cart texts must have. */
export type CartTexts = TextsOf<typeof cartEn>;
