import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../i18n/use-language';
import { formatDate } from '../../../../lib/format-date';
import { Link } from 'react-router';
import { adminPaths, type AdminComboRow, type Paginated } from '@storefront/shared';
import { useFormatMoney } from '../../../../lib/currency';
import { useAdminQuery } from '../../shell/admin-queries';
import { AdminFilter, AdminFilters, AdminPage, YesNoAnySelect } from '../../shell/admin-page';
import { AdminTable, type AdminColumn } from '../../shell/admin-table';
import { adminHref } from '../../shell/section';
import { useListParams } from '../../shell/use-list-params';
import { CATALOG_RESOURCES } from '../api/catalog-api';
import '../components/catalog.css';

/** Back office: every combo, available or not, sorted and paged on the server (issue 7). */
export default function CombosPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatMoney = useFormatMoney();
  const params = useListParams({ sort: 'created_at', direction: 'desc' });
  const list = useAdminQuery<Paginated<AdminComboRow>>(
    CATALOG_RESOURCES.combos,
    adminPaths.combos,
    params.query,
  );

  const columns: AdminColumn<AdminComboRow>[] = [
    {
      id: 'title',
      header: t('admin_catalog.combos.combo_title'),
      sortKey: 'title',
      cell: (row) => (
        <span className="catalog-name">
          {row.image ? <img className="catalog-thumb" src={row.image} alt="" /> : null}
          {row.title}
        </span>
      ),
    },
    {
      id: 'price',
      header: t('admin_catalog.common.price'),
      sortKey: 'price',
      align: 'end',
      cell: (row) => formatMoney(row.price),
    },
    {
      id: 'steps',
      header: t('admin_catalog.combos.step_count'),
      align: 'end',
      cell: (row) => row.step_count,
    },
    {
      id: 'featured',
      header: t('admin_catalog.common.featured'),
      sortKey: 'featured',
      cell: (row) =>
        row.is_featured ? (
          <span className="admin-badge admin-badge--info">
            {t('admin_catalog.common.featured')}
          </span>
        ) : null,
    },
    {
      id: 'available',
      header: t('admin_catalog.common.status'),
      sortKey: 'available',
      cell: (row) =>
        row.is_available ? (
          <span className="admin-badge admin-badge--success">
            {t('admin_catalog.common.available')}
          </span>
        ) : (
          <span className="admin-badge admin-badge--warning">
            {t('admin_catalog.common.unavailable')}
          </span>
        ),
    },
    {
      id: 'position',
      header: t('admin_catalog.common.sort_order'),
      sortKey: 'position',
      align: 'end',
      cell: (row) => row.sort_order,
    },
    {
      id: 'created',
      header: t('admin_catalog.common.created'),
      sortKey: 'created_at',
      cell: (row) => formatDate(row.created_at, language),
    },
  ];

  return (
    <AdminPage
      title={t('admin_catalog.combos.title')}
      actions={
        <Link
          className="button button--primary button--small"
          to={adminHref('catalog', 'combos', 'new')}
        >
          {t('admin_catalog.combos.new')}
        </Link>
      }
    >
      <AdminFilters
        params={params}
        searchLabel={t('admin_catalog.combos.search')}
        fields={['available', 'featured']}
      >
        <AdminFilter label={t('admin_catalog.common.available')}>
          <YesNoAnySelect name="available" value={params.filters.available} />
        </AdminFilter>
        <AdminFilter label={t('admin_catalog.common.featured')}>
          <YesNoAnySelect name="featured" value={params.filters.featured} />
        </AdminFilter>
      </AdminFilters>
      <AdminTable
        caption={t('admin_catalog.combos.caption')}
        columns={columns}
        rows={list.data?.data}
        rowKey={(row) => row.id}
        rowHref={(row) => adminHref('catalog', 'combos', row.id)}
        params={params}
        page={list.data}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyText={t('admin_catalog.combos.empty')}
      />
    </AdminPage>
  );
}
