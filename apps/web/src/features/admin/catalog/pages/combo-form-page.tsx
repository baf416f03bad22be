import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import {
  CATALOG_LIMITS,
  adminComboWriteSchema,
  adminPaths,
  type AdminComboDetail,
} from '@storefront/shared';
import { apiClient } from '../../../../lib/api-client';
import { useCurrency } from '../../../../lib/currency';
import { Field, describedBy, useFieldErrorText } from '../../../../ui/form';
import { notify } from '../../../../ui/toast';
import { useAdminQuery, useInvalidateAdmin, useReportSaveError } from '../../shell/admin-queries';
import { AdminPage, ConfirmDialog } from '../../shell/admin-page';
import { adminHref } from '../../shell/section';
import { CATALOG_RESOURCES, uploadCatalogImage } from '../api/catalog-api';
import { ImageField } from '../components/image-field';
import { StepEditor, type ComboFormValues, type StepValues } from '../components/step-editor';
import { TextsFields, blankTexts, filledTexts } from '../../shell/texts-fields';
import '../components/catalog.css';

type Output = z.output<typeof adminComboWriteSchema>;

function blankStep(): StepValues {
  return { category_id: '', qty: '1', translations: blankTexts(['title']), items: [] };
}

function initialValues(detail: AdminComboDetail | undefined): ComboFormValues {
  if (!detail) {
    return {
      translations: blankTexts(['title', 'description']),
      price: '',
      is_featured: false,
      is_available: true,
      sort_order: '',
      steps: [blankStep()],
    };
  }
  return {
    translations: filledTexts(['title', 'description'], detail.translations),
    price: String(detail.price),
    is_featured: detail.is_featured,
    is_available: detail.is_available,
    sort_order: String(detail.sort_order),
    steps: detail.steps.map((step) => ({
      id: step.id,
      category_id: String(step.category_id),
      qty: String(step.qty),
      translations: filledTexts(['title'], step.translations),
      items: step.items.map((item) => ({ item_id: item.item_id, price: String(item.price) })),
    })),
  };
}

/** Back office: a new combo (/admin/catalog/combos/new) or one to edit (…/combos/:id). */
export default function ComboFormPage() {
  const { t } = useTranslation();
  const { id = 'new' } = useParams();
  const comboId = id === 'new' ? undefined : Number(id);
  const detail = useAdminQuery<AdminComboDetail>(
    CATALOG_RESOURCES.combos,
    adminPaths.combo(comboId ?? 0),
    {},
    { enabled: comboId !== undefined },
  );
  if (comboId !== undefined && !detail.data) {
    return (
      <AdminPage title={t('admin_catalog.combos.title')}>
        <p role={detail.error ? 'alert' : 'status'}>
          {detail.error ? t('admin_catalog.common.not_found') : t('admin_catalog.common.loading')}
        </p>
        <Link to={adminHref('catalog', 'combos')}>{t('admin_catalog.common.back')}</Link>
      </AdminPage>
    );
  }
  return (
    <ComboForm key={comboId ?? 'new'} detail={comboId === undefined ? undefined : detail.data} />
  );
}

function ComboForm({ detail: loaded }: { detail: AdminComboDetail | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const currency = useCurrency();
  const invalidate = useInvalidateAdmin();
  const errorText = useFieldErrorText();
  // The saved combo: after an update, new steps have ids the next save must send.
  const [detail, setDetail] = useState(loaded);
  const [pendingFile, setPendingFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const form = useForm<ComboFormValues, unknown, Output>({
    resolver: zodResolver(adminComboWriteSchema as never) as unknown as Resolver<
      ComboFormValues,
      unknown,
      Output
    >,
    defaultValues: initialValues(detail),
  });
  // `fieldKey`: the steps' own `id` is the stored step's id, sent back to keep the step.
  const steps = useFieldArray({ control: form.control, name: 'steps', keyName: 'fieldKey' });
  const reportError = useReportSaveError(form.setError);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (detail) {
        const saved = await apiClient.put<AdminComboDetail>(adminPaths.combo(detail.id), values);
        setDetail(saved.responseData);
        form.reset(initialValues(saved.responseData));
        notify.success(t('admin_catalog.common.saved'));
        await invalidate(CATALOG_RESOURCES.combos, CATALOG_RESOURCES.items);
        return;
      }
      const created = await apiClient.post<{ id: number }>(adminPaths.combos, values);
      const newId = created.responseData.id;
      if (pendingFile) await uploadCatalogImage(adminPaths.comboImage(newId), pendingFile);
      notify.success(t('admin_catalog.common.saved'));
      await invalidate(CATALOG_RESOURCES.combos, CATALOG_RESOURCES.items);
      await navigate(adminHref('catalog', 'combos', newId), { replace: true });
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
      await uploadCatalogImage(adminPaths.comboImage(detail.id), file);
      notify.success(t('admin_catalog.image.uploaded'));
      await invalidate(CATALOG_RESOURCES.combos);
    } catch (error) {
      reportError(error);
    } finally {
      setUploading(false);
    }
  };

  const remove = async () => {
    if (!detail) return;
    try {
      await apiClient.delete(adminPaths.combo(detail.id));
      notify.success(t('admin_catalog.common.deleted'));
      await invalidate(CATALOG_RESOURCES.combos, CATALOG_RESOURCES.items);
      await navigate(adminHref('catalog', 'combos'));
    } catch (error) {
      reportError(error);
      throw error;
    }
  };

  const title = detail
    ? t('admin_catalog.combos.edit_title', { name: detail.title })
    : t('admin_catalog.combos.new_title');
  const stepsError = errors.steps?.message ?? errors.steps?.root?.message;

  return (
    <AdminPage
      title={title}
      actions={
        <Link className="catalog-back" to={adminHref('catalog', 'combos')}>
          {t('admin_catalog.common.back')}
        </Link>
      }
    >
      <form className="admin-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <section className="admin-panel">
          <TextsFields
            form={form}
            group="translations"
            idPrefix="combo"
            legend={t('admin_catalog.combos.texts')}
            fields={[
              {
                key: 'title',
                label: t('admin_catalog.combos.combo_title'),
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
              id="combo-price"
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
                {...describedBy('combo-price', errors.price, true)}
              />
            </Field>
            <Field
              id="combo-position"
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
                {...describedBy('combo-position', errors.sort_order, true)}
              />
            </Field>
          </div>
          <div className="admin-form__checks">
            <label className="admin-form__check">
              <input
                type="checkbox"
                {...form.register('is_available')}
                aria-describedby="combo-available-hint"
              />
              {t('admin_catalog.common.available')}
            </label>
            <label className="admin-form__check">
              <input type="checkbox" {...form.register('is_featured')} />
              {t('admin_catalog.common.featured')}
            </label>
          </div>
          <p className="field__hint" id="combo-available-hint">
            {t('admin_catalog.common.available_hint')}
          </p>
        </section>
        <section className="admin-panel" aria-labelledby="combo-steps-heading">
          <h2 id="combo-steps-heading">{t('admin_catalog.combos.steps')}</h2>
          <p className="catalog-note">{t('admin_catalog.combos.steps_hint')}</p>
          {detail ? <p className="catalog-note">{t('admin_catalog.combos.edit_warning')}</p> : null}
          {stepsError ? (
            <p className="catalog-error" role="alert">
              {errorText({ type: errors.steps?.type ?? 'server', message: stepsError })}
            </p>
          ) : null}
          {steps.fields.map((step, index) => (
            <StepEditor
              key={step.fieldKey}
              form={form}
              index={index}
              count={steps.fields.length}
              onRemove={() => steps.remove(index)}
              onMove={(to) => steps.move(index, to)}
            />
          ))}
          {steps.fields.length < CATALOG_LIMITS.steps ? (
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => steps.append(blankStep())}
            >
              {t('admin_catalog.combos.add_step')}
            </button>
          ) : null}
        </section>
        <section className="admin-panel">
          <ImageField
            image={detail?.image ?? ''}
            busy={uploading}
            pending={!detail}
            onChoose={(file) => void chooseImage(file)}
          />
        </section>
        <div className="admin-form__buttons">
          <button type="submit" className="button button--primary" disabled={isSubmitting}>
            {isSubmitting ? t('admin.form.saving') : t('admin.form.save')}
          </button>
          {detail ? (
            <button
              type="button"
              className="button button--danger"
              disabled={isSubmitting}
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
          title={t('admin_catalog.common.delete_confirm', { name: detail.title })}
          text={t('admin.form.delete_confirm_text')}
          confirmLabel={t('admin_catalog.common.delete')}
          onConfirm={remove}
        />
      ) : null}
    </AdminPage>
  );
}
