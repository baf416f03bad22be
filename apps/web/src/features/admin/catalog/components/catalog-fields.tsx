import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CATALOG_LIMITS } from '@storefront/shared';
import { useCurrency } from '../../../../lib/currency';
import { CheckboxField } from '../../common/input-field';
import { NumberField } from '../../shell/record-form';
import { TextsFields } from '../../shell/texts-fields';
import type { PriceLabel } from './price-label';

/** What an item's and a combo's forms share: texts, price, position and availability. */
interface CatalogValues {
  translations: unknown;
  price: string;
  sort_order: string;
  is_available: boolean;
}

/**
 * The first panel of a menu item's or a combo's form: its name (or title) and description in
 * the five languages, its price and position (with the record's own fields between them), and
 * its availability with the record's own flags beside it.
 */
export function CatalogRecordFields<Values extends FieldValues & CatalogValues>({
  form,
  idPrefix,
  nameKey,
  nameLabel,
  legend,
  beforePrice,
  afterPrice,
  flags,
  priceLabel,
}: {
  form: UseFormReturn<Values, unknown, unknown>;
  idPrefix: string;
  /** The record's translated name: an item's `name`, a combo's `title`. */
  nameKey: string;
  nameLabel: string;
  legend: string;
  beforePrice?: ReactNode;
  afterPrice?: ReactNode;
  /** More checkboxes (`admin-form__check`) beside "Available". */
  flags: ReactNode;
  /** The form's `usePriceLabel()`: the price's label says with or without VAT. */
  priceLabel: PriceLabel;
}) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const hintId = `${idPrefix}-available-hint`;
  return (
    <section className="admin-panel">
      <TextsFields
        form={form}
        group="translations"
        idPrefix={idPrefix}
        legend={legend}
        fields={[
          { key: nameKey, label: nameLabel, maxLength: CATALOG_LIMITS.name, required: true },
          {
            key: 'description',
            label: t('admin_catalog.common.description'),
            maxLength: CATALOG_LIMITS.description,
            multiline: true,
          },
        ]}
      />
      <div className="admin-form__row catalog-row">
        {beforePrice}
        <NumberField
          form={form}
          name={'price' as Path<Values>}
          id={`${idPrefix}-price`}
          label={priceLabel(t('admin_catalog.common.price'))}
          hint={t('admin_catalog.common.price_hint', { currency })}
          decimals={3}
          required
        />
        {afterPrice}
        <NumberField
          form={form}
          name={'sort_order' as Path<Values>}
          id={`${idPrefix}-position`}
          label={t('admin_catalog.common.sort_order')}
          hint={t('admin_catalog.common.position_hint')}
          max={CATALOG_LIMITS.sortOrder}
        />
      </div>
      <div className="admin-form__checks">
        <CheckboxField
          form={form}
          name={'is_available' as Path<Values>}
          label={t('admin_catalog.common.available')}
          aria-describedby={hintId}
        />
        {flags}
      </div>
      <p className="field__hint" id={hintId}>
        {t('admin_catalog.common.available_hint')}
      </p>
    </section>
  );
}
