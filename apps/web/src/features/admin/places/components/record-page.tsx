import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Paginated, SortDirection } from '@storefront/shared';
import { apiClient } from '../../../../lib/api-client';
import { Modal } from '../../../../ui/modal';
import { notify } from '../../../../ui/toast';
import { useAdminQuery, useInvalidateAdmin, useReportSaveError } from '../../shell/admin-queries';
import { AdminFilters, AdminPage, ConfirmDialog } from '../../shell/admin-page';
import { AdminTable, type AdminColumn } from '../../shell/admin-table';
import { useListParams } from '../../shell/use-list-params';
import { PLACES_RESOURCE, PLACES_RESOURCES } from '../api/resources';
import './places.css';

export interface RecordForm<Row, Values extends FieldValues, Output> {
  /** The call's shared schema (CONVENTIONS "one schema per call"): the form's resolver too. */
  schema: z.ZodType<Output, Values>;
  blank: () => Values;
  fromRow: (row: Row) => Values;
  /** The dialog's fields; `editing` is the row being edited, null for a new record. */
  render: (form: UseFormReturn<Values, unknown, Output>, editing: Row | null) => ReactNode;
}

export interface RecordPageProps<Row extends { id: number }, Values extends FieldValues, Output> {
  listPath: string;
  recordPath: (id: number) => string;
  defaultSort: { sort: string; direction: SortDirection };
  title: string;
  caption: string;
  emptyText: string;
  newLabel: string;
  editLabel: string;
  searchLabel?: string;
  columns: AdminColumn<Row>[];
  /** The row's name in buttons' accessible names and the delete question. */
  rowName: (row: Row) => string;
  /** Extra filter controls (named form controls) and their names. */
  filters?: (filters: Record<string, string>) => ReactNode;
  filterFields?: string[];
  /** Shown above the table (a hint). */
  note?: ReactNode;
  form: RecordForm<Row, Values, Output>;
}

/**
 * One back-office resource of places (issue 7 item 4): its list, sorted, filtered and paged on
 * the server through the URL, and its create / edit form in a dialog with delete beside each row.
 * The server decides what may be deleted (409 `in_use`) and says why in a toast.
 */
export function RecordPage<Row extends { id: number }, Values extends FieldValues, Output>(
  props: RecordPageProps<Row, Values, Output>,
) {
  const { t } = useTranslation();
  const params = useListParams(props.defaultSort);
  const list = useAdminQuery<Paginated<Row>>(PLACES_RESOURCE, props.listPath, params.query);
  const invalidate = useInvalidateAdmin();
  const reportError = useReportSaveError();
  // `undefined`: no dialog; `null`: a new record; a row: editing it.
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Row | null>(null);

  const columns: AdminColumn<Row>[] = [
    ...props.columns,
    {
      id: 'actions',
      header: t('admin_places.common.actions'),
      align: 'end',
      cell: (row) => (
        <span className="admin-places__actions">
          <button
            type="button"
            className="button button--ghost button--small"
            aria-label={t('admin_places.common.edit_named', { name: props.rowName(row) })}
            onClick={() => setEditing(row)}
          >
            {t('admin.form.edit')}
          </button>
          <button
            type="button"
            className="button button--ghost button--small admin-places__delete"
            aria-label={t('admin_places.common.delete_named', { name: props.rowName(row) })}
            onClick={() => setDeleting(row)}
          >
            {t('admin.form.delete')}
          </button>
        </span>
      ),
    },
  ];

  const remove = async (row: Row) => {
    try {
      const answer = await apiClient.delete<null>(props.recordPath(row.id));
      notify.success(answer.responseText);
      await invalidate(...PLACES_RESOURCES);
    } catch (error) {
      reportError(error);
      throw error;
    }
  };

  return (
    <AdminPage
      title={props.title}
      actions={
        <button
          type="button"
          className="button button--primary button--small"
          onClick={() => setEditing(null)}
        >
          {props.newLabel}
        </button>
      }
    >
      <AdminFilters params={params} searchLabel={props.searchLabel} fields={props.filterFields}>
        {props.filters?.(params.filters)}
      </AdminFilters>
      {props.note}
      <div className="admin-places__table">
        <AdminTable
          caption={props.caption}
          columns={columns}
          rows={list.data?.data}
          rowKey={(row) => row.id}
          params={params}
          page={list.data}
          loading={list.isFetching}
          error={list.error}
          onRetry={() => void list.refetch()}
          emptyText={props.emptyText}
        />
      </div>
      {editing !== undefined ? (
        <RecordDialog
          key={editing?.id ?? 'new'}
          {...props}
          editing={editing}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('admin_places.common.delete_title', {
          name: deleting ? props.rowName(deleting) : '',
        })}
        text={t('admin.form.delete_confirm_text')}
        confirmLabel={t('admin.form.delete')}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
      />
    </AdminPage>
  );
}

function RecordDialog<Row extends { id: number }, Values extends FieldValues, Output>({
  editing,
  onClose,
  ...props
}: RecordPageProps<Row, Values, Output> & { editing: Row | null; onClose: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const invalidate = useInvalidateAdmin();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(props.form.schema as never) as unknown as Resolver<
      Values,
      unknown,
      Output
    >,
    defaultValues: (editing
      ? props.form.fromRow(editing)
      : props.form.blank()) as DefaultValues<Values>,
  });
  const reportError = useReportSaveError(form.setError);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const body = values as Record<string, unknown>;
      const answer = editing
        ? await apiClient.put<null>(props.recordPath(editing.id), body)
        : await apiClient.post<{ id: number }>(props.listPath, body);
      notify.success(answer.responseText);
      await invalidate(...PLACES_RESOURCES);
      onClose();
    } catch (error) {
      reportError(error);
    }
  });
  const busy = form.formState.isSubmitting;

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={editing ? props.editLabel : props.newLabel}
      size="lg"
      closeButton={false}
      footer={
        <div className="admin-dialog__buttons">
          <button type="button" className="button button--ghost" disabled={busy} onClick={onClose}>
            {t('admin.form.cancel')}
          </button>
          <button type="submit" form={formId} className="button button--primary" disabled={busy}>
            {busy ? t('admin.form.saving') : t('admin.form.save')}
          </button>
        </div>
      }
    >
      <form
        id={formId}
        className="admin-form admin-places__form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        {props.form.render(form, editing)}
      </form>
    </Modal>
  );
}
