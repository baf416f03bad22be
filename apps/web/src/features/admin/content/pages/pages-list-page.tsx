import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminPageRow } from '@storefront/shared';
import { useLanguage } from '../../../../i18n/use-language';
import { formatDateTime } from '../../../../lib/format-date';
import { AdminFilter, AdminFilters, AdminPage, YesNoAnySelect } from '../../shell/admin-page';
import { AdminTable, type AdminColumn } from '../../shell/admin-table';
import { adminHref } from '../../shell/section';
import { useListParams } from '../../shell/use-list-params';
import { PAGES_DEFAULT_SORT, useAdminPages } from '../api/pages';
import '../components/admin-content.css';

const FILTERS = ['published'];

/** Back office: the content pages (issue 7 item 5), sorted, filtered and paged on the server. */
export default function PagesListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const params = useListParams(PAGES_DEFAULT_SORT);
  const pages = useAdminPages(params.query);

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
        <span className="admin-content__badges">
          <span className={`admin-badge ${row.is_published ? 'admin-badge--success' : ''}`}>
            {row.is_published ? t('admin_content.pages.published') : t('admin_content.pages.draft')}
          </span>
          {row.is_required ? (
            <span className="admin-badge admin-badge--info">{t('admin_content.pages.linked')}</span>
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
    {
      id: 'id',
      header: t('admin_content.pages.columns.id'),
      sortKey: 'id',
      align: 'end',
      cell: (row) => row.id,
    },
  ];

  return (
    <AdminPage
      title={t('admin_content.pages.title')}
      actions={
        <Link
          className="button button--primary button--small"
          to={adminHref('content', 'pages', 'new')}
        >
          {t('admin_content.pages.new')}
        </Link>
      }
    >
      <AdminFilters params={params} searchLabel={t('admin_content.pages.search')} fields={FILTERS}>
        <AdminFilter label={t('admin_content.pages.published_filter')}>
          <YesNoAnySelect name="published" value={params.filters.published} />
        </AdminFilter>
      </AdminFilters>
      <AdminTable
        caption={t('admin_content.pages.caption')}
        columns={columns}
        rows={pages.data?.data}
        rowKey={(row) => row.id}
        rowHref={(row) => adminHref('content', 'pages', row.id)}
        params={params}
        page={pages.data}
        loading={pages.isFetching}
        error={pages.error}
        onRetry={() => void pages.refetch()}
        emptyText={t('admin_content.pages.empty')}
      />
    </AdminPage>
  );
}
