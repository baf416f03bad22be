import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CartLine } from '@storefront/shared';
import { paths } from '../../../lib/routing/paths';
import '../../../i18n/cart-texts';
import { useFormatMoney } from '../../../lib/currency';
import { failureText } from '../../../lib/failure-text';
import { useSession } from '../../../lib/session/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LoadingOverlay } from '../../../ui/loader';
import { PageBanner } from '../../../ui/page-banner';
import { ShopTable } from '../../../ui/shop-table';
import { notify } from '../../../ui/toast';
import { useCart } from '../api/get-cart';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { CartLineRow } from '../components/cart-line-row';
import { CartSummary } from '../components/cart-summary';
import { CheckoutModal } from '../components/checkout-modal';
import { OwnDeliveryChoice } from '../components/delivery-choice';
import { useProceedToCheckout } from '../hooks/use-proceed-to-checkout';
import '../components/cart.css';

/** /cart (spec §2): the lines, the server's totals and the way to checkout. */
export function CartPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('cart.title'));
  const cart = useCart();
  const remove = useRemoveCartItem();
  const { user } = useSession();
  const [summaryOpen, setSummaryOpen] = useState(false);
  // Issue 15: the delivery time, chosen here or in the summary (null: the server's earliest).
  const [delivery, setDelivery] = useState<string | null>(null);
  const openSummary = useCallback(() => setSummaryOpen(true), []);
  const proceed = useProceedToCheckout(openSummary);
  const linesHeading = useRef<HTMLHeadingElement>(null);
  const data = cart.data;
  const formatMoney = useFormatMoney(data?.currency);

  const removeLine = (line: CartLine) =>
    remove.mutate(line.id, {
      onSuccess: (answer) => {
        notify.success(answer.responseText || t('cart_item_removed'));
        // The removed line's button is gone: continue from the list's heading.
        linesHeading.current?.focus();
      },
      onError: (error) => notify.error(failureText(error, t('something_went_wrong'))),
    });
  const removingId = remove.isPending ? remove.variables : undefined;

  return (
    <>
      <PageBanner title={t('cart.title')} />
      <div className="container section section--tight">
        {cart.isPending ? <LoadingOverlay /> : null}
        {cart.isError && !data ? <ErrorState onRetry={() => void cart.refetch()} /> : null}
        {data && data.carts.length === 0 ? (
          <EmptyState title={t('cart.empty')} text={t('cart.empty_text')}>
            <Link className="button button--primary" to={paths.menu.getHref()}>
              {t('common.browse_menu')}
            </Link>
            <Link className="button button--ghost" to={paths.combos.getHref()}>
              {t('common.see_combos')}
            </Link>
          </EmptyState>
        ) : null}
        {data && data.carts.length > 0 ? (
          <div className="cart-layout">
            <section className="surface-card cart-lines" aria-labelledby="cart-lines-title">
              <h2
                id="cart-lines-title"
                className="cart-lines__title"
                ref={linesHeading}
                tabIndex={-1}
              >
                {t('cart_page.lines_title')}
              </h2>
              {/* Spec §5: checkout needs a combo; say so here, not only after "Proceed". */}
              {data.carts.some((line) => line.is_combo === 1) ? null : (
                <p className="spread-row cart-notice" data-testid="cart-combo-needed">
                  <span>{t('error_add_combo')}</span>
                  <Link
                    className="button button--small button--primary"
                    to={paths.combos.getHref()}
                  >
                    {t('common.see_combos')}
                  </Link>
                </p>
              )}
              <ShopTable
                className="cart-table"
                caption={t('cart_page.caption')}
                columns={[
                  t('cart_page.col_item'),
                  t('cart_page.col_price'),
                  t('cart_page.col_quantity'),
                  t('cart_page.col_total'),
                  <span className="visually-hidden">{t('cart_page.col_actions')}</span>,
                ]}
              >
                <tbody>
                  {data.carts.map((line) => (
                    <CartLineRow
                      key={line.id}
                      line={line}
                      removing={removingId === line.id}
                      onRemove={removeLine}
                      formatMoney={formatMoney}
                    />
                  ))}
                </tbody>
              </ShopTable>
            </section>
            <CartSummary cart={data} formatMoney={formatMoney} onProceed={() => proceed(data)}>
              {user ? (
                <OwnDeliveryChoice
                  userId={user.id}
                  id="cart-delivery"
                  value={delivery}
                  onChange={setDelivery}
                />
              ) : null}
            </CartSummary>
          </div>
        ) : null}
        {summaryOpen && data && user ? (
          <CheckoutModal
            cart={data}
            user={user}
            formatMoney={formatMoney}
            delivery={delivery}
            onDeliveryChange={setDelivery}
            onClose={() => setSummaryOpen(false)}
          />
        ) : null}
      </div>
    </>
  );
}
