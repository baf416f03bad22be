import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@storefront/shared';
import { AppProviders } from '../app/providers';
import { i18n } from '../i18n';
import { createTestQueryClient } from '../test/render';
import { BillBreakdown, type BillFigures } from './bill-breakdown';

/**
 * Issue 17 item 3: prices paid with VAT included. 11 − 1.1 = 9.9 holds 0.9 VAT at 10 % and
 * 9 net; the total adds the 1.5 delivery fee (9.9 + 1.5 = 9 + 0.9 + 1.5 = 11.4).
 */
const figures: BillFigures = {
  subtotal: 11,
  company_discount: 1.1,
  vat_exc_net: 9,
  vat_rate: 10,
  vat_amount: 0.9,
  shipping_charge: 1.5,
  total: 11.4,
};

const money = (amount: number) => formatMoney(amount, 'en', 'BHD');
/** As toHaveTextContent reads it: every space a plain one. */
const shown = (amount: number) => money(amount).replace(/\s/g, ' ');

function renderBill(shownFigures: BillFigures = figures) {
  const { container } = render(
    <AppProviders queryClient={createTestQueryClient()}>
      <BillBreakdown figures={shownFigures} formatMoney={money} testIdPrefix="bill" />
    </AppProviders>,
  );
  return container.querySelector<HTMLElement>('dl')!;
}

/** Each row as "label: amount", in order. */
function rows(bill: HTMLElement): string[] {
  return within(bill)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

describe('BillBreakdown (spec §2, issue 17 item 3)', () => {
  it('keeps an older order’s words: its VAT was added on top of a net subtotal (decision 064)', () => {
    // 10 − 1 = 9 net, 0.9 VAT added, 1.5 delivery: 11.4.
    const bill = renderBill({
      subtotal: 10,
      company_discount: 1,
      vat_exc_net: 9,
      vat_rate: 10,
      vat_amount: 0.9,
      shipping_charge: 1.5,
      total: 11.4,
      vat_included: false,
    });
    expect(rows(bill)).toEqual([
      `Subtotal: ${money(10)}`,
      `Company discount: ${money(1)}`,
      `Net (excluding VAT): ${money(9)}`,
      `VAT (10%): ${money(0.9)}`,
      `Shipping fee: ${money(1.5)}`,
      `Total: ${money(11.4)}`,
    ]);
  });

  it('labels the subtotal as VAT included and the VAT as contained in it, beside the net', () => {
    const bill = renderBill();
    expect(rows(bill)).toEqual([
      `Subtotal (incl. VAT): ${money(11)}`,
      `Company discount: ${money(1.1)}`,
      `Net (excluding VAT): ${money(9)}`,
      `VAT (10%) included: ${money(0.9)}`,
      `Shipping fee: ${money(1.5)}`,
      `Total: ${money(11.4)}`,
    ]);
    // Browser tests find the figures by these names.
    for (const [row, amount] of [
      ['subtotal', 11],
      ['discount', 1.1],
      ['net', 9],
      ['vat', 0.9],
      ['shipping', 1.5],
      ['total', 11.4],
    ] as const) {
      expect(screen.getByTestId(`bill-${row}`)).toHaveTextContent(shown(amount));
    }
  });

  it('a promo code that took something off has its own row after the company discount (issue 16 item 3)', () => {
    // 11 − 1.1 − 0.99 = 8.91 holds 0.81 VAT at 10 % and 8.1 net; 10.41 with delivery.
    const bill = renderBill({
      ...figures,
      promo_code: 'SAVE10',
      promo_discount: 0.99,
      vat_exc_net: 8.1,
      vat_amount: 0.81,
      total: 10.41,
    });
    expect(rows(bill)).toEqual([
      `Subtotal (incl. VAT): ${money(11)}`,
      `Company discount: ${money(1.1)}`,
      `Promo code (SAVE10): ${money(0.99)}`,
      `Net (excluding VAT): ${money(8.1)}`,
      `VAT (10%) included: ${money(0.81)}`,
      `Shipping fee: ${money(1.5)}`,
      `Total: ${money(10.41)}`,
    ]);
    // Shown as taken off, like the company discount.
    expect(screen.getByTestId('bill-promo')).toHaveClass('bill__discount');
  });

  it('a code that took nothing off has no row', () => {
    const bill = renderBill({ ...figures, promo_code: 'SAVE10', promo_discount: 0 });
    expect(rows(bill)).toHaveLength(6);
    expect(screen.queryByTestId('bill-promo')).toBeNull();
  });

  it('an order the shop refunded says how much came back, after the total (issue 16 item 6)', () => {
    const bill = renderBill({ ...figures, refunded: 4 });
    expect(rows(bill).slice(-2)).toEqual([`Total: ${money(11.4)}`, `Refunded to you: ${money(4)}`]);
    expect(screen.getByTestId('bill-refunded')).toHaveClass('bill__discount');
    renderBill({ ...figures, refunded: 0 });
    expect(screen.getAllByTestId('bill-refunded')).toHaveLength(1);
  });

  it('reads the same way in French: TTC subtotal, "dont TVA"', async () => {
    await i18n.changeLanguage('fr');
    const bill = renderBill();
    // French writes "10 %" with a narrow no-break space.
    const labels = within(bill)
      .getAllByRole('term')
      .map((term) => term.textContent?.replace(/\s/g, ' '));
    expect(labels).toEqual([
      'Sous-total (TTC)',
      'Remise entreprise',
      'Net (hors TVA)',
      'Dont TVA (10 %)',
      'Frais de livraison',
      'Total',
    ]);
  });
});
