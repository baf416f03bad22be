import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  PROMO_KINDS,
  adminPaths,
  type AdminComboRow,
  type AdminItemRow,
  type PromoKind,
  type adminPromoCodeRequestSchema,
  type Paginated,
} from '@storefront/shared';
import { useSiteInfo } from '../../../../lib/site-info';
import { CATALOG_RESOURCES } from '../../catalog/api/catalog-api';
import { CheckboxField, InputField, SelectField } from '../../common/input-field';
import { useAdminQuery } from '../../shell/admin-queries';
import { NumberField } from '../../shell/record-form';
import { IdChecklist } from './id-checklist';

/** The form's own shape (inputs hold text); the shared schema turns it into the call's body. */
export interface PromoCodeValues {
  code: string;
  kind: PromoKind;
  percent_off: string;
  amount_off: string;
  min_order: string;
  starts_on: string;
  ends_on: string;
  total_limit: string;
  per_customer_limit: string;
  first_order_only: boolean;
  item_ids: number[];
  combo_ids: number[];
  is_active: boolean;
}
export type PromoCodeOutput = z.output<typeof adminPromoCodeRequestSchema>;
type Form = UseFormReturn<PromoCodeValues, unknown, PromoCodeOutput>;

/** Every item and combo by name (a shop has tens): what a code may be limited to. */
function useScopeOptions() {
  const everything = { limit: 100, direction: 'asc' } as const;
  const items = useAdminQuery<Paginated<AdminItemRow>>(CATALOG_RESOURCES.items, adminPaths.items, {
    ...everything,
    sort: 'name',
  });
  const combos = useAdminQuery<Paginated<AdminComboRow>>(
    CATALOG_RESOURCES.combos,
    adminPaths.combos,
    { ...everything, sort: 'title' },
  );
  return {
    items: items.data?.data.map((item) => ({ id: item.id, label: item.name })),
    combos: combos.data?.data.map((combo) => ({ id: combo.id, label: combo.title })),
  };
}

/**
 * A promo code's fields (issue 16 item 3): the code, a percentage or an amount off, the minimum
 * order, the days, the limits, first orders only, active, and the items and combos it covers.
 */
export function PromoCodeFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  const currency = useSiteInfo().data?.currency_code;
  const scope = useScopeOptions();
  const kind = form.watch('kind');
  const money = (label: string) => (currency ? `${label} (${currency})` : label);
  const number = (
    name: 'percent_off' | 'amount_off' | 'min_order' | 'total_limit' | 'per_customer_limit',
    label: string,
    options: { decimals: number; max?: number; hint?: string; required?: boolean },
  ) => <NumberField form={form} name={name} id={`promo-${name}`} label={label} {...options} />;
  // The days' hint (both included, the shop's days) once, under the last day.
  const day = (name: 'starts_on' | 'ends_on', label: string, hint?: string) => (
    <InputField
      form={form}
      name={name}
      id={`promo-${name}`}
      label={label}
      type="date"
      {...(hint ? { hint } : {})}
    />
  );
  return (
    <>
      <div className="admin-form__row">
        <InputField
          form={form}
          name="code"
          id="promo-code"
          text="admin_promotions.form.code"
          className="promo-code-input"
          maxLength={32}
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          aria-required
        />
        <SelectField
          form={form}
          name="kind"
          id="promo-kind"
          label={t('admin_promotions.form.kind')}
          options={PROMO_KINDS}
          optionLabel={(option) => t(`admin_promotions.form.kind_${option}`)}
        />
        {kind === 'percent'
          ? number('percent_off', t('admin_promotions.form.percent_off'), {
              decimals: 2,
              max: 100,
              required: true,
            })
          : number('amount_off', money(t('admin_promotions.form.amount_off')), {
              decimals: 3,
              required: true,
            })}
      </div>
      <div className="admin-form__row">
        {number('min_order', money(t('admin_promotions.form.min_order')), {
          decimals: 3,
          hint: t('admin_promotions.form.min_order_hint'),
        })}
        {number('total_limit', t('admin_promotions.form.total_limit'), {
          decimals: 0,
          hint: t('admin_promotions.form.limit_hint'),
        })}
        {number('per_customer_limit', t('admin_promotions.form.per_customer_limit'), {
          decimals: 0,
          hint: t('admin_promotions.form.limit_hint'),
        })}
      </div>
      <div className="admin-form__row">
        {day('starts_on', t('admin_promotions.form.starts_on'))}
        {day('ends_on', t('admin_promotions.form.ends_on'), t('admin_promotions.form.days_hint'))}
      </div>
      <div className="admin-form__checks">
        <CheckboxField
          form={form}
          name="first_order_only"
          label={t('admin_promotions.form.first_order_only')}
        />
        <CheckboxField form={form} name="is_active" label={t('admin_promotions.form.is_active')} />
      </div>
      <fieldset className="admin-form__fieldset" aria-describedby="promo-scope-hint">
        <legend className="localized-fields__legend">{t('admin_promotions.form.scope')}</legend>
        <p className="field__hint" id="promo-scope-hint">
          {t('admin_promotions.form.scope_hint')}
        </p>
        <div className="promo-scope">
          {(['item_ids', 'combo_ids'] as const).map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field, fieldState }) => (
                <IdChecklist
                  id={`promo-${name}`}
                  legend={t(`admin_promotions.form.${name === 'item_ids' ? 'items' : 'combos'}`)}
                  options={name === 'item_ids' ? scope.items : scope.combos}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error}
                />
              )}
            />
          ))}
        </div>
      </fieldset>
    </>
  );
}
