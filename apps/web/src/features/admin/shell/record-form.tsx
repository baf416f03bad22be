import { useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { useSchemaForm } from '../../../ui/form';
import { notify } from '../../../ui/toast';
import { InputField, type FormFieldProps } from '../common/input-field';
import { useAdminQuery, useInvalidateAdmin, useReportSaveError } from './admin-queries';
import { AdminPage, ConfirmDialog } from './admin-page';
import { ImageField, useRecordImage } from './image-field';
import { adminHref } from './section';

/**
 * A whole-number or money input of a record form (price, position, minimum quantity): left to
 * right in every language, its hint and error tied to it.
 */
export function NumberField<Values extends FieldValues>({
  min = 0,
  max,
  decimals = 0,
  required = false,
  ...field
}: FormFieldProps<Values> & {
  min?: number;
  max?: number;
  /** Money takes the currency's three decimals. */
  decimals?: number;
  required?: boolean;
}) {
  return (
    <InputField
      {...field}
      type="number"
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      min={min}
      max={max}
      step={decimals > 0 ? 10 ** -decimals : 1}
      aria-required={required || undefined}
    />
  );
}

export interface RecordFormPageProps<
  Detail extends { id: number; image?: string },
  Values extends FieldValues,
  Output,
> {
  /** `/admin/<section>/<resource>` is the list; `…/new` and `…/:id` this page. */
  section: string;
  resource: string;
  /** The query key's resource, and every resource a write changes (refetched after it). */
  cacheKey: string;
  invalidates: readonly string[];
  listPath: string;
  recordPath: (id: number) => string;
  /** The record's picture call; absent for records without one. */
  imagePath?: (id: number) => string;
  schema: z.ZodType<Output>;
  initialValues: (detail: Detail | undefined) => Values;
  /** The page's title while the record loads. */
  listTitle: string;
  title: (detail: Detail | undefined) => string;
  /** The record's name in the delete question. */
  name: (detail: Detail) => string;
  /** False where the server would refuse the delete (the page says why in `footnote`). */
  canDelete?: (detail: Detail) => boolean;
  /** The form's panels above the picture. */
  children: (form: UseFormReturn<Values, unknown, Output>, detail: Detail | undefined) => ReactNode;
  /** Under the picture: where the record is used, and so on. */
  footnote?: (detail: Detail) => ReactNode;
}

/**
 * The one back-office record page (issue 12 item 2): a record loaded by the URL's id (or a new
 * one), its form checked by the shared schema, saved with PUT or POST, a picture uploaded at once
 * or after creation, and delete behind a confirmation; the server's field errors go under their
 * fields. The part gives the schema, the starting values and the fields.
 */
export function RecordFormPage<
  Detail extends { id: number; image?: string },
  Values extends FieldValues,
  Output,
>(props: RecordFormPageProps<Detail, Values, Output>) {
  const { t } = useTranslation();
  const { id = 'new' } = useParams();
  const recordId = id === 'new' ? undefined : Number(id);
  const detail = useAdminQuery<Detail>(
    props.cacheKey,
    props.recordPath(recordId ?? 0),
    {},
    { enabled: recordId !== undefined },
  );
  if (recordId !== undefined && !detail.data) {
    return (
      <AdminPage title={props.listTitle}>
        <p role={detail.error ? 'alert' : 'status'}>
          {detail.error ? t('admin.record.not_found') : t('admin.table.loading')}
        </p>
        <Link to={adminHref(props.section, props.resource)}>{t('admin.record.back')}</Link>
      </AdminPage>
    );
  }
  return (
    <RecordForm
      key={recordId ?? 'new'}
      {...props}
      loaded={recordId === undefined ? undefined : detail.data}
    />
  );
}

function RecordForm<
  Detail extends { id: number; image?: string },
  Values extends FieldValues,
  Output,
>({
  loaded,
  ...props
}: RecordFormPageProps<Detail, Values, Output> & { loaded: Detail | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const invalidate = useInvalidateAdmin();
  // The saved record: an update that answers the record (a combo's new steps get ids) replaces it.
  const [detail, setDetail] = useState(loaded);
  const [deleting, setDeleting] = useState(false);
  const image = useRecordImage(props.imagePath, props.invalidates);
  const form = useSchemaForm<Values, Output>(props.schema, props.initialValues(detail));
  const reportError = useReportSaveError(form.setError);
  const { isSubmitting } = form.formState;
  const listHref = adminHref(props.section, props.resource);

  const onSubmit = form.handleSubmit(async (output) => {
    const values = output as Record<string, unknown>;
    try {
      if (detail) {
        const saved = await apiClient.put<Detail | null>(props.recordPath(detail.id), values);
        if (saved.responseData) {
          setDetail(saved.responseData);
          form.reset(props.initialValues(saved.responseData));
        }
        notify.success(t('admin.record.saved'));
        await invalidate(...props.invalidates);
        return;
      }
      const created = await apiClient.post<{ id: number }>(props.listPath, values);
      const newId = created.responseData.id;
      await image.uploadPending(newId);
      notify.success(t('admin.record.saved'));
      await invalidate(...props.invalidates);
      await navigate(adminHref(props.section, props.resource, newId), { replace: true });
    } catch (error) {
      reportError(error);
    }
  });

  const remove = async () => {
    if (!detail) return;
    try {
      await apiClient.delete(props.recordPath(detail.id));
      notify.success(t('admin.record.deleted'));
      await invalidate(...props.invalidates);
      await navigate(listHref);
    } catch (error) {
      reportError(error);
      throw error;
    }
  };

  return (
    <AdminPage
      title={props.title(detail)}
      actions={
        <Link className="admin-back" to={listHref}>
          {t('admin.record.back')}
        </Link>
      }
    >
      <form className="admin-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {props.children(form, detail)}
        {props.imagePath ? (
          <section className="admin-panel">
            <ImageField
              image={detail?.image ?? ''}
              busy={image.uploading}
              pending={!detail}
              onChoose={(file) => void image.choose(detail?.id, file)}
            />
          </section>
        ) : null}
        {detail && props.footnote ? props.footnote(detail) : null}
        <div className="admin-form__buttons">
          <button type="submit" className="button button--primary" disabled={isSubmitting}>
            {isSubmitting ? t('admin.form.saving') : t('admin.form.save')}
          </button>
          {detail ? (
            <button
              type="button"
              className="button button--danger-quiet"
              disabled={isSubmitting || props.canDelete?.(detail) === false}
              onClick={() => setDeleting(true)}
            >
              {t('admin.form.delete')}
            </button>
          ) : null}
        </div>
      </form>
      {detail ? (
        <ConfirmDialog
          open={deleting}
          onOpenChange={setDeleting}
          title={t('admin.record.delete_confirm', { name: props.name(detail) })}
          text={t('admin.form.delete_confirm_text')}
          confirmLabel={t('admin.form.delete')}
          onConfirm={remove}
        />
      ) : null}
    </AdminPage>
  );
}
