import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  CATALOG_LIMITS,
  adminItemWriteSchema,
  adminPaths,
  type AdminItemDetail,
  type Language,
} from '@storefront/shared';
import { Field, describedBy } from '../../../../ui/form';
import { NumberField, RecordFormPage } from '../../shell/record-form';
import { CATALOG_RESOURCES, useCategoryOptions } from '../api/catalog-api';
import { blankTexts, filledTexts } from '../../shell/texts-fields';
import { CatalogRecordFields } from '../components/catalog-fields';
import '../components/catalog.css';

/** The form's own shape (inputs hold text); the shared schema turns it into the call's payload. */
interface Values {
  translations: Record<Language, { name: string; description: string }>;
  category_id: string;
  price: string;
  min_qty: string;
  is_veg: boolean;
  is_special: boolean;
  is_available: boolean;
  sort_order: string;
}
type Output = z.output<typeof adminItemWriteSchema>;
const TEXT_KEYS = ['name', 'description'] as const;

function initialValues(detail: AdminItemDetail | undefined): Values {
  if (!detail) {
    return {
      translations: blankTexts(TEXT_KEYS),
      category_id: '',
      price: '',
      is_veg: false,
      min_qty: '1',
      is_special: false,
      is_available: true,
      sort_order: '',
    };
  }
  return {
    translations: filledTexts(TEXT_KEYS, detail.translations),
    category_id: String(detail.category_id),
    price: String(detail.price),
    is_veg: detail.is_veg,
    min_qty: String(detail.min_qty),
    is_special: detail.is_special,
    is_available: detail.is_available,
    sort_order: String(detail.sort_order),
  };
}

/** Back office: a new menu item (/admin/catalog/items/new) or one to edit (…/items/:id). */
export default function ItemFormPage() {
  const { t } = useTranslation();
  return (
    <RecordFormPage<AdminItemDetail, Values, Output>
      section="catalog"
      resource="items"
      cacheKey={CATALOG_RESOURCES.items}
      invalidates={[CATALOG_RESOURCES.items, CATALOG_RESOURCES.categories]}
      listPath={adminPaths.items}
      recordPath={adminPaths.item}
      imagePath={adminPaths.itemImage}
      schema={adminItemWriteSchema}
      initialValues={initialValues}
      listTitle={t('admin_catalog.items.title')}
      title={(detail) =>
        detail
          ? t('admin_catalog.items.edit_title', { name: detail.name })
          : t('admin_catalog.items.new_title')
      }
      name={(detail) => detail.name}
      canDelete={(detail) => detail.combo_count === 0}
      footnote={(detail) =>
        detail.combo_count > 0 ? (
          <p className="catalog-note">
            {t('admin_catalog.items.in_combos', { n: detail.combo_count })}
          </p>
        ) : null
      }
    >
      {(form) => <ItemFields form={form} />}
    </RecordFormPage>
  );
}

function ItemFields({ form }: { form: UseFormReturn<Values, unknown, Output> }) {
  const { t } = useTranslation();
  const categories = useCategoryOptions();
  const { errors } = form.formState;
  return (
    <CatalogRecordFields
      form={form}
      idPrefix="item"
      nameKey="name"
      nameLabel={t('admin_catalog.common.name')}
      legend={t('admin_catalog.common.texts')}
      beforePrice={
        <Field
          id="item-category"
          label={t('admin_catalog.common.category')}
          error={errors.category_id}
        >
          {/* Controlled: the options arrive after the record, and the stored choice must show. */}
          <Controller
            control={form.control}
            name="category_id"
            render={({ field }) => (
              <select
                aria-required
                {...field}
                {...describedBy('item-category', errors.category_id)}
              >
                <option value="">{t('admin_catalog.common.choose_category')}</option>
                {categories.data?.data.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </select>
            )}
          />
        </Field>
      }
      afterPrice={
        <NumberField
          form={form}
          name="min_qty"
          id="item-min-qty"
          label={t('admin_catalog.items.min_qty')}
          hint={t('admin_catalog.items.min_qty_hint')}
          min={1}
          max={CATALOG_LIMITS.minQty}
        />
      }
      flags={
        <>
          <label className="admin-form__check">
            <input type="checkbox" {...form.register('is_veg')} />
            {t('admin_catalog.common.veg')}
          </label>
          <label className="admin-form__check">
            <input type="checkbox" {...form.register('is_special')} />
            {t('admin_catalog.common.special')}
          </label>
        </>
      }
    />
  );
}
