import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import {
  CATALOG_LIMITS,
  adminItemWriteSchema,
  adminPaths,
  type AdminItemDetail,
  type Language,
} from '@storefront/shared';
import { apiClient } from '../../../../lib/api-client';
import { useCurrency } from '../../../../lib/currency';
import { Field, describedBy } from '../../../../ui/form';
import { notify } from '../../../../ui/toast';
import { useAdminQuery, useInvalidateAdmin, useReportSaveError } from '../../shell/admin-queries';
import { AdminPage, ConfirmDialog } from '../../shell/admin-page';
import { adminHref } from '../../shell/section';
import { CATALOG_RESOURCES, uploadCatalogImage, useCategoryOptions } from '../api/catalog-api';
import { ImageField } from '../components/image-field';
import { TextsFields, blankTexts, filledTexts } from '../../shell/texts-fields';
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
  const { id = 'new' } = useParams();
  const itemId = id === 'new' ? undefined : Number(id);
  const detail = useAdminQuery<AdminItemDetail>(
    CATALOG_RESOURCES.items,
    adminPaths.item(itemId ?? 0),
    {},
    { enabled: itemId !== undefined },
  );
  if (itemId !== undefined && !detail.data) {
    return (
      <AdminPage title={t('admin_catalog.items.title')}>
        <p role={detail.error ? 'alert' : 'status'}>
          {detail.error ? t('admin_catalog.common.not_found') : t('admin_catalog.common.loading')}
        </p>
        <Link to={adminHref('catalog', 'items')}>{t('admin_catalog.common.back')}</Link>
      </AdminPage>
    );
  }
  return <ItemForm key={itemId ?? 'new'} detail={itemId === undefined ? undefined : detail.data} />;
}

function ItemForm({ detail }: { detail: AdminItemDetail | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const currency = useCurrency();
  const invalidate = useInvalidateAdmin();
  const categories = useCategoryOptions();
  const [pendingFile, setPendingFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(adminItemWriteSchema as never) as unknown as Resolver<
      Values,
      unknown,
      Output
    >,
    defaultValues: initialValues(detail),
  });
  const reportError = useReportSaveError(form.setError);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (detail) {
        await apiClient.put(adminPaths.item(detail.id), values);
        notify.success(t('admin_catalog.common.saved'));
        await invalidate(CATALOG_RESOURCES.items, CATALOG_RESOURCES.categories);
        return;
      }
      const created = await apiClient.post<{ id: number }>(adminPaths.items, values);
      const newId = created.responseData.id;
      if (pendingFile) await uploadCatalogImage(adminPaths.itemImage(newId), pendingFile);
      notify.success(t('admin_catalog.common.saved'));
      await invalidate(CATALOG_RESOURCES.items, CATALOG_RESOURCES.categories);
      await navigate(adminHref('catalog', 'items', newId), { replace: true });
    } catch (error) {
      reportError(error);
    }
  });

  const chooseImage = async (file: File | null) => {
    if (!detail) {
      setPendingFile(file);
      return;
    }
    if (!file) return;
    setUploading(true);
    try {
      await uploadCatalogImage(adminPaths.itemImage(detail.id), file);
      notify.success(t('admin_catalog.image.uploaded'));
      await invalidate(CATALOG_RESOURCES.items);
    } catch (error) {
      reportError(error);
    } finally {
      setUploading(false);
    }
  };

  const remove = async () => {
    if (!detail) return;
    try {
      await apiClient.delete(adminPaths.item(detail.id));
      notify.success(t('admin_catalog.common.deleted'));
      await invalidate(CATALOG_RESOURCES.items, CATALOG_RESOURCES.categories);
      await navigate(adminHref('catalog', 'items'));
    } catch (error) {
      reportError(error);
      throw error;
    }
  };

  const title = detail
    ? t('admin_catalog.items.edit_title', { name: detail.name })
    : t('admin_catalog.items.new_title');

  return (
    <AdminPage
      title={title}
      actions={
        <Link className="catalog-back" to={adminHref('catalog', 'items')}>
          {t('admin_catalog.common.back')}
        </Link>
      }
    >
      <form className="admin-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <section className="admin-panel">
          <TextsFields
            form={form}
            group="translations"
            idPrefix="item"
            legend={t('admin_catalog.common.texts')}
            fields={[
              {
                key: 'name',
                label: t('admin_catalog.common.name'),
                maxLength: CATALOG_LIMITS.name,
                required: true,
              },
              {
                key: 'description',
                label: t('admin_catalog.common.description'),
                maxLength: CATALOG_LIMITS.description,
                multiline: true,
              },
            ]}
          />
          <div className="admin-form__row catalog-row">
            <Field
              id="item-category"
              label={t('admin_catalog.common.category')}
              error={errors.category_id}
            >
              <select
                aria-required
                {...form.register('category_id')}
                {...describedBy('item-category', errors.category_id)}
              >
                <option value="">{t('admin_catalog.common.choose_category')}</option>
                {categories.data?.data.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </select>
            </Field>
            <Field
              id="item-price"
              label={t('admin_catalog.common.price')}
              error={errors.price}
              hint={t('admin_catalog.common.price_hint', { currency })}
            >
              <input
                type="number"
                inputMode="decimal"
                min={0}
                step={0.001}
                dir="ltr"
                aria-required
                {...form.register('price')}
                {...describedBy('item-price', errors.price, true)}
              />
            </Field>
            <Field
              id="item-min-qty"
              label={t('admin_catalog.items.min_qty')}
              error={errors.min_qty}
              hint={t('admin_catalog.items.min_qty_hint')}
            >
              <input
                type="number"
                inputMode="numeric"
                min={1}
                max={CATALOG_LIMITS.minQty}
                step={1}
                dir="ltr"
                {...form.register('min_qty')}
                {...describedBy('item-min-qty', errors.min_qty, true)}
              />
            </Field>
            <Field
              id="item-position"
              label={t('admin_catalog.common.sort_order')}
              error={errors.sort_order}
              hint={t('admin_catalog.common.position_hint')}
            >
              <input
                type="number"
                inputMode="numeric"
                min={0}
                max={CATALOG_LIMITS.sortOrder}
                step={1}
                dir="ltr"
                {...form.register('sort_order')}
                {...describedBy('item-position', errors.sort_order, true)}
              />
            </Field>
          </div>
          <div className="admin-form__checks">
            <label className="admin-form__check">
              <input
                type="checkbox"
                {...form.register('is_available')}
                aria-describedby="item-available-hint"
              />
              {t('admin_catalog.common.available')}
            </label>
            <label className="admin-form__check">
              <input type="checkbox" {...form.register('is_veg')} />
              {t('admin_catalog.common.veg')}
            </label>
            <label className="admin-form__check">
              <input type="checkbox" {...form.register('is_special')} />
              {t('admin_catalog.common.special')}
            </label>
          </div>
          <p className="field__hint" id="item-available-hint">
            {t('admin_catalog.common.available_hint')}
          </p>
        </section>
        <section className="admin-panel">
          <ImageField
            image={detail?.image ?? ''}
            busy={uploading}
            pending={!detail}
            onChoose={(file) => void chooseImage(file)}
          />
        </section>
        {detail && detail.combo_count > 0 ? (
          <p className="catalog-note">
            {t('admin_catalog.items.in_combos', { n: detail.combo_count })}
          </p>
        ) : null}
        <div className="admin-form__buttons">
          <button type="submit" className="button button--primary" disabled={isSubmitting}>
            {isSubmitting ? t('admin.form.saving') : t('admin.form.save')}
          </button>
          {detail ? (
            <button
              type="button"
              className="button button--danger"
              disabled={isSubmitting || detail.combo_count > 0}
              onClick={() => setDeleting(true)}
            >
              {t('admin_catalog.common.delete')}
            </button>
          ) : null}
        </div>
      </form>
      {detail ? (
        <ConfirmDialog
          open={deleting}
          onOpenChange={setDeleting}
          title={t('admin_catalog.common.delete_confirm', { name: detail.name })}
          text={t('admin.form.delete_confirm_text')}
          confirmLabel={t('admin_catalog.common.delete')}
          onConfirm={remove}
        />
      ) : null}
    </AdminPage>
  );
}
