import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  CATALOG_LIMITS,
  adminCategoryWriteSchema,
  adminPaths,
  type AdminCategoryDetail,
  type AdminCategoryRow,
  type Language,
  type Paginated,
} from '@storefront/shared';
import { apiClient } from '../../../../lib/api-client';
import { Field, describedBy } from '../../../../ui/form';
import { Modal } from '../../../../ui/modal';
import { notify } from '../../../../ui/toast';
import { useAdminQuery, useInvalidateAdmin, useReportSaveError } from '../../shell/admin-queries';
import { AdminFilters, AdminPage, ConfirmDialog } from '../../shell/admin-page';
import { AdminTable, type AdminColumn } from '../../shell/admin-table';
import { useListParams } from '../../shell/use-list-params';
import { CATALOG_RESOURCES, uploadCatalogImage } from '../api/catalog-api';
import { ImageField } from '../components/image-field';
import { TextsFields, blankTexts, filledTexts } from '../../shell/texts-fields';
import '../components/catalog.css';

interface Values {
  translations: Record<Language, { name: string }>;
  sort_order: string;
}
type Output = z.output<typeof adminCategoryWriteSchema>;

/**
 * Back office: the menu categories items belong to and combo steps choose from (issue 7). A
 * category is deleted only once no item or step uses it (the server answers 409 otherwise).
 */
export default function CategoriesPage() {
  const { t } = useTranslation();
  const params = useListParams({ sort: 'sort_order', direction: 'asc' });
  const list = useAdminQuery<Paginated<AdminCategoryRow>>(
    CATALOG_RESOURCES.categories,
    adminPaths.categories,
    params.query,
  );
  const invalidate = useInvalidateAdmin();
  const reportError = useReportSaveError();
  // undefined: no dialog; null: a new category; a row: editing it.
  const [editing, setEditing] = useState<AdminCategoryRow | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminCategoryRow | null>(null);

  const columns: AdminColumn<AdminCategoryRow>[] = [
    {
      id: 'name',
      header: t('admin_catalog.common.name'),
      sortKey: 'name',
      cell: (row) => (
        <span className="catalog-name">
          {row.image ? <img className="catalog-thumb" src={row.image} alt="" /> : null}
          {row.name}
        </span>
      ),
    },
    {
      id: 'items',
      header: t('admin_catalog.categories.items'),
      sortKey: 'items',
      align: 'end',
      cell: (row) => row.item_count,
    },
    {
      id: 'steps',
      header: t('admin_catalog.categories.steps'),
      align: 'end',
      cell: (row) => row.step_count,
    },
    {
      id: 'order',
      header: t('admin_catalog.common.sort_order'),
      sortKey: 'sort_order',
      align: 'end',
      cell: (row) => row.sort_order,
    },
    {
      id: 'actions',
      header: t('admin_catalog.common.actions'),
      align: 'end',
      cell: (row) => {
        const inUse = row.item_count > 0 || row.step_count > 0;
        return (
          <span className="catalog-flags">
            <button
              type="button"
              className="button button--ghost button--small"
              aria-label={t('admin_catalog.common.edit_named', { name: row.name })}
              onClick={() => setEditing(row)}
            >
              {t('admin_catalog.common.edit')}
            </button>
            <button
              type="button"
              className="button button--ghost button--small"
              aria-label={t('admin_catalog.common.delete_named', { name: row.name })}
              title={
                inUse
                  ? t('admin_catalog.categories.in_use', {
                      items: row.item_count,
                      steps: row.step_count,
                    })
                  : undefined
              }
              onClick={() => setDeleting(row)}
            >
              {t('admin_catalog.common.delete')}
            </button>
          </span>
        );
      },
    },
  ];

  const remove = async (row: AdminCategoryRow) => {
    try {
      await apiClient.delete(adminPaths.category(row.id));
      notify.success(t('admin_catalog.common.deleted'));
      await invalidate(CATALOG_RESOURCES.categories);
    } catch (error) {
      reportError(error);
      throw error;
    }
  };

  return (
    <AdminPage
      title={t('admin_catalog.categories.title')}
      actions={
        <button
          type="button"
          className="button button--primary button--small"
          onClick={() => setEditing(null)}
        >
          {t('admin_catalog.categories.new')}
        </button>
      }
    >
      <AdminFilters params={params} searchLabel={t('admin_catalog.categories.search')} />
      <AdminTable
        caption={t('admin_catalog.categories.caption')}
        columns={columns}
        rows={list.data?.data}
        rowKey={(row) => row.id}
        params={params}
        page={list.data}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyText={t('admin_catalog.categories.empty')}
      />
      {editing !== undefined ? (
        <CategoryDialog
          key={editing?.id ?? 'new'}
          editing={editing}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('admin_catalog.common.delete_confirm', { name: deleting?.name ?? '' })}
        text={
          deleting && (deleting.item_count > 0 || deleting.step_count > 0)
            ? t('admin_catalog.categories.in_use', {
                items: deleting.item_count,
                steps: deleting.step_count,
              })
            : t('admin.form.delete_confirm_text')
        }
        confirmLabel={t('admin_catalog.common.delete')}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
      />
    </AdminPage>
  );
}

/** The create / edit dialog; editing loads the category's names in every language first. */
function CategoryDialog({
  editing,
  onClose,
}: {
  editing: AdminCategoryRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const detail = useAdminQuery<AdminCategoryDetail>(
    CATALOG_RESOURCES.categories,
    adminPaths.category(editing?.id ?? 0),
    {},
    { enabled: editing !== null },
  );
  const title = editing
    ? t('admin_catalog.categories.edit_title', { name: editing.name })
    : t('admin_catalog.categories.new_title');
  if (editing && !detail.data) {
    return (
      <Modal open onOpenChange={(open) => !open && onClose()} title={title}>
        <p role={detail.error ? 'alert' : 'status'}>
          {detail.error ? t('admin_catalog.common.not_found') : t('admin_catalog.common.loading')}
        </p>
      </Modal>
    );
  }
  return <CategoryForm title={title} detail={detail.data} onClose={onClose} />;
}

function CategoryForm({
  title,
  detail,
  onClose,
}: {
  title: string;
  detail: AdminCategoryDetail | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const invalidate = useInvalidateAdmin();
  const [uploading, setUploading] = useState(false);
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(adminCategoryWriteSchema as never) as unknown as Resolver<
      Values,
      unknown,
      Output
    >,
    defaultValues: {
      translations: detail ? filledTexts(['name'], detail.translations) : blankTexts(['name']),
      sort_order: String(detail?.sort_order ?? 0),
    },
  });
  const reportError = useReportSaveError(form.setError);
  const busy = form.formState.isSubmitting;
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (detail) await apiClient.put(adminPaths.category(detail.id), values);
      else await apiClient.post(adminPaths.categories, values);
      notify.success(t('admin_catalog.common.saved'));
      await invalidate(CATALOG_RESOURCES.categories, CATALOG_RESOURCES.items);
      onClose();
    } catch (error) {
      reportError(error);
    }
  });

  const chooseImage = async (file: File | null) => {
    if (!detail || !file) return;
    setUploading(true);
    try {
      await uploadCatalogImage(adminPaths.categoryImage(detail.id), file);
      notify.success(t('admin_catalog.image.uploaded'));
      await invalidate(CATALOG_RESOURCES.categories);
    } catch (error) {
      reportError(error);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={title}
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
        className="admin-form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <TextsFields
          form={form}
          group="translations"
          idPrefix="category"
          legend={t('admin_catalog.common.name')}
          fields={[
            {
              key: 'name',
              label: t('admin_catalog.common.name'),
              maxLength: CATALOG_LIMITS.categoryName,
              required: true,
            },
          ]}
        />
        <Field
          id="category-order"
          label={t('admin_catalog.common.sort_order')}
          error={errors.sort_order}
          hint={t('admin_catalog.common.sort_order_hint')}
        >
          <input
            type="number"
            min={0}
            max={CATALOG_LIMITS.sortOrder}
            step={1}
            dir="ltr"
            {...form.register('sort_order')}
            {...describedBy('category-order', errors.sort_order, true)}
          />
        </Field>
        {detail ? (
          <ImageField
            image={detail.image}
            busy={uploading}
            onChoose={(file) => void chooseImage(file)}
          />
        ) : null}
      </form>
    </Modal>
  );
}
