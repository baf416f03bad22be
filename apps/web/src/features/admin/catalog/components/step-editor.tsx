import { useEffect, useState } from 'react';
import { useController, useWatch, type FieldError, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CATALOG_LIMITS, type Language } from '@storefront/shared';
import { useCurrency, useFormatMoney } from '../../../../lib/currency';
import { Field, describedBy, useFieldErrorText } from '../../../../ui/form';
import { useCategoryItems, useCategoryOptions } from '../api/catalog-api';
import { CategoryOptions } from './category-options';
import { AdminBadge } from '../../shell/admin-badge';
import { ConfirmDialog } from '../../shell/admin-page';
import { NumberField } from '../../shell/record-form';
import { TextsFields } from '../../shell/texts-fields';
import type { PriceLabel } from './price-label';

/** A step as the form holds it (inputs hold text); `id` names a stored step to keep. */
export interface StepValues {
  id?: number;
  category_id: string;
  qty: string;
  /** Issue 17 item 4: the most picks the step takes; empty means exactly `qty`. */
  max_qty: string;
  /** Issue 17 item 4: what each pick beyond `qty` adds to the combo's price. */
  extra_price: string;
  translations: Record<Language, { title: string }>;
  items: { item_id: number; price: string }[];
}

export interface ComboFormValues {
  translations: Record<Language, { title: string; description: string }>;
  price: string;
  is_featured: boolean;
  is_available: boolean;
  sort_order: string;
  steps: StepValues[];
}

type StepErrors = {
  category_id?: FieldError;
  qty?: FieldError;
  id?: FieldError;
  items?: FieldError & Record<number, { item_id?: FieldError; price?: FieldError } | undefined>;
};

/**
 * One step of a combo: "choose {qty} from {category}" with the items it offers and their price
 * inside this combo (DESIGN §5), and how many more picks it takes at what extra price (issue 17
 * item 4). The items listed are the category's; ticking one offers it.
 */
export function StepEditor({
  form,
  index,
  count,
  onRemove,
  onMove,
  priceLabel,
}: {
  form: UseFormReturn<ComboFormValues, unknown, unknown>;
  index: number;
  count: number;
  onRemove: () => void;
  onMove: (to: number) => void;
  /** The combo form's `usePriceLabel()`: prices say with or without VAT (issue 17 item 3). */
  priceLabel: PriceLabel;
}) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const currency = useCurrency();
  const errorText = useFieldErrorText();
  const prefix = `steps.${index}` as const;
  // Controlled by the form's value, never read back from the element: the categories arrive
  // after the stored step, and an element without its option yet would read as "none chosen".
  const { field: categoryField } = useController({
    control: form.control,
    name: `${prefix}.category_id`,
  });
  const categoryValue = categoryField.value;
  const offered = useWatch({ control: form.control, name: `${prefix}.items` });
  const categoryId = Number(categoryValue) || undefined;
  const categories = useCategoryOptions();
  const items = useCategoryItems(categoryId);
  const errors = form.formState.errors.steps?.[index] as StepErrors | undefined;
  const n = index + 1;
  const id = (name: string) => `step-${index}-${name}`;
  const [confirmRemove, setConfirmRemove] = useState(false);

  // A new step's English title starts as the chosen category's name (the operator may change it).
  const categoryName = categories.data?.data.find((row) => row.id === categoryId)?.name;
  useEffect(() => {
    if (!categoryName) return;
    const current = form.getValues(`${prefix}.translations.en.title`);
    if (!current) form.setValue(`${prefix}.translations.en.title`, categoryName);
  }, [categoryName, form, prefix]);

  const setOffered = (next: StepValues['items']) =>
    form.setValue(`${prefix}.items`, next, { shouldDirty: true });

  return (
    <fieldset className="catalog-step" aria-labelledby={id('heading')}>
      <div className="catalog-step__head">
        <h3 id={id('heading')}>{t('admin_catalog.combos.step_n', { n })}</h3>
        <div className="catalog-step__tools">
          <button
            type="button"
            className="button button--ghost button--small"
            aria-label={t('admin_catalog.combos.move_up', { n })}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            ↑
          </button>
          <button
            type="button"
            className="button button--ghost button--small"
            aria-label={t('admin_catalog.combos.move_down', { n })}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            ↓
          </button>
          <button
            type="button"
            className="button button--danger-quiet button--small"
            onClick={() => setConfirmRemove(true)}
            disabled={count === 1}
          >
            {t('admin_catalog.combos.remove_step', { n })}
          </button>
          <ConfirmDialog
            open={confirmRemove}
            onOpenChange={setConfirmRemove}
            title={t('admin_catalog.combos.remove_step_title', { n })}
            text={t('admin_catalog.combos.remove_step_text')}
            confirmLabel={t('admin_catalog.combos.remove_step', { n })}
            cancelLabel={t('admin_catalog.combos.keep_step')}
            onConfirm={() => {
              onRemove();
              return Promise.resolve();
            }}
          />
        </div>
      </div>
      {errors?.id ? <p className="catalog-error">{errorText(errors.id)}</p> : null}
      <div className="admin-form__row catalog-row">
        <Field
          id={id('category')}
          label={t('admin_catalog.common.category')}
          error={errors?.category_id}
        >
          <select
            aria-required
            {...categoryField}
            value={categoryValue ?? ''}
            onChange={(event) => {
              categoryField.onChange(event.currentTarget.value);
              // Items belong to one category: another category offers none of them.
              setOffered([]);
            }}
            {...describedBy(id('category'), errors?.category_id)}
          >
            <CategoryOptions empty={t('admin_catalog.common.choose_category')} />
          </select>
        </Field>
        <NumberField
          form={form}
          name={`${prefix}.qty`}
          id={id('qty')}
          label={t('admin_catalog.combos.qty')}
          min={1}
          max={CATALOG_LIMITS.stepQty}
          required
        />
        <NumberField
          form={form}
          name={`${prefix}.max_qty`}
          id={id('max-qty')}
          text="admin_catalog.combos.max_qty"
          min={1}
          max={CATALOG_LIMITS.stepQty}
        />
        <NumberField
          form={form}
          name={`${prefix}.extra_price`}
          id={id('extra-price')}
          label={priceLabel(t('admin_catalog.combos.extra_price'))}
          hint={t('admin_catalog.combos.extra_price_hint', { currency })}
          decimals={3}
        />
      </div>
      <TextsFields
        form={form}
        group={`${prefix}.translations`}
        idPrefix={id('texts')}
        legend={t('admin_catalog.combos.step_texts')}
        fields={[
          {
            key: 'title',
            label: t('admin_catalog.combos.step_title'),
            maxLength: CATALOG_LIMITS.name,
            required: true,
          },
        ]}
      />
      <h4 id={id('offered')}>{t('admin_catalog.combos.offered')}</h4>
      <p className="field__hint">{t('admin_catalog.combos.offered_hint')}</p>
      {errors?.items?.message ? (
        <p className="catalog-error" role="alert">
          {errorText(errors.items)}
        </p>
      ) : null}
      {!categoryId ? (
        <p className="catalog-offer__muted">{t('admin_catalog.combos.pick_category_first')}</p>
      ) : items.data && items.data.data.length === 0 ? (
        <p className="catalog-offer__muted">{t('admin_catalog.combos.no_items')}</p>
      ) : (
        <table className="catalog-offer" aria-labelledby={id('offered')}>
          <thead>
            <tr>
              <th scope="col">{t('admin_catalog.common.name')}</th>
              <th scope="col">{priceLabel(t('admin_catalog.common.price'))}</th>
              <th scope="col">{t('admin_catalog.common.status')}</th>
            </tr>
          </thead>
          <tbody>
            {items.data?.data.map((item) => {
              const position = offered.findIndex((entry) => entry.item_id === item.id);
              const chosen = position >= 0;
              const itemErrors = chosen ? errors?.items?.[position] : undefined;
              const priceId = id(`price-${item.id}`);
              return (
                <tr key={item.id}>
                  <td>
                    <label className="admin-form__check">
                      <input
                        type="checkbox"
                        checked={chosen}
                        onChange={(event) =>
                          setOffered(
                            event.currentTarget.checked
                              ? [...offered, { item_id: item.id, price: '0' }]
                              : offered.filter((entry) => entry.item_id !== item.id),
                          )
                        }
                      />
                      {item.name}
                      <span className="catalog-offer__muted"> · {formatMoney(item.price)}</span>
                    </label>
                    {itemErrors?.item_id ? (
                      <p className="catalog-error">{errorText(itemErrors.item_id)}</p>
                    ) : null}
                  </td>
                  <td>
                    {chosen ? (
                      <>
                        <input
                          id={priceId}
                          type="number"
                          min={0}
                          step={0.001}
                          dir="ltr"
                          aria-label={priceLabel(
                            t('admin_catalog.combos.per_combo_price', { name: item.name }),
                          )}
                          value={offered[position]?.price ?? '0'}
                          aria-invalid={itemErrors?.price ? true : false}
                          onChange={(event) => {
                            const price = event.currentTarget.value;
                            setOffered(
                              offered.map((entry, at) =>
                                at === position ? { ...entry, price } : entry,
                              ),
                            );
                          }}
                        />
                        {itemErrors?.price ? (
                          <p className="catalog-error">{errorText(itemErrors.price)}</p>
                        ) : null}
                      </>
                    ) : (
                      <span className="catalog-offer__muted">—</span>
                    )}
                  </td>
                  <td>
                    {item.is_available ? null : (
                      <AdminBadge tone="warning">
                        {t('admin_catalog.common.unavailable')}
                      </AdminBadge>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </fieldset>
  );
}
