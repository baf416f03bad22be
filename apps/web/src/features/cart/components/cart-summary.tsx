import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANGUAGE_TAGS, type Cart } from '@storefront/shared';
import { paths } from '../../../lib/routing/paths';
import { useLanguage } from '../../../i18n/use-language';
import { LockIcon } from '../../../ui/icons';

function formatRate(rate: number, language: ReturnType<typeof useLanguage>): string {
  return new Intl.NumberFormat(LANGUAGE_TAGS[language], {
    style: 'percent',
    maximumFractionDigits: 2,
    numberingSystem: 'latn',
  }).format(rate / 100);
}

/**
 * The cart's figures exactly as the server priced them (DESIGN §5): never added up here.
 * Spec §2: discount, shipping fee, total; DESIGN §5's subtotal and VAT beside them.
 */
export function CartSummary({
  cart,
  formatMoney,
  onProceed,
  children,
}: {
  cart: Cart;
  formatMoney: (amount: number) => string;
  onProceed: () => void;
  /** Chosen before proceeding (issue 15: the delivery time), between the figures and the button. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary__title">
        {t('cart_page.summary_title')}
      </h2>
      <dl className="cart-summary__rows">
        <div className="cart-summary__row">
          <dt>{t('cart_page.subtotal')}</dt>
          <dd data-testid="cart-subtotal">{formatMoney(cart.subtotal)}</dd>
        </div>
        <div className="cart-summary__row">
          <dt>{t('cart_page.discount')}</dt>
          <dd
            data-testid="cart-discount"
            className={cart.company_discount > 0 ? 'cart-summary__discount' : undefined}
          >
            {formatMoney(cart.company_discount)}
          </dd>
        </div>
        <div className="cart-summary__row">
          <dt>{t('cart_page.vat', { rate: formatRate(cart.vat_rate, language) })}</dt>
          <dd data-testid="cart-vat">{formatMoney(cart.vat_amount)}</dd>
        </div>
        <div className="cart-summary__row">
          <dt>{t('cart_page.shipping')}</dt>
          <dd data-testid="cart-shipping">{formatMoney(cart.shipping_charge)}</dd>
        </div>
        <div className="cart-summary__row cart-summary__row--total">
          <dt>{t('cart_page.total')}</dt>
          <dd data-testid="cart-total">{formatMoney(cart.grand_total)}</dd>
        </div>
      </dl>
      {children}
      <button type="button" className="button button--primary button--block" onClick={onProceed}>
        <LockIcon width={18} height={18} />
        {t('cart_page.proceed')}
      </button>
      <p className="cart-summary__note">{t('cart_page.summary_note')}</p>
      <Link to={paths.menu.getHref()} className="text-link cart-summary__continue">
        {t('cart_page.continue_shopping')}
      </Link>
    </aside>
  );
}
