import { describe, expect, test } from 'vitest';
import { translateMessage } from '@storefront/shared/messages';
import { ordersAe } from '../apps/web/src/i18n/locales/orders/ae';
import { ordersEn } from '../apps/web/src/i18n/locales/orders/en';
import { expectPath, expectToast } from './support/accounts';
import { visit, waitFor } from './support/app';
import { expectAccessible } from './support/browser';
import { cartSel } from './support/cart';
import { serverCart } from './support/checkout';
import { useJourney } from './support/journey';
import { shopperWithPaidOrder } from './support/shopper';

const { baseUrl, newPage } = useJourney();

const reorderLabel = (texts: typeof ordersEn, reference: string) =>
  texts.orders.reorder_label.replace('{{reference}}', reference);

describe('reorder (issue 16 item 2)', () => {
  test(
    'a lunch regular orders yesterday’s order again from My orders and from the order, in English and Arabic',
    { timeout: 120_000 },
    async () => {
      const { shopper, checkout } = await shopperWithPaidOrder(newPage, baseUrl, 'reorder');
      const { combo, item } = shopper;
      // Paid: the ordered lines leave the cart.
      await waitFor(
        'the cart to empty once the payment is confirmed',
        async () => (await serverCart(baseUrl, shopper.token)).carts.length,
        (count) => count === 0,
      );

      // From the list: the order is back in the cart, and the cart page opens.
      await visit(shopper.page, '/dashboard/orders');
      await expectAccessible(shopper.page, 'My orders with Order again');
      await shopper.page
        .getByRole('button', { name: reorderLabel(ordersEn, checkout.reference), exact: true })
        .click();
      await expectToast(shopper.page, translateMessage('reorder_added', 'en'));
      await expectPath(shopper.page, '/cart');
      const lines = shopper.page.locator(cartSel.cartLine);
      await waitFor(
        'the combo and the item back in the cart',
        () => lines.allInnerTexts(),
        (texts) =>
          texts.length === 2 &&
          texts.some((text) => text.includes(combo.combo.title)) &&
          texts.some((text) => text.includes(item.item_name)),
      );

      // From the order's page, in Arabic: the same lines once more (their quantities rise).
      await visit(shopper.page, `/dashboard/orders/${checkout.order_id}?lang=ae`);
      await shopper.page
        .getByRole('button', { name: reorderLabel(ordersAe, checkout.reference), exact: true })
        .click();
      await expectToast(shopper.page, translateMessage('reorder_added', 'ae'));
      await expectPath(shopper.page, '/cart');
      const cart = await serverCart(baseUrl, shopper.token);
      expect(cart.carts.map((line) => line.quantity)).toEqual([2, 2]);
      expect(await shopper.page.locator('html').getAttribute('dir')).toBe('rtl');
    },
  );
});
