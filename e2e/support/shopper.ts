import type { CheckoutAnswer } from '@storefront/shared';
import { signedInShopper } from './admin';
import { visit } from './app';
import { fillCartViaApi, leaveSandbox, openSummary, payNow } from './checkout';
import type { NewPage } from './journey';

/**
 * A new customer (signedInShopper) with a combo and a menu item put in the cart through the API,
 * on the cart page (`cartRoute`, e.g. with `?lang=`).
 */
export async function shopperWithFilledCart(
  newPage: NewPage,
  baseUrl: string,
  label: string,
  cartRoute = '/cart',
) {
  const shopper = await signedInShopper(newPage, baseUrl, label);
  const filled = await fillCartViaApi(baseUrl, shopper.token);
  await visit(shopper.page, cartRoute);
  return { ...shopper, ...filled };
}

/** A customer with a filled cart who pressed "Pay now": on the sandbox's payment page, not paid yet. */
export async function shopperAtPaymentPage(
  newPage: NewPage,
  baseUrl: string,
  label: string,
): Promise<{
  shopper: Awaited<ReturnType<typeof shopperWithFilledCart>>;
  checkout: CheckoutAnswer;
}> {
  const shopper = await shopperWithFilledCart(newPage, baseUrl, label);
  const checkout = await payNow(shopper.page, await openSummary(shopper.page));
  return { shopper, checkout };
}

/** A customer who paid on the sandbox's payment page: back on the order's status page, paid. */
export async function shopperWithPaidOrder(
  newPage: NewPage,
  baseUrl: string,
  label: string,
): ReturnType<typeof shopperAtPaymentPage> {
  const { shopper, checkout } = await shopperAtPaymentPage(newPage, baseUrl, label);
  await leaveSandbox(shopper.page, 'pay', checkout.reference);
  return { shopper, checkout };
}
