import { useTranslation } from 'react-i18next';
import { CART_MAX_QUANTITY } from '@storefront/shared';
import { MinusIcon, PlusIcon } from '../../../ui/icons';
import './quantity-stepper.css';

/**
 * Minus, the quantity, plus (spec §2 plain lines). The shown quantity is the server's: a click
 * asks for the next value and the line changes when the answer comes (spec §4).
 */
export function QuantityStepper({
  quantity,
  min,
  busy,
  describedBy,
  onChange,
  labels,
}: {
  quantity: number;
  /** 1, or the item's min_qty for a wholesaler (spec §4). */
  min: number;
  busy: boolean;
  describedBy: string;
  onChange: (next: number) => void;
  /** The group's and the buttons' names, where the cart page's texts are not loaded (menu cards). */
  labels?: { group: string; decrease: string; increase: string };
}) {
  const { t } = useTranslation();
  const names = labels ?? {
    group: t('cart_page.quantity_label'),
    decrease: t('cart_page.decrease'),
    increase: t('cart_page.increase'),
  };
  const change = (next: number) => {
    if (!busy) onChange(next);
  };
  return (
    <div className="stepper" role="group" aria-label={names.group}>
      <button
        type="button"
        className="stepper__button"
        aria-label={names.decrease}
        aria-describedby={describedBy}
        disabled={quantity <= min}
        aria-disabled={busy || undefined}
        onClick={() => change(quantity - 1)}
      >
        <MinusIcon width={18} height={18} />
      </button>
      <span className="stepper__value" data-testid="line-quantity" aria-live="polite">
        {busy ? <span className="stepper__busy" aria-hidden="true" /> : null}
        {quantity}
      </span>
      <button
        type="button"
        className="stepper__button"
        aria-label={names.increase}
        aria-describedby={describedBy}
        disabled={quantity >= CART_MAX_QUANTITY}
        aria-disabled={busy || undefined}
        onClick={() => change(quantity + 1)}
      >
        <PlusIcon width={18} height={18} />
      </button>
    </div>
  );
}
