import { useTranslation } from 'react-i18next';
import type { AdminPageRow } from '@storefront/shared';
import { useLanguage } from '../../../../i18n/use-language';
import { formatDateTime } from '../../../../lib/format-date';
import { useListTexts } from '../../common/list-texts';
import { AdminListPage } from '../../shell/admin-list-page';
import { AdminBadge } from '../../shell/admin-badge';
import { YesNoFilter } from '../../shell/admin-page';
import type { AdminColumn } from '../../shell/admin-table';
import { numberColumn } from '../../shell/admin-table';
import { useAdminPages } from '../api/pages';
import '../components/admin-content.css';

const FILTERS = ['published'];

/** Back office: the content pages (issue 7 item 5), sorted, filtered and paged on the server. */
export default function PagesListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { params, list } = useAdminPages();

  const columns: AdminColumn<AdminPageRow>[] = [
    {
      id: 'title',
      header: t('admin_content.pages.columns.title'),
      sortKey: 'title',
      cell: (row) => row.title || row.slug,
    },
    {
      id: 'slug',
      header: t('admin_content.pages.columns.slug'),
      sortKey: 'slug',
      cell: (row) => (
        <bdi className="admin-content__slug" dir="ltr">
          {row.slug}
        </bdi>
      ),
    },
    {
      id: 'status',
      header: t('admin_content.pages.columns.status'),
      sortKey: 'is_published',
      cell: (row) => (
        <span className="admin-badges">
          <AdminBadge tone={row.is_published ? 'success' : undefined}>
            {row.is_published ? t('admin_content.pages.published') : t('admin_content.pages.draft')}
          </AdminBadge>
          {row.is_required ? (
            <AdminBadge tone="info">{t('admin_content.pages.linked')}</AdminBadge>
          ) : null}
        </span>
      ),
    },
    {
      id: 'updated',
      header: t('admin_content.pages.columns.updated'),
      sortKey: 'updated_at',
      cell: (row) => formatDateTime(row.updated_at, language),
    },
    numberColumn('id', t('admin_content.pages.columns.id'), (row) => row.id, 'id'),
  ];

  return (
    <AdminListPage
      section="content"
      resource="pages"
      {...useListTexts('admin_content.pages')}
      newLabel={t('admin_content.pages.new')}
      params={params}
      list={list}
      columns={columns}
      filterFields={FILTERS}
      filters={
        <YesNoFilter
          label={t('admin_content.pages.published_filter')}
          name="published"
          value={params.filters.published}
        />
      }
    />
  );
}
