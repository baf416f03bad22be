import { useTranslation } from 'react-i18next';
import type { CartLine } from '@storefront/shared';
import { useSession } from '../../../lib/session/session';
import { FoodImage } from '../../../ui/food-image';
import { EyeIcon, PencilIcon } from '../../../ui/icons';
import { notify } from '../../../ui/toast';
import { VegMarker } from '../../../ui/veg-marker';
import { useUpdateCart } from '../api/update-cart';
import { useComboPickName } from '../hooks/combo-pick-name';
import { minimumQuantity } from '../hooks/item-quantity';
import { useComboModal } from './combo-modal-context';
import { QuantityStepper } from './quantity-stepper';
import { RemoveLineButton } from './remove-line-dialog';

/**
 * One cart line (spec §2): name with picture (and a combo's picks), price, quantity, total,
 * actions. Every line has minus/plus and Remove; combo lines also View and Edit.
 */
export function CartLineRow({
  line,
  removing,
  onRemove,
  formatMoney,
}: {
  line: CartLine;
  removing: boolean;
  onRemove: (line: CartLine) => void;
  formatMoney: (amount: number) => string;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { openLine } = useComboModal();
  const update = useUpdateCart();
  const pickName = useComboPickName();
  const isCombo = line.is_combo === 1 && line.combo !== null;
  const name = isCombo ? line.combo?.title : line.product?.item_name;
  const image = (isCombo ? line.combo?.image : line.product?.image) ?? '';
  const nameId = `cart-line-${line.id}-name`;
  const min = minimumQuantity(line.product?.min_qty, user);
  const busy = update.isPending || removing;
  // The combo is still offered but its choices no longer fit it (issue 7: an operator changed
  // its steps): choosing again through Edit makes the line orderable.
  const chooseAgain = isCombo && line.unavailable_reason === 'choose_again';

  const changeQuantity = (quantity: number) =>
    update.mutate(
      { cart_id: line.id, quantity },
      // Spec §8 cart update failure; the line keeps the quantity the server last confirmed.
      { onError: () => notify.error(t('something_went_wrong')) },
    );

  return (
    <tr
      className={`cart-line${line.is_available ? '' : ' cart-line--unavailable'}`}
      data-testid="cart-line"
      aria-busy={busy || undefined}
    >
      <th scope="row" className="cart-line__item">
        <div className="media-row">
          <FoodImage src={image} alt="" className="cart-line__image" width={72} height={72} />
          <div className="cart-line__info">
            <p className="cart-line__name-row">
              {isCombo ? (
                <span className="cart-line__badge">{t('cart_page.combo_badge')}</span>
              ) : line.product ? (
                <VegMarker isVeg={line.product.is_veg === 1} size={16} />
              ) : null}
              <span id={nameId} className="cart-line__name">
                {name}
              </span>
            </p>
            {isCombo && line.picks.length > 0 ? (
              <ul className="inline-list cart-line__picks" aria-label={t('cart_page.your_choices')}>
                {line.picks.map((pick) => (
                  <li key={`${pick.combo_category_id}-${pick.item_id}`}>{pickName(pick)}</li>
                ))}
              </ul>
            ) : null}
            {!isCombo && min > 1 ? (
              <p className="fine-print">{t('cart_page.min_qty', { count: min })}</p>
            ) : null}
            {!line.is_available ? (
              <p className="cart-line__unavailable">
                <strong>{t('cart_page.unavailable')}</strong>{' '}
                <span>
                  {chooseAgain
                    ? t('cart_page.unavailable_choose_again')
                    : t('cart_page.unavailable_hint')}
                </span>
              </p>
            ) : null}
            {isCombo ? (
              <div className="cart-line__combo-actions">
                <button
                  type="button"
                  className="cart-action cart-action--text"
                  aria-describedby={nameId}
                  aria-haspopup="dialog"
                  onClick={() => openLine('view', line)}
                >
                  <EyeIcon width={16} height={16} />
                  {t('cart_page.view')}
                </button>
                <button
                  type="button"
                  className="cart-action cart-action--text"
                  aria-describedby={nameId}
                  aria-haspopup="dialog"
                  disabled={busy || (!line.is_available && !chooseAgain)}
                  onClick={() => openLine('edit', line)}
                >
                  <PencilIcon width={16} height={16} />
                  {t('cart_page.edit')}
                </button>
              </div>
            ) : null}
          </div>
        </div>
      </th>
      <td className="cart-line__price">
        <span className="shop-table__label cart-line__label" aria-hidden="true">
          {t('cart_page.col_price')}
        </span>
        {formatMoney(line.unit_price)}
      </td>
      <td className="cart-line__quantity">
        <span className="shop-table__label cart-line__label" aria-hidden="true">
          {t('cart_page.col_quantity')}
        </span>
        {/* Issue 17 item 4: combo lines take a quantity too (six identical lunch boxes are one
            line of 6, not six customisations). */}
        <QuantityStepper
          quantity={line.quantity}
          min={min}
          busy={busy}
          describedBy={nameId}
          onChange={changeQuantity}
        />
      </td>
      <td className="cart-line__total">
        <span className="shop-table__label cart-line__label" aria-hidden="true">
          {t('cart_page.col_total')}
        </span>
        <strong>{formatMoney(line.line_total)}</strong>
      </td>
      <td className="cart-line__actions">
        <RemoveLineButton describedBy={nameId} busy={busy} onConfirm={() => onRemove(line)} />
      </td>
    </tr>
  );
}
