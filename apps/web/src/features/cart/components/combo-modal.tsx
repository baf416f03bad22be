import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  toMajor,
  toMinor,
  type CartLine,
  type ComboCategoryWithItems,
  type ComboItemsAnswer,
} from '@storefront/shared';
import '../../../i18n/cart-texts';
import { ApiError } from '../../../lib/api-client';
import { useCurrency, useFormatMoney } from '../../../lib/currency';
import { failureText } from '../../../lib/failure-text';
import { ErrorState } from '../../../ui/error-state';
import { AllergenLine, DietaryTags } from '../../../ui/dietary-marks';
import { FoodImage } from '../../../ui/food-image';
import { CheckIcon } from '../../../ui/icons';
import { InlineLoader } from '../../../ui/loader';
import { Modal } from '../../../ui/modal';
import { notify } from '../../../ui/toast';
import { VatIncludedPrice } from '../../../ui/vat-included-price';
import { VegMarker } from '../../../ui/veg-marker';
import { useAddToCart } from '../api/add-to-cart';
import { useComboItems } from '../api/get-combo-items';
import { useUpdateComboCart } from '../api/update-combo-cart';
import { useComboPickName } from '../hooks/combo-pick-name';
import { useComboModal, type ComboModalRequest } from './combo-modal-context';
import './combo-modal.css';

/** The picked item ids of each combo category (keyed by the category's id). */
type Selection = Record<number, number[]>;

/** Edit mode starts from the line's picks (spec §3 selected_combo_items). */
function initialSelection(data: ComboItemsAnswer, line: CartLine | null): Selection {
  const selection: Selection = {};
  if (!line) return selection;
  for (const category of data.combo_items) {
    const offered = new Set(category.items.map((item) => item.id));
    const byCategory = line.picks
      .filter((pick) => pick.combo_category_id === category.id && offered.has(pick.item_id))
      .map((pick) => pick.item_id);
    selection[category.id] =
      byCategory.length > 0
        ? byCategory
        : line.selected_combo_items.filter((id) => offered.has(id));
  }
  return selection;
}

/**
 * Issue 17 item 4: the picks beyond a step's required qty, each charged the step's extra_price
 * (the server prices them; the modal only shows the sum).
 */
function extraPickCount(category: ComboCategoryWithItems, pickCount: number): number {
  return Math.max(0, pickCount - category.qty);
}

export interface ComboModalProps {
  request: ComboModalRequest;
  onClose: () => void;
}

/** Spec §2 combo modal; view mode is read-only, the others choose items per category. */
export default function ComboModal({ request, onClose }: ComboModalProps) {
  return request.mode === 'view' ? (
    <ComboViewModal line={request.line} onClose={onClose} />
  ) : (
    <ComboChooserModal request={request} onClose={onClose} />
  );
}

function ComboChooserModal({
  request,
  onClose,
}: {
  request: Exclude<ComboModalRequest, { mode: 'view' }>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const currency = useCurrency();
  const line = request.mode === 'edit' ? request.line : null;
  const known = line ? line.combo : request.mode === 'customise' ? request.combo : null;
  const comboId = known?.id ?? 0;
  const query = useComboItems(comboId, comboId > 0);
  const data = query.data;
  const [selection, setSelection] = useState<Selection | null>(null);
  // The steps the last "Add" found with too few or too many picks, each marked with its own
  // message (issue 17: naming only the first left the customer guessing about the others).
  const [problemSteps, setProblemSteps] = useState<readonly number[]>([]);
  const bodyRef = useRef<HTMLDivElement>(null);
  const add = useAddToCart();
  const update = useUpdateComboCart();
  const busy = add.isPending || update.isPending;
  const { customise } = useComboModal();

  // The session ended meanwhile, or the shop stopped letting guests customise (a 401): viewing
  // combo items needs login (spec §6), so this combo goes the logged-out way: "Please Login to
  // continue" and back here after login.
  const loginLost = query.error instanceof ApiError && query.error.status === 401;
  useEffect(() => {
    if (!loginLost || comboId === 0) return;
    onClose();
    customise({ id: comboId }, { signIn: true });
  }, [loginLost, comboId, onClose, customise]);

  // The picks start once the combo's items are known (pre-ticked in edit mode).
  if (data && selection === null) setSelection(initialSelection(data, line));
  const picks = selection ?? {};

  const title = data?.combo.title ?? known?.title ?? t('common.loading');
  const basePrice = data?.combo.price ?? known?.price;

  // Spec §4: the running total is the combo price plus the picked items' prices, plus each
  // step's extras (issue 17 item 4), summed in minor units so 0.1 + 0.2 stays 0.3 (the cart
  // itself is priced by the server).
  let total: number | undefined;
  if (data) {
    let minor = toMinor(data.combo.price, currency);
    for (const category of data.combo_items) {
      const chosen = picks[category.id] ?? [];
      for (const item of category.items) {
        if (chosen.includes(item.id)) minor += toMinor(item.price, currency);
      }
      minor += extraPickCount(category, chosen.length) * toMinor(category.extra_price, currency);
    }
    total = toMajor(minor, currency);
  }

  const toggle = (category: ComboCategoryWithItems, itemId: number, checked: boolean) => {
    setSelection((current) => {
      const chosen = current?.[category.id] ?? [];
      const others = chosen.filter((id) => id !== itemId);
      // A step takes at most max_qty picks (issue 17 item 4: qty unless the shop allows extras):
      // in a step of one a new tick replaces the old one; in a larger step the remaining boxes
      // are disabled once it is full.
      let next = others;
      if (checked && category.max_qty === 1) next = [itemId];
      else if (checked && others.length < category.max_qty) next = [...others, itemId];
      return { ...current, [category.id]: next };
    });
    setProblemSteps((steps) => steps.filter((id) => id !== category.id));
  };

  /**
   * Spec §5's message for a step outside its range: fewer than qty picks, or (an old line, or a
   * step the operator narrowed since) more than max_qty.
   */
  const stepProblem = (category: ComboCategoryWithItems) => {
    const tooFew = (picks[category.id]?.length ?? 0) < category.qty;
    return t(tooFew ? 'info_select_items' : 'info_select_at_most', {
      qty: tooFew ? category.qty : category.max_qty,
      category_name: category.category_name || category.title,
    });
  };

  const submit = () => {
    if (!data || busy) return;
    // Spec §5: every category needs at least its qty of picks, else the info message and stop.
    // A line saved before the step had (or lowered) its maximum may hold too many: the server
    // refuses those.
    const problems = data.combo_items.filter((category) => {
      const count = picks[category.id]?.length ?? 0;
      return count < category.qty || count > category.max_qty;
    });
    const first = problems[0];
    if (first) {
      notify.info(stepProblem(first));
      setProblemSteps(problems.map((category) => category.id));
      bodyRef.current
        ?.querySelector<HTMLInputElement>(`[data-category="${first.id}"] input`)
        ?.focus();
      return;
    }
    const comboItems = data.combo_items.flatMap((category) => picks[category.id] ?? []);
    if (line) {
      update.mutate(
        { cart_id: line.id, combo_id: data.combo.id, combo_items: comboItems },
        {
          onSuccess: (answer) => {
            notify.success(answer.responseText || t('cart_updated'));
            onClose();
          },
          // Spec §8: the server's text; the modal stays open.
          onError: (error) => notify.error(failureText(error, t('something_went_wrong'))),
        },
      );
    } else {
      add.mutate(
        { combo_id: data.combo.id, combo_items: comboItems },
        {
          onSuccess: (answer) => {
            notify.success(answer.responseText || t('itemadded'));
            onClose();
          },
          onError: (error) => notify.error(failureText(error, t('itemfail'))),
        },
      );
    }
  };

  const actionLabel = line ? t('combo_modal.update') : t('combo_modal.add');

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      size="lg"
      headerExtra={
        basePrice !== undefined ? (
          <span>
            {t('combo_modal.base_price')}{' '}
            <strong className="combo-modal__base">{formatMoney(basePrice)}</strong>
          </span>
        ) : null
      }
      contentProps={{ 'data-testid': 'combo-modal', 'aria-busy': query.isPending || busy }}
      footer={
        data ? (
          <div className="combo-modal__footer">
            <p className="combo-modal__total">
              <span className="combo-modal__total-label">{t('combo_modal.total')}</span>
              <VatIncludedPrice>
                <strong data-testid="combo-total" aria-live="polite">
                  {formatMoney(total ?? 0)}
                </strong>
              </VatIncludedPrice>
            </p>
            <button
              type="button"
              className="button button--primary combo-modal__action"
              onClick={submit}
              aria-disabled={busy || undefined}
            >
              {busy ? <span className="button-spinner" aria-hidden="true" /> : null}
              {actionLabel}
            </button>
          </div>
        ) : null
      }
    >
      <div ref={bodyRef}>
        {query.isPending && comboId > 0 ? <InlineLoader /> : null}
        {query.isError || comboId === 0 ? (
          <ErrorState onRetry={() => void query.refetch()} />
        ) : null}
        {data ? (
          <>
            <p className="combo-modal__intro">{t('combo_modal.intro')}</p>
            <div className="combo-modal__categories">
              {data.combo_items.map((category) => {
                const chosen = picks[category.id] ?? [];
                const done = chosen.length >= category.qty;
                // Full: the other boxes rest until one is unticked (a step of one swaps).
                const full = chosen.length >= category.max_qty && category.max_qty > 1;
                // Issue 17 item 4: the step takes more than its qty, each extra at extra_price.
                const takesExtras = category.max_qty > category.qty;
                const ruleId = `combo-category-${category.id}-rule`;
                const extraId = `${ruleId}-extra`;
                const problem = problemSteps.includes(category.id);
                const describedBy = [
                  ruleId,
                  takesExtras ? extraId : null,
                  problem ? `${ruleId}-problem` : null,
                ]
                  .filter(Boolean)
                  .join(' ');
                return (
                  <fieldset
                    key={category.id}
                    className={`combo-category${problem ? ' combo-category--short' : ''}`}
                    data-testid="combo-category"
                    data-category={category.id}
                    aria-describedby={describedBy}
                  >
                    <legend className="combo-category__legend">
                      <span className="combo-category__title">
                        {category.title || category.category_name}
                      </span>
                    </legend>
                    <p className="combo-category__meta">
                      {category.title && category.category_name !== category.title ? (
                        <span className="combo-category__name">{category.category_name}</span>
                      ) : null}
                      <span
                        id={ruleId}
                        className={`pill combo-category__rule${done ? ' combo-category__rule--done' : ''}`}
                      >
                        {done ? <CheckIcon width={14} height={14} aria-hidden="true" /> : null}
                        {takesExtras
                          ? t('combo_modal.choose_up_to', {
                              qty: category.qty,
                              max: category.max_qty,
                            })
                          : t('combo_modal.choose', { qty: category.qty })}
                      </span>
                      {takesExtras ? (
                        <span id={extraId} className="combo-category__extra">
                          {category.extra_price > 0
                            ? t('combo_modal.extra_price', {
                                price: formatMoney(category.extra_price),
                              })
                            : t('combo_modal.extras_free')}
                        </span>
                      ) : null}
                    </p>
                    {problem ? (
                      <p className="combo-category__problem" id={`${ruleId}-problem`}>
                        {stepProblem(category)}
                      </p>
                    ) : null}
                    <ul className="card-grid combo-choices">
                      {category.items.map((item) => {
                        const nameId = `combo-${category.id}-item-${item.id}`;
                        const checked = chosen.includes(item.id);
                        return (
                          <li key={item.id}>
                            <label className={`combo-choice${checked ? ' combo-choice--on' : ''}`}>
                              <input
                                type="checkbox"
                                className="combo-choice__box"
                                checked={checked}
                                disabled={full && !checked}
                                onChange={(event) =>
                                  toggle(category, item.id, event.currentTarget.checked)
                                }
                                aria-labelledby={nameId}
                                aria-describedby={`${nameId}-price ${nameId}-marks`}
                              />
                              <FoodImage
                                src={item.image}
                                alt=""
                                className="combo-choice__image"
                                width={56}
                                height={56}
                              />
                              <span className="combo-choice__text">
                                <span className="combo-choice__name-row">
                                  <VegMarker isVeg={item.is_veg === 1} size={16} />
                                  <span id={nameId} className="combo-choice__name">
                                    {item.item_name}
                                  </span>
                                </span>
                                <span id={`${nameId}-marks`} className="combo-choice__marks">
                                  <DietaryTags tags={item.tags} withoutVegetarian />
                                  <AllergenLine allergens={item.allergens} />
                                </span>
                                <span
                                  id={`${nameId}-price`}
                                  className={`combo-choice__price${item.price === 0 ? ' combo-choice__price--included' : ''}`}
                                >
                                  {item.price === 0
                                    ? t('combo_modal.included')
                                    : `+${formatMoney(item.price)}`}
                                </span>
                              </span>
                            </label>
                          </li>
                        );
                      })}
                    </ul>
                  </fieldset>
                );
              })}
            </div>
          </>
        ) : null}
      </div>
    </Modal>
  );
}

/** View mode (spec §2): the line's picks per category, read-only, and a Close button. */
function ComboViewModal({ line, onClose }: { line: CartLine; onClose: () => void }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const pickName = useComboPickName();
  const groups: Array<{ id: number; title: string; picks: CartLine['picks'] }> = [];
  for (const pick of line.picks) {
    let group = groups.find((candidate) => candidate.id === pick.combo_category_id);
    if (!group) {
      group = { id: pick.combo_category_id, title: pick.category_title, picks: [] };
      groups.push(group);
    }
    group.picks.push(pick);
  }

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={line.combo?.title ?? ''}
      size="md"
      closeButton={false}
      headerExtra={
        line.combo ? (
          <span>
            {t('combo_modal.base_price')}{' '}
            <strong className="combo-modal__base">{formatMoney(line.combo.price)}</strong>
          </span>
        ) : null
      }
      contentProps={{ 'data-testid': 'combo-modal' }}
      footer={
        <div className="combo-modal__footer">
          <p className="combo-modal__total">
            <span className="combo-modal__total-label">{t('combo_modal.price_each')}</span>
            <strong data-testid="combo-total">{formatMoney(line.unit_price)}</strong>
          </p>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('combo_modal.close')}
          </button>
        </div>
      }
    >
      <p className="combo-modal__intro">{t('combo_modal.quantity', { count: line.quantity })}</p>
      <div className="combo-modal__categories">
        {groups.map((group) => (
          <section
            key={group.id}
            className="combo-category combo-category--view"
            data-testid="combo-category"
            aria-labelledby={`combo-view-${group.id}`}
          >
            <h3 id={`combo-view-${group.id}`} className="combo-category__title">
              {group.title}
            </h3>
            <ul className="stack-list combo-picks">
              {group.picks.map((pick) => (
                <li key={pick.item_id} className="combo-picks__item">
                  <span>{pickName(pick)}</span>
                  <span className="combo-choice__price">
                    {pick.price === 0 ? t('combo_modal.included') : `+${formatMoney(pick.price)}`}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Modal>
  );
}
