import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Cart, CartLine } from '@storefront/shared';
import { paths } from '../../../lib/routing/paths';
import { useFormatMoney } from '../../../lib/currency';
import { failureText } from '../../../lib/failure-text';
import { useSession } from '../../../lib/session/session';
import { ShopTable } from '../../../ui/shop-table';
import { notify } from '../../../ui/toast';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useProceedToCheckout } from '../hooks/use-proceed-to-checkout';
import { CartLineRow } from './cart-line-row';
import { CartSummary } from './cart-summary';
import { CheckoutModal } from './checkout-modal';
import { OwnDeliveryChoice } from './delivery-choice';

/**
 * The cart's lines, its summary and the way to checkout (spec §2 /cart): a chunk of its own,
 * loaded by the cart page once the cart has lines. An empty cart, a first visit's, never
 * downloads or starts the forms, dialogs and checkout it holds (issue 14 items 1 and 5).
 */
export default function CartContents({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const remove = useRemoveCartItem();
  const { user } = useSession();
  const [summaryOpen, setSummaryOpen] = useState(false);
  // Issue 15: the delivery time, chosen here or in the summary (null: the server's earliest).
  const [delivery, setDelivery] = useState<string | null>(null);
  const openSummary = useCallback(() => setSummaryOpen(true), []);
  const proceed = useProceedToCheckout(openSummary);
  const linesHeading = useRef<HTMLHeadingElement>(null);
  const formatMoney = useFormatMoney(cart.currency);

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
      <div className="cart-layout">
        <section className="surface-card cart-lines" aria-labelledby="cart-lines-title">
          <h2 id="cart-lines-title" className="cart-lines__title" ref={linesHeading} tabIndex={-1}>
            {t('cart_page.lines_title')}
          </h2>
          {/* Spec §5: checkout needs a combo; say so here, not only after "Proceed". */}
          {cart.carts.some((line) => line.is_combo === 1) ? null : (
            <p className="spread-row cart-notice" data-testid="cart-combo-needed">
              <span>{t('error_add_combo')}</span>
              <Link className="button button--small button--primary" to={paths.combos.getHref()}>
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
              {cart.carts.map((line) => (
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
        <CartSummary cart={cart} formatMoney={formatMoney} onProceed={() => proceed(cart)}>
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
      {summaryOpen && user ? (
        <CheckoutModal
          cart={cart}
          user={user}
          formatMoney={formatMoney}
          delivery={delivery}
          onDeliveryChange={setDelivery}
          onClose={() => setSummaryOpen(false)}
        />
      ) : null}
    </>
  );
}
