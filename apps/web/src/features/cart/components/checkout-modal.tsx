import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_LIMITS, type Cart, type SessionUser } from '@storefront/shared';
import '../../../i18n/orders-texts';
import { ApiError } from '../../../lib/api-client';
import { leavePageFor } from '../../../lib/leave-page';
import { useOrderingStatus } from '../../../lib/ordering-status';
import { BillBreakdown } from '../../../ui/bill-breakdown';
import { Field, describedBy } from '../../../ui/form';
import { LockIcon } from '../../../ui/icons';
import { Modal } from '../../../ui/modal';
import { notify } from '../../../ui/toast';
import { useCheckout } from '../api/checkout';
import { useColleagues } from '../api/get-colleagues';
import { useDeliveryOptions } from '../api/get-delivery-options';
import { useComboPickName } from '../hooks/combo-pick-name';
import { DeliveryChoice, chosenDelivery } from './delivery-choice';
import { AppliedPromoCode } from './promo-code-form';
import './checkout-modal.css';

/**
 * Spec §8: "Something went wrong during checkout." on failure, unless the server names the
 * reason (the cart changed, no combo, not allowed to order for that colleague).
 */
function checkoutFailureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.responseText)
    return error.responseText;
  return fallback;
}

/**
 * Spec §2 checkout summary modal: whom the order is for (name and e-mail), the cart's lines,
 * the billing details exactly as the server priced them, and Pay now (spec §4: the browser goes
 * to the payment link; "Processing payment..." while it is under way).
 */
export function CheckoutModal({
  cart,
  user,
  formatMoney,
  delivery,
  onDeliveryChange,
  onClose,
}: {
  cart: Cart;
  user: SessionUser;
  formatMoney: (amount: number) => string;
  /** The delivery time chosen (on the cart page or here): `asap`, a slot id, or null. */
  delivery: string | null;
  onDeliveryChange: (value: string | null) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const pickName = useComboPickName();
  const colleagues = useColleagues(user.id);
  const checkout = useCheckout();
  const [orderedFor, setOrderedFor] = useState<number | null>(null);
  // After a successful answer the page is leaving: the button stays busy until it has gone.
  const [leaving, setLeaving] = useState(false);
  const selectId = useId();
  const busy = checkout.isPending || leaving;
  // Issue 15: while the shop takes no orders, Pay now waits and the modal says when it opens
  // (the server refuses such a checkout anyway).
  const closedNotice = useOrderingStatus().data;
  const closed = closedNotice?.accepts_orders === false ? closedNotice.notice : null;
  // Decision 093: the cart's code stopped applying after the cart was read, so checkout took it
  // off and priced the order without it. The page stays to show that and the new total; the
  // next Pay now goes to that same order's payment.
  const [promoNotice, setPromoNotice] = useState<string | null>(null);
  const footerAlert = closed ?? promoNotice;
  const payButton = useRef<HTMLButtonElement>(null);

  const options = colleagues.data?.can_order_for_others === true ? colleagues.data.colleagues : [];
  const recipient = options.find((colleague) => colleague.id === orderedFor) ?? user;
  const forColleague = recipient.id === user.id ? undefined : recipient.id;
  // Issue 15: when the order arrives; null until chosen (the server's earliest is shown).
  const deliveryOptions = useDeliveryOptions(user.id, forColleague);
  const [note, setNote] = useState('');

  const pay = () => {
    if (busy) return;
    checkout.mutate(
      {
        orderedForUserId: forColleague,
        delivery: chosenDelivery(deliveryOptions.data, delivery),
        note,
      },
      {
        onSuccess: (answer) => {
          if (answer.promo_notice) {
            setPromoNotice(answer.promo_notice);
            return;
          }
          setLeaving(true);
          leavePageFor(answer.paymentLink);
        },
        onError: (error) => notify.error(checkoutFailureText(error, t('checkout_failed'))),
      },
    );
  };

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={t('checkout.title')}
      size="lg"
      bodyLabel={t('checkout.details')}
      contentProps={{ 'data-testid': 'checkout-modal', 'aria-busy': busy }}
      footer={
        <div className="checkout-modal__footer">
          <p className="checkout-modal__total">
            <span>{t('bill.total')}</span>
            <strong>{formatMoney(cart.grand_total)}</strong>
          </p>
          <button
            ref={payButton}
            type="button"
            className="button button--primary checkout-modal__pay"
            onClick={pay}
            disabled={busy || closed !== null}
          >
            {busy ? (
              <span className="button-spinner" aria-hidden="true" />
            ) : (
              <LockIcon width={18} height={18} />
            )}
            {busy ? t('processing_payment') : t('checkout.pay_now')}
          </button>
          {footerAlert ? (
            <p className="checkout-modal__closed" role="alert">
              {footerAlert}
            </p>
          ) : (
            <p className="checkout-modal__note">{t('checkout.pay_note')}</p>
          )}
          <p className="visually-hidden" role="status">
            {busy ? t('processing_payment') : ''}
          </p>
        </div>
      }
    >
      <CheckoutSection headingId={`${selectId}-for`} title={t('checkout.ordering_for')}>
        {options.length > 0 ? (
          <div className="field checkout-for__select">
            <label className="visually-hidden" htmlFor={selectId}>
              {t('checkout.ordering_for')}
            </label>
            <select
              id={selectId}
              value={orderedFor ?? ''}
              disabled={busy}
              onChange={(event) => {
                setOrderedFor(event.target.value ? Number(event.target.value) : null);
                // Another recipient may work elsewhere: their place's times apply.
                onDeliveryChange(null);
              }}
            >
              <option value="">{t('checkout.myself')}</option>
              {options.map((colleague) => (
                <option key={colleague.id} value={colleague.id}>
                  {colleague.name}
                </option>
              ))}
            </select>
            <p className="fine-print">{t('checkout.ordering_for_hint')}</p>
          </div>
        ) : null}
        <dl className="facts checkout-for" data-testid="ordering-for">
          <div>
            <dt>{t('checkout.name')}</dt>
            <dd>{recipient.name}</dd>
          </div>
          <div>
            <dt>{t('checkout.email')}</dt>
            <dd>{recipient.email}</dd>
          </div>
        </dl>
      </CheckoutSection>

      <DeliveryChoice
        id={`${selectId}-delivery`}
        options={deliveryOptions.data}
        value={delivery}
        onChange={onDeliveryChange}
        disabled={busy}
      />

      <section className="checkout-section">
        <Field
          id={`${selectId}-note`}
          label={t('checkout.note')}
          hint={t('checkout.note_hint')}
          error={undefined}
        >
          <textarea
            rows={2}
            maxLength={FIELD_LIMITS.kitchenNote}
            value={note}
            disabled={busy}
            onChange={(event) => setNote(event.target.value)}
            {...describedBy(`${selectId}-note`, undefined, true)}
            data-testid="kitchen-note"
          />
        </Field>
      </section>

      <CheckoutSection headingId={`${selectId}-items`} title={t('checkout.items')}>
        <ul className="stack-list stack-list--ruled">
          {cart.carts.map((line) => {
            const isCombo = line.is_combo === 1 && line.combo !== null;
            return (
              <li key={line.id} className="checkout-line" data-testid="checkout-line">
                <div className="checkout-line__main">
                  <p className="checkout-line__name">
                    {isCombo ? (
                      <span className="cart-line__badge">{t('cart_page.combo_badge')}</span>
                    ) : null}
                    <span>{isCombo ? line.combo?.title : line.product?.item_name}</span>
                  </p>
                  {isCombo && line.picks.length > 0 ? (
                    <p className="fine-print">{line.picks.map(pickName).join(' · ')}</p>
                  ) : null}
                  <p className="fine-print">{t('checkout.quantity', { count: line.quantity })}</p>
                </div>
                <strong className="amount">{formatMoney(line.line_total)}</strong>
              </li>
            );
          })}
        </ul>
      </CheckoutSection>

      <CheckoutSection headingId={`${selectId}-bill`} title={t('checkout.billing')}>
        {cart.promo_code ? (
          <div className="promo-code checkout-modal__promo">
            <AppliedPromoCode
              code={cart.promo_code}
              disabled={busy}
              // The chip is gone and the total changed: continue from Pay now, beside it.
              onRemoved={() => requestAnimationFrame(() => payButton.current?.focus())}
            />
          </div>
        ) : null}
        <BillBreakdown
          figures={{ ...cart, total: cart.grand_total }}
          formatMoney={formatMoney}
          testIdPrefix="summary"
        />
      </CheckoutSection>
    </Modal>
  );
}

/** A part of the checkout under its heading. */
function CheckoutSection({
  headingId,
  title,
  children,
}: {
  headingId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="checkout-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="checkout-section__title">
        {title}
      </h3>
      {children}
    </section>
  );
}
