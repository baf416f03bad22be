import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { formatDeliveryWindow, formatOpening, type Language } from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import { cartAe } from '../apps/web/src/i18n/locales/cart/ae';
import { ordersAe } from '../apps/web/src/i18n/locales/orders/ae';
import { expectToast } from './support/accounts';
import { demoAdminToken, openBackOffice, signedInOperator, signedInShopper } from './support/admin';
import {
  expectHidden,
  expectVisible,
  fold,
  foldedText,
  visit,
  waitFor,
  waitForText,
} from './support/app';
import { expectAccessible } from './support/browser';
import {
  type CheckoutButtons,
  fillCartViaApi,
  leaveSandbox,
  openSummary,
  payNow,
} from './support/checkout';
import { useJourney } from './support/journey';
import { shopperWithFilledCart } from './support/shopper';

const { baseUrl, newPage } = useJourney();

/** Texts of the opening-hours page (apps/web/src/features/admin/content/texts.ts, English). */
const hoursTexts = {
  page: 'Opening hours',
  addWindow: 'Add a window',
  opens: 'Opens',
  closes: 'Closes',
  save: 'Save',
} as const;

const SHOP_ZONE = 'Asia/Bahrain';
const DAY_MS = 86_400_000;

/** The weekday (0 is Sunday) in the shop's time zone `days` from now, and its English name. */
function shopWeekday(days: number): { weekday: number; name: string; date: Date } {
  const date = new Date(Date.now() + days * DAY_MS);
  const name = new Intl.DateTimeFormat('en', { weekday: 'long', timeZone: SHOP_ZONE }).format(date);
  const weekday = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  return { weekday: weekday.indexOf(name), name, date };
}

/** A back-office save as the demo operator. */
async function saveAsOperator(path: string, body: object): Promise<void> {
  const token = await demoAdminToken(baseUrl);
  const response = await fetch(`${baseUrl}/api/admin/${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ language: 'en', ...body }),
  });
  expect(response.status, await response.text()).toBe(200);
}

/** Back to a shop without hours or slots (always open), for the files that run after this one. */
async function openAroundTheClock(): Promise<void> {
  await saveAsOperator('opening-hours', {
    time_zone: SHOP_ZONE,
    order_ahead_days: 0,
    asap_lead_minutes: null,
    windows: [],
    closures: [],
  });
  await saveAsOperator('delivery-slots', { slots: [] });
  await saveAsOperator('orders-paused', { paused: false });
}

/**
 * The shop takes orders a day ahead and `buildingId` gets delivered tomorrow 12:00–12:30 (orders
 * until 10:30): whatever the hour a test runs, that slot is bookable. Answers tomorrow.
 */
async function slotTomorrowFor(buildingId: number): Promise<Date> {
  await saveAsOperator('opening-hours', {
    time_zone: SHOP_ZONE,
    order_ahead_days: 1,
    asap_lead_minutes: null,
    windows: [],
    closures: [],
  });
  await saveAsOperator('delivery-slots', {
    slots: [
      { building_id: buildingId, starts: '12:00', ends: '12:30', cutoff: '10:30', capacity: 30 },
    ],
  });
  return new Date(Date.now() + DAY_MS);
}

/** Tomorrow's 12:00–12:30 as the shop writes it in `language` (Bahrain keeps UTC+3 all year). */
function slotLabelIn(language: Language, day: Date): string {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_ZONE }).format(day);
  return formatDeliveryWindow(
    new Date(`${date}T12:00:00+03:00`),
    new Date(`${date}T12:30:00+03:00`),
    language,
    SHOP_ZONE,
  );
}

/** The demo operator's kitchen board, open and live. */
async function liveKitchenBoard(): Promise<Page> {
  const { page: kitchen } = await newPage({ baseUrl });
  await openBackOffice(kitchen, '/admin/kitchen');
  await waitForText('the kitchen board to be live', kitchen.getByTestId('kitchen-live'), 'Live');
  return kitchen;
}

/** The width of the paper `page` prints on (its PDF's MediaBox, in points), in whole millimetres. */
async function printedWidthMm(page: Page): Promise<number> {
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  const points = Number(/\/MediaBox \[0 0 ([\d.]+)/.exec(pdf)?.[1]);
  return Math.round((points / 72) * 25.4);
}

/** The Arabic storefront's checkout buttons (apps/web and packages/shared texts). */
const arabicCheckout: CheckoutButtons = {
  proceed: cartAe.cart_page.proceed,
  payNow: ordersAe.checkout.pay_now,
  processing: translateMessage('processing_payment', 'ae'),
};

describe('lunch service: opening hours and delivery times (issue 15)', () => {
  afterAll(openAroundTheClock);

  test(
    'an operator sets lunch hours two days ahead; the shop says when ordering opens and checkout waits',
    { timeout: 150_000 },
    async () => {
      // 1. The operator opens the page: a shop without hours has every day "Closed" and takes
      //    orders around the clock.
      const operator = await signedInOperator(newPage, baseUrl, hoursTexts.page);
      const later = shopWeekday(2);
      const day = operator.getByTestId(`weekday-${later.weekday}`);
      await expectVisible(day, `the row of ${later.name}`);

      // 2. A window that closes before it opens is refused under the field.
      await day.getByRole('button', { name: `${hoursTexts.addWindow} (${later.name})` }).click();
      await day.getByLabel(hoursTexts.opens).fill('14:30');
      await day.getByLabel(hoursTexts.closes).fill('11:00');
      await operator.getByRole('button', { name: hoursTexts.save, exact: true }).click();
      const problem = translateMessage('hours_window_order', 'en');
      await expectVisible(day.getByText(problem), `"${problem}" under the closing time`);

      // 3. Lunch, 11:00 to 14:30, on that day only: saved.
      await day.getByLabel(hoursTexts.opens).fill('11:00');
      await day.getByLabel(hoursTexts.closes).fill('14:30');
      await operator.getByRole('button', { name: hoursTexts.save, exact: true }).click();
      await expectToast(operator, translateMessage('hours_saved', 'en'));
      await expectAccessible(operator, 'the opening-hours page');

      // 4. A customer with a filled cart is told on every page when ordering opens.
      const opensAt = new Date(
        Date.parse(
          `${new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_ZONE }).format(later.date)}T11:00:00+03:00`,
        ),
      );
      const english = translateMessage('shop_closed_opens', 'en', {
        when: formatOpening(opensAt, 'en', SHOP_ZONE),
      });
      const shopper = await shopperWithFilledCart(newPage, baseUrl, 'opening-hours');
      const notice = shopper.page.getByTestId('ordering-notice');
      await waitForText('the closed notice', notice, english);

      // 5. The summary keeps Pay now from a checkout the server would refuse.
      const summary = await openSummary(shopper.page);
      await waitForText('the closed notice in the summary', summary.getByRole('alert'), english);
      expect(await summary.getByRole('button', { name: /Pay now/ }).isDisabled()).toBe(true);
      await expectAccessible(shopper.page, 'the checkout summary while closed');

      // 6. In Arabic, the same notice in Arabic, laid out right to left.
      const { page: arabic } = await newPage({ baseUrl });
      await visit(arabic, '/menu?lang=ae');
      const arabicText = translateMessage('shop_closed_opens', 'ae', {
        when: formatOpening(opensAt, 'ae', SHOP_ZONE),
      });
      await waitForText(
        'the Arabic closed notice',
        arabic.getByTestId('ordering-notice'),
        arabicText,
      );
      expect(await arabic.locator('html').getAttribute('dir')).toBe('rtl');

      // 7. Open around the clock again: the notice goes away after a reload.
      await openAroundTheClock();
      await visit(shopper.page, '/cart');
      await shopper.page.locator('[data-testid="cart-line"]').first().waitFor();
      await waitFor(
        'the closed notice to be gone',
        () => shopper.page.getByTestId('ordering-notice').count(),
        (count) => count === 0,
      );
    },
  );

  test(
    'a customer picks a delivery slot in the summary and pays; the order keeps the promised time',
    { timeout: 150_000 },
    async () => {
      // Every building of the shop delivers tomorrow 12:00–12:30 (orders until 10:30), and the
      // shop takes orders a day ahead: whatever the hour this runs, tomorrow's slot is bookable.
      const shopper = await signedInShopper(newPage, baseUrl, 'delivery-slots');
      const tomorrow = await slotTomorrowFor(shopper.buildingId);
      const label = slotLabelIn('en', tomorrow);

      // The kitchen watches its board, live.
      const kitchen = await liveKitchenBoard();

      await fillCartViaApi(baseUrl, shopper.token);
      await visit(shopper.page, '/cart');
      const summary = await openSummary(shopper.page);
      const choice = summary.getByTestId('delivery-choice');
      await waitFor(
        'tomorrow’s slot in the delivery choice',
        () => choice.locator('option').allInnerTexts(),
        (texts) => texts.some((text) => text.startsWith(label)),
      );
      await choice.selectOption({
        label:
          (await choice.locator('option').allInnerTexts()).find((text) => text.startsWith(label)) ??
          label,
      });
      // A note for the kitchen travels as text: markup stays visible, never rendered.
      const note = '<b>No nuts</b>, desk 4';
      await summary.getByTestId('kitchen-note').fill(note);
      await expectAccessible(shopper.page, 'the checkout summary with a delivery choice');
      const checkout = await payNow(shopper.page, summary);
      await leaveSandbox(shopper.page, 'pay', checkout.reference);

      // The paid order appears on the board by itself, marked new, and moves to Accepted.
      const card = kitchen.locator(
        `[data-testid="kitchen-card"][data-reference="${checkout.reference}"]`,
      );
      await expectVisible(card, `the card of ${checkout.reference} on the kitchen board`);
      expect(await foldedText(kitchen.getByTestId('kitchen-new-count'))).toBe('1 new');
      expect(await card.getByTestId('kitchen-note').innerText()).toBe(`Note: ${note}`);
      await expectAccessible(kitchen, 'the kitchen board with a new order');

      // The page after paying is the order itself: the promised time, the note, the lines and
      // where the order is, each step with its time.
      await waitForText(
        'the promised delivery on the page after paying',
        shopper.page.getByTestId('order-delivery'),
        fold(label),
      );
      expect(await shopper.page.getByTestId('order-note').innerText()).toBe(note);
      expect(
        await shopper.page
          .locator('[data-testid="order-combo-items"] li, [data-testid="order-other-products"] li')
          .count(),
        'the order’s lines on the page after paying',
      ).toBeGreaterThan(0);
      const currentStep = shopper.page.locator(
        '[data-testid="order-tracker"] [aria-current="step"]',
      );
      const current = currentStep.getByTestId('order-step-name');
      await waitForText('the tracker at Paid', current, 'Paid');
      expect(await currentStep.locator('time').getAttribute('datetime')).toMatch(
        /^\d{4}-\d\d-\d\dT/,
      );

      // The kitchen accepts it; the page after paying follows without a reload, with the time.
      await card.getByRole('button', { name: 'Accept', exact: true }).click();
      await waitForText('the card to show Accepted', card.getByTestId('kitchen-step'), 'Accepted');
      await waitForText('the customer’s tracker at Accepted', current, 'Accepted');
      await expectVisible(currentStep.locator('time'), 'the time the kitchen accepted the order');

      // The dashboard's order page is the same order, drawn by the same component.
      await visit(shopper.page, `/dashboard/orders/${checkout.order_id}`);
      await waitForText(
        'the promised delivery on the order page',
        shopper.page.getByTestId('order-delivery'),
        fold(label),
      );
      expect(await shopper.page.getByTestId('order-note').innerText()).toBe(note);
      await waitForText('the dashboard’s tracker at Accepted', current, 'Accepted');

      // The kitchen prints the order's ticket: on 80 mm receipt paper, the ticket alone.
      await kitchen.evaluate(() => {
        window.print = () => undefined;
      });
      await card.getByRole('button', { name: 'Print ticket', exact: true }).click();
      const ticket = kitchen.getByTestId('print-ticket');
      await kitchen.emulateMedia({ media: 'print' });
      await expectVisible(ticket, 'the kitchen ticket when printing');
      expect(await foldedText(ticket)).toContain(checkout.reference);
      expect(await foldedText(ticket)).toContain(`Note: ${note}`);
      // Read until the print styles apply to the board too: on a busy machine the first read
      // can come before the style recalculation the media change starts (a fresh-clone run
      // once saw "visible").
      await waitFor(
        'the board itself not printing',
        () => card.evaluate((element) => getComputedStyle(element).visibility),
        (visibility) => visibility === 'hidden',
      );
      expect(await printedWidthMm(kitchen), 'the ticket page is 80 mm wide').toBe(80);
      await kitchen.emulateMedia({ media: 'screen' });

      // The packing list of the delivery time: on A4, per building, with the order.
      await kitchen.getByRole('button', { name: 'Print packing list' }).first().click();
      const packing = kitchen.getByTestId('print-packing');
      await kitchen.emulateMedia({ media: 'print' });
      await expectVisible(packing, 'the packing list when printing');
      expect(await foldedText(packing)).toContain(checkout.reference);
      expect(await printedWidthMm(kitchen), 'the packing list is on A4').toBe(210);
      await kitchen.emulateMedia({ media: 'screen' });

      // The operator's order page shows both.
      const { page: operator } = await newPage({ baseUrl });
      await openBackOffice(operator, `/admin/orders/${checkout.order_id}`);
      await waitForText(
        'the promised delivery on the operator’s order page',
        operator.getByTestId('admin-order-delivery'),
        fold(label),
      );
      expect(await operator.getByTestId('admin-order-note').innerText()).toBe(note);

      // In Arabic, the customer's page shows the same promise in Arabic and follows the kitchen.
      await visit(shopper.page, `/dashboard/orders/${checkout.order_id}?lang=ae`);
      const arabicLabel = slotLabelIn('ae', tomorrow);
      await waitForText(
        'the promised delivery in Arabic',
        shopper.page.getByTestId('order-delivery'),
        fold(arabicLabel),
      );
      await waitForText('the tracker at مقبول', current, 'مقبول');
      await card.getByRole('button', { name: 'Start preparing', exact: true }).click();
      await waitForText('the Arabic tracker at قيد التحضير', current, 'قيد التحضير');
      expect(await shopper.page.locator('html').getAttribute('dir')).toBe('rtl');
    },
  );

  test(
    'in Arabic, a customer picks the delivery time on the cart page and pays; kitchen and order page follow',
    { timeout: 120_000 },
    async () => {
      const shopper = await signedInShopper(newPage, baseUrl, 'delivery-slots-ar');
      const arabicLabel = slotLabelIn('ae', await slotTomorrowFor(shopper.buildingId));
      const kitchen = await liveKitchenBoard();

      // The cart page offers the customer's place's times, in Arabic, beside the totals.
      await fillCartViaApi(baseUrl, shopper.token);
      await visit(shopper.page, '/cart?lang=ae');
      const onCart = shopper.page.locator('.cart-summary').getByTestId('delivery-choice');
      const slotOption = await waitFor(
        'tomorrow’s slot in the cart page’s delivery choice, in Arabic',
        async () =>
          (await onCart.locator('option').allInnerTexts()).find((text) =>
            text.startsWith(arabicLabel),
          ),
        (text) => text !== undefined,
      );
      await onCart.selectOption({ label: slotOption ?? arabicLabel });
      const slotId = await onCart.inputValue();
      await expectVisible(
        shopper.page
          .locator('.cart-summary')
          .getByRole('combobox', { name: ordersAe.checkout.delivery }),
        'the delivery choice named in Arabic',
      );
      await expectAccessible(shopper.page, 'the Arabic cart page with a delivery choice');

      // The summary starts from the same choice, and the order books it.
      const summary = await openSummary(shopper.page, arabicCheckout);
      expect(await summary.getByTestId('delivery-choice').inputValue()).toBe(slotId);
      const checkout = await payNow(shopper.page, summary, arabicCheckout);
      // The sandbox provider's page speaks the order's language: "ادفع" and the amount.
      await leaveSandbox(shopper.page, 'pay', checkout.reference, /^ادفع\s/);

      const card = kitchen.locator(
        `[data-testid="kitchen-card"][data-reference="${checkout.reference}"]`,
      );
      await expectVisible(card, `the card of ${checkout.reference} on the kitchen board`);
      await visit(shopper.page, `/dashboard/orders/${checkout.order_id}?lang=ae`);
      await waitForText(
        'the promised delivery in Arabic on the order page',
        shopper.page.getByTestId('order-delivery'),
        fold(arabicLabel),
      );
      const current = shopper.page.locator(
        '[data-testid="order-tracker"] [aria-current="step"] [data-testid="order-step-name"]',
      );
      await card.getByRole('button', { name: 'Accept', exact: true }).click();
      await waitForText('the Arabic tracker at مقبول', current, 'مقبول');
    },
  );

  test(
    'a full kitchen pauses new orders from the board; customers are told and Pay now waits',
    { timeout: 120_000 },
    async () => {
      const shopper = await signedInShopper(newPage, baseUrl, 'orders-paused');
      await fillCartViaApi(baseUrl, shopper.token);
      const kitchen = await liveKitchenBoard();
      await kitchen.getByRole('button', { name: 'Pause new orders', exact: true }).click();
      await expectVisible(kitchen.getByTestId('orders-paused'), 'the paused panel on the board');
      await expectAccessible(kitchen, 'the kitchen board with orders paused');

      // Every page says so, in the customer's language; the summary keeps Pay now waiting.
      await visit(shopper.page, '/cart');
      await waitForText(
        'the paused notice',
        shopper.page.getByTestId('ordering-notice'),
        translateMessage('orders_paused', 'en'),
      );
      const summary = await openSummary(shopper.page);
      expect(await summary.getByRole('button', { name: /Pay now/ }).isDisabled()).toBe(true);
      const { page: arabic } = await newPage({ baseUrl });
      await visit(arabic, '/menu?lang=ae');
      await waitForText(
        'the paused notice in Arabic',
        arabic.getByTestId('ordering-notice'),
        translateMessage('orders_paused', 'ae'),
      );

      // One press takes orders again.
      await kitchen.getByRole('button', { name: 'Take orders again', exact: true }).click();
      await expectHidden(kitchen.getByTestId('orders-paused'), 'the paused panel');
      await visit(shopper.page, '/cart');
      await shopper.page.locator('[data-testid="cart-line"]').first().waitFor();
      expect(await shopper.page.getByTestId('ordering-notice').count()).toBe(0);
    },
  );
});
