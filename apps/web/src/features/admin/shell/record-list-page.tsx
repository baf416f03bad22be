import { useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { useSchemaForm } from '../../../ui/form';
import { Modal } from '../../../ui/modal';
import { notify } from '../../../ui/toast';
import { FormDialog } from './form-dialog';
import {
  useAdminList,
  useAdminQuery,
  useInvalidateAdmin,
  useReportSaveError,
} from './admin-queries';
import { AdminFilters, AdminPage, ConfirmDialog } from './admin-page';
import { GridQueryTable, RowButton, type AdminColumn } from './admin-table';
import { ImageField, useRecordImage } from './image-field';
import type { ListSort } from './use-list-params';

/**
 * A dialog record's form. `Edited` is what the form starts from when editing: the row itself, or
 * the record loaded from `detailPath` when the row lacks its texts in every language.
 */
export interface DialogForm<Edited, Values extends FieldValues, Output> {
  /** The call's shared schema (CONVENTIONS "one schema per call"): the form's resolver too. */
  schema: z.ZodType<Output>;
  blank: () => Values;
  fromRow: (record: Edited) => Values;
  /** The dialog's fields; `editing` is the record being edited, null for a new one. */
  render: (form: UseFormReturn<Values, unknown, Output>, editing: Edited | null) => ReactNode;
}

export interface RecordListPageProps<
  Row extends { id: number },
  Values extends FieldValues,
  Output,
  Edited extends { id: number; image?: string } = Row,
> {
  /** The query key's resource, and every resource a write changes (refetched after it). */
  cacheKey: string;
  invalidates: readonly string[];
  listPath: string;
  recordPath: (id: number) => string;
  defaultSort: ListSort;
  title: string;
  caption: string;
  emptyText: string;
  newLabel: string;
  /** The edit dialog's title: a text, or one naming the record. */
  editLabel: string | ((row: Row) => string);
  searchLabel?: string;
  columns: AdminColumn<Row>[];
  /** The row's name in buttons' accessible names and the delete question. */
  rowName: (row: Row) => string;
  /** Extra filter controls (named form controls) and their names. */
  filters?: (filters: Record<string, string>) => ReactNode;
  filterFields?: string[];
  /** Shown above the table (a hint). */
  note?: ReactNode;
  /** Where the whole record is read before editing it (absent: the row is the record). */
  detailPath?: (id: number) => string;
  /** The record's picture call; the dialog then offers one. */
  imagePath?: (id: number) => string;
  /** The delete question's text, when the row says more than "cannot be undone". */
  deleteText?: (row: Row) => string | undefined;
  form: DialogForm<Edited, Values, Output>;
}

/**
 * The back office's small records (places, plans, menu categories; issue 12 item 2): the list,
 * sorted, filtered and paged on the server through the URL, and the create / edit form in a
 * dialog with delete beside each row. The server decides what may be deleted (409 `in_use`) and
 * says why in a toast.
 */
export function RecordListPage<
  Row extends { id: number },
  Values extends FieldValues,
  Output,
  Edited extends { id: number; image?: string } = Row,
>(props: RecordListPageProps<Row, Values, Output, Edited>) {
  const { t } = useTranslation();
  const { params, list } = useAdminList<Row>(props.cacheKey, props.listPath, props.defaultSort);
  const invalidate = useInvalidateAdmin();
  const reportError = useReportSaveError();
  // `undefined`: no dialog; `null`: a new record; a row: editing it.
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Row | null>(null);

  const columns: AdminColumn<Row>[] = [
    ...props.columns,
    {
      id: 'actions',
      header: t('admin.record.actions'),
      align: 'end',
      cell: (row) => (
        <span className="admin-record__actions">
          <RowButton
            tone="ghost"
            label={t('admin.form.edit')}
            named={t('admin.record.edit_named', { name: props.rowName(row) })}
            onClick={() => setEditing(row)}
          />
          <RowButton
            tone="danger-quiet"
            label={t('admin.form.delete')}
            named={t('admin.record.delete_named', { name: props.rowName(row) })}
            onClick={() => setDeleting(row)}
          />
        </span>
      ),
    },
  ];

  const remove = async (row: Row) => {
    try {
      const answer = await apiClient.delete<null>(props.recordPath(row.id));
      notify.success(answer.responseText);
      await invalidate(...props.invalidates);
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
      <GridQueryTable
        caption={props.caption}
        columns={columns}
        list={list}
        params={params}
        emptyText={props.emptyText}
      />
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
        title={t('admin.record.delete_confirm', {
          name: deleting ? props.rowName(deleting) : '',
        })}
        text={
          (deleting ? props.deleteText?.(deleting) : undefined) ??
          t('admin.form.delete_confirm_text')
        }
        confirmLabel={t('admin.form.delete')}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
      />
    </AdminPage>
  );
}

/** Editing a row whose texts the list does not carry: the whole record is read first. */
function RecordDialog<
  Row extends { id: number },
  Values extends FieldValues,
  Output,
  Edited extends { id: number; image?: string },
>({
  editing,
  onClose,
  ...props
}: RecordListPageProps<Row, Values, Output, Edited> & {
  editing: Row | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const detailPath = props.detailPath;
  const label = props.editLabel;
  const title = editing ? (typeof label === 'string' ? label : label(editing)) : props.newLabel;
  const detail = useAdminQuery<Edited>(
    props.cacheKey,
    detailPath?.(editing?.id ?? 0) ?? '',
    {},
    { enabled: editing !== null && detailPath !== undefined },
  );
  if (editing && detailPath) {
    if (!detail.data) {
      return (
        <Modal open onOpenChange={(open) => !open && onClose()} title={title}>
          <p role={detail.error ? 'alert' : 'status'}>
            {detail.error ? t('admin.record.not_found') : t('admin.table.loading')}
          </p>
        </Modal>
      );
    }
    return <RecordFormDialog {...props} title={title} editing={detail.data} onClose={onClose} />;
  }
  // Without `detailPath` the row is the record (`Edited` defaults to `Row`).
  const record = editing as unknown as Edited | null;
  return <RecordFormDialog {...props} title={title} editing={record} onClose={onClose} />;
}

/** What the form dialog needs of the page's props: where it writes, and the form. */
type RecordFormDialogProps<Values extends FieldValues, Output, Edited> = Pick<
  RecordListPageProps<{ id: number }, Values, Output>,
  'invalidates' | 'listPath' | 'recordPath' | 'imagePath'
> & {
  form: DialogForm<Edited, Values, Output>;
  title: string;
  editing: Edited | null;
  onClose: () => void;
};

function RecordFormDialog<
  Values extends FieldValues,
  Output,
  Edited extends { id: number; image?: string },
>({ editing, onClose, ...props }: RecordFormDialogProps<Values, Output, Edited>) {
  const { t } = useTranslation();
  const invalidate = useInvalidateAdmin();
  const image = useRecordImage(props.imagePath, props.invalidates);
  const form = useSchemaForm<Values, Output>(
    props.form.schema,
    editing ? props.form.fromRow(editing) : props.form.blank(),
  );
  const reportError = useReportSaveError(form.setError);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const body = values as Record<string, unknown>;
      const answer = editing
        ? await apiClient.put<null>(props.recordPath(editing.id), body)
        : await apiClient.post<{ id: number }>(props.listPath, body);
      if (!editing && answer.responseData) await image.uploadPending(answer.responseData.id);
      notify.success(answer.responseText);
      await invalidate(...props.invalidates);
      onClose();
    } catch (error) {
      reportError(error);
    }
  });
  const busy = form.formState.isSubmitting;

  return (
    <FormDialog
      title={props.title}
      size="lg"
      busy={busy}
      submitLabel={t('admin.form.save')}
      busyLabel={t('admin.form.saving')}
      onClose={onClose}
      onSubmit={onSubmit}
      className="admin-record__form"
    >
      {props.form.render(form, editing)}
      {props.imagePath ? (
        <ImageField
          image={editing?.image ?? ''}
          busy={image.uploading}
          pending={!editing}
          onChoose={(file) => void image.choose(editing?.id, file)}
        />
      ) : null}
    </FormDialog>
  );
}
