import { useTranslation } from 'react-i18next';
import { formatPercent } from '../lib/format-percent';
import '../i18n/orders-texts';
import { useLanguage } from '../i18n/use-language';
import './bill-breakdown.css';
import { IsolatedValue } from './isolated-value';

/** The figures of a priced cart or order, exactly as the server computed them (DESIGN §5). */
export interface BillFigures {
  subtotal: number;
  company_discount: number;
  vat_exc_net: number;
  vat_rate: number;
  vat_amount: number;
  shipping_charge: number;
  total: number;
  /** An order's: false when placed before prices were shown VAT included (decision 064). */
  vat_included?: boolean;
  /** Issue 16 item 3: the promo code and what it took off after the company discount. */
  promo_code?: string | null;
  promo_discount?: number;
  /** Issue 16 item 6: an order's money given back by the shop, shown after the total. */
  refunded?: number;
}

/**
 * Spec §2 billing details: subtotal, discount, net excluding VAT, VAT with its rate, shipping
 * fee, total. Never added up here: every figure is the server's. The subtotal is of prices paid,
 * VAT included (issue 17 item 3), so its label says so and the VAT row reads as contained in it,
 * not added: subtotal − discount = net + VAT. A promo code that took something off has its row
 * after the company discount's (issue 16 item 3): subtotal − discount − promo = net + VAT.
 * `testIdPrefix` names the rows (`<prefix>-subtotal`, `<prefix>-promo`, … `<prefix>-total`).
 */
export function BillBreakdown({
  figures,
  formatMoney,
  testIdPrefix,
  label,
}: {
  figures: BillFigures;
  formatMoney: (amount: number) => string;
  testIdPrefix: string;
  label?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rate = formatPercent(figures.vat_rate, language);
  // An older order's VAT was added on top of its subtotal: its bill says so in its own words.
  const vatOnTop = figures.vat_included === false;
  const rows = [
    {
      key: 'subtotal',
      label: t(vatOnTop ? 'bill.subtotal_before_vat' : 'bill.subtotal'),
      amount: figures.subtotal,
    },
    { key: 'discount', label: t('bill.discount'), amount: figures.company_discount },
    ...(figures.promo_discount && figures.promo_discount > 0
      ? [
          {
            key: 'promo',
            label: (
              <IsolatedValue
                text={(code) => t('bill.promo', { code })}
                value={figures.promo_code ?? ''}
              />
            ),
            amount: figures.promo_discount,
          },
        ]
      : []),
    { key: 'net', label: t('bill.net'), amount: figures.vat_exc_net },
    {
      key: 'vat',
      label: t(vatOnTop ? 'bill.vat_added' : 'bill.vat', { rate }),
      amount: figures.vat_amount,
    },
    { key: 'shipping', label: t('bill.shipping'), amount: figures.shipping_charge },
  ];
  return (
    <dl className="bill" aria-label={label}>
      {rows.map((row) => (
        <div className="bill__row" key={row.key}>
          <dt>{row.label}</dt>
          <dd
            data-testid={`${testIdPrefix}-${row.key}`}
            className={
              (row.key === 'discount' || row.key === 'promo') && row.amount > 0
                ? 'bill__discount'
                : undefined
            }
          >
            {formatMoney(row.amount)}
          </dd>
        </div>
      ))}
      <div className="bill__row bill__row--total">
        <dt>{t('bill.total')}</dt>
        <dd data-testid={`${testIdPrefix}-total`}>{formatMoney(figures.total)}</dd>
      </div>
      {figures.refunded && figures.refunded > 0 ? (
        <div className="bill__row">
          <dt>{t('bill.refunded')}</dt>
          <dd data-testid={`${testIdPrefix}-refunded`} className="bill__discount">
            {formatMoney(figures.refunded)}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
