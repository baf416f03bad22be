import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Cart } from '@storefront/shared';
import { paths } from '../../../lib/routing/paths';
import { BillBreakdown } from '../../../ui/bill-breakdown';
import { LockIcon } from '../../../ui/icons';
import { PromoCodeForm } from './promo-code-form';

/**
 * The cart's figures exactly as the server priced them (DESIGN §5): never added up here.
 * Spec §2: discount, shipping fee, total; DESIGN §5's subtotal and VAT beside them. The same
 * rows as the checkout summary's, so both read the VAT-included figures alike (issue 17 item 3).
 * Above them, the promo code (issue 16 item 3).
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
  return (
    <aside className="surface-card cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary__title">
        {t('cart_page.summary_title')}
      </h2>
      <PromoCodeForm cart={cart} />
      <BillBreakdown
        figures={{ ...cart, total: cart.grand_total }}
        formatMoney={formatMoney}
        testIdPrefix="cart"
      />
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
