import { Controller, type FieldError, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  ALLERGENS,
  CATALOG_LIMITS,
  STORED_DIETARY_TAGS,
  adminItemWriteSchema,
  type AdminItemDetail,
  type Allergen,
  type Language,
  type StoredDietaryTag,
} from '@storefront/shared';
import { Field, FieldErrorText, describedBy } from '../../../../ui/form';
import { CheckboxField } from '../../common/input-field';
import { NumberField, RecordFormPage } from '../../shell/record-form';
import { CATALOG_RESOURCES, useCategoryOptions } from '../api/catalog-api';
import { blankTexts, filledTexts } from '../../shell/texts-fields';
import { CatalogRecordFields } from '../components/catalog-fields';
import { usePriceLabel } from '../components/price-label';
import { useCatalogRecordPage } from '../components/catalog-record-page';
import '../components/catalog.css';

/** The form's own shape (inputs hold text); the shared schema turns it into the call's payload. */
interface Values {
  translations: Record<Language, { name: string; description: string }>;
  category_id: string;
  price: string;
  min_qty: string;
  is_veg: boolean;
  dietary_tags: StoredDietaryTag[];
  allergens: Allergen[];
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
      dietary_tags: [],
      allergens: [],
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
    dietary_tags: detail.dietary_tags,
    allergens: detail.allergens,
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
      {...useCatalogRecordPage('items', (detail: AdminItemDetail) => detail.name)}
      invalidates={[CATALOG_RESOURCES.items, CATALOG_RESOURCES.categories]}
      schema={adminItemWriteSchema}
      initialValues={initialValues}
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
  const priceLabel = usePriceLabel();
  const { errors } = form.formState;
  return (
    <>
      <CatalogRecordFields
        form={form}
        priceLabel={priceLabel}
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
            text="admin_catalog.items.min_qty"
            min={1}
            max={CATALOG_LIMITS.minQty}
          />
        }
        flags={
          <>
            <CheckboxField form={form} name="is_veg" label={t('admin_catalog.common.veg')} />
            <CheckboxField
              form={form}
              name="is_special"
              label={t('admin_catalog.common.special')}
            />
          </>
        }
      />
      <DietaryFields form={form} />
    </>
  );
}

/**
 * Issue 16 item 4: the dish's dietary marks (vegetarian is `is_veg`, ticked above) and the
 * allergens it contains, named in the operator's language as customers read them.
 */
function DietaryFields({ form }: { form: UseFormReturn<Values, unknown, Output> }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  // A contradiction of marks and allergens is the server's and the schema's `is_veg` or
  // `dietary_tags` error; it shows under the marks.
  const marksError = (errors.dietary_tags ?? errors.is_veg) as FieldError | undefined;
  const group = (
    name: 'dietary_tags' | 'allergens',
    keys: readonly string[],
    label: (key: string) => string,
    legend: string,
    error?: FieldError,
  ) => (
    <fieldset
      className="localized-fields admin-form__fieldset"
      {...describedBy(`item-${name}`, error)}
    >
      <legend className="localized-fields__legend">{legend}</legend>
      <div className="admin-form__checks">
        {keys.map((key) => (
          <CheckboxField key={key} form={form} name={name} value={key} label={label(key)} />
        ))}
      </div>
      <FieldErrorText id={`item-${name}`} error={error} />
    </fieldset>
  );
  return (
    <section className="admin-panel">
      {group(
        'dietary_tags',
        STORED_DIETARY_TAGS,
        (tag) => t(`dietary.tags.${tag as StoredDietaryTag}`),
        t('dietary.marks'),
        marksError,
      )}
      {group(
        'allergens',
        ALLERGENS,
        (allergen) => t(`dietary.allergens.${allergen as Allergen}`),
        t('dietary.allergens_title'),
      )}
    </section>
  );
}
