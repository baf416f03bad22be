import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './vat-included-price.css';

/**
 * A catalog price as the customer pays it, marked "incl. VAT" beside it (issue 17 item 3: the
 * server answers every price with VAT included, whatever the shop entered). `children` is the
 * price element itself, so each place keeps its own styling, test id or live region; the mark
 * follows it in the text, and screen readers read both as one phrase ("3.500 BD incl. VAT").
 */
export function VatIncludedPrice({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <span className="vat-included-price">
      {children} <small className="vat-included-price__mark">{t('common.vat_included')}</small>
    </span>
  );
}
