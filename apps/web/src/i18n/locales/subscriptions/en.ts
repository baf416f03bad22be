/**
 * Texts of the company subscription details page and /thankyou in English (spec §2). They load
 * with those chunks (i18n/subscriptions-texts.ts). The spec's own texts (spec §8) are shared with
 * the server: `invalid_subscription`, `purchase_failed`, `payment_processing_error`,
 * `processing_payment`.
 */
export const subscriptionsEn = {
  subscription_page: {
    title: 'Subscription details',
    intro: 'Subscribe your company and every employee gets a discount on each order.',
    company: 'Company',
    email: 'Email',
    address: 'Address',
    plans: 'Subscription plans',
    plan: 'Plan {{number}}',
    price: 'Price',
    duration: 'Duration',
    day: '1 day',
    days: '{{n}} days',
    month: '1 month',
    months: '{{n}} months',
    year: '1 year',
    years: '{{n}} years',
    seats: 'Employees',
    seats_value: 'Up to {{count}}',
    discount: 'Employee discount',
    discount_value: '{{percent}} % off every order',
    pay_now: 'Pay now',
    pay_note: 'You pay on the secure payment page and come back here afterwards.',
    cancelled: 'The payment was cancelled. You can try again.',
  },
  thankyou_page: {
    title: 'Thank you',
    pending: 'Waiting for the payment confirmation…',
    completed: 'Subscription completed',
    completed_text: '{{company}} is subscribed until {{date}}. Its employees now get the discount.',
    cancelled: 'The payment was cancelled.',
    slow: 'The confirmation is taking longer than usual. Please check again in a moment.',
    check_again: 'Check again',
    no_txn: 'No subscription purchase to show.',
    menu: 'Back to the menu',
  },
};

export type SubscriptionsTexts = typeof subscriptionsEn;
