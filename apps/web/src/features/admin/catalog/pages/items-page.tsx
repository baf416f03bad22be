import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../i18n/use-language';
import { formatDate } from '../../../../lib/format-date';
import { Link } from 'react-router';
import { adminPaths, type AdminItemRow, type Paginated } from '@storefront/shared';
import { useFormatMoney } from '../../../../lib/currency';
import { useAdminQuery } from '../../shell/admin-queries';
import { AdminFilter, AdminFilters, AdminPage, YesNoAnySelect } from '../../shell/admin-page';
import { AdminTable, type AdminColumn } from '../../shell/admin-table';
import { adminHref } from '../../shell/section';
import { useListParams } from '../../shell/use-list-params';
import { CATALOG_RESOURCES, useCategoryOptions } from '../api/catalog-api';
import '../components/catalog.css';

/** Back office: every menu item, available or not, sorted and paged on the server (issue 7). */
export default function ItemsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatMoney = useFormatMoney();
  const params = useListParams({ sort: 'created_at', direction: 'desc' });
  const list = useAdminQuery<Paginated<AdminItemRow>>(
    CATALOG_RESOURCES.items,
    adminPaths.items,
    params.query,
  );
  const categories = useCategoryOptions();

  const columns: AdminColumn<AdminItemRow>[] = [
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
      id: 'category',
      header: t('admin_catalog.common.category'),
      sortKey: 'category',
      cell: (row) => row.category_name,
    },
    {
      id: 'price',
      header: t('admin_catalog.common.price'),
      sortKey: 'price',
      align: 'end',
      cell: (row) => formatMoney(row.price),
    },
    {
      id: 'flags',
      header: t('admin_catalog.items.flags'),
      cell: (row) => (
        <span className="catalog-flags">
          {row.is_veg ? (
            <span className="admin-badge admin-badge--success">
              {t('admin_catalog.common.veg')}
            </span>
          ) : null}
          {row.is_special ? (
            <span className="admin-badge admin-badge--info">
              {t('admin_catalog.common.special')}
            </span>
          ) : null}
        </span>
      ),
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
      title={t('admin_catalog.items.title')}
      actions={
        <Link
          className="button button--primary button--small"
          to={adminHref('catalog', 'items', 'new')}
        >
          {t('admin_catalog.items.new')}
        </Link>
      }
    >
      <AdminFilters
        params={params}
        searchLabel={t('admin_catalog.items.search')}
        fields={['category_id', 'available', 'special', 'veg']}
      >
        <AdminFilter label={t('admin_catalog.common.category')}>
          <select name="category_id" defaultValue={params.filters.category_id ?? ''}>
            <option value="">{t('admin_catalog.common.all_categories')}</option>
            {categories.data?.data.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </AdminFilter>
        <AdminFilter label={t('admin_catalog.common.available')}>
          <YesNoAnySelect name="available" value={params.filters.available} />
        </AdminFilter>
        <AdminFilter label={t('admin_catalog.common.special')}>
          <YesNoAnySelect name="special" value={params.filters.special} />
        </AdminFilter>
        <AdminFilter label={t('admin_catalog.common.veg')}>
          <YesNoAnySelect name="veg" value={params.filters.veg} />
        </AdminFilter>
      </AdminFilters>
      <AdminTable
        caption={t('admin_catalog.items.caption')}
        columns={columns}
        rows={list.data?.data}
        rowKey={(row) => row.id}
        rowHref={(row) => adminHref('catalog', 'items', row.id)}
        params={params}
        page={list.data}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyText={t('admin_catalog.items.empty')}
      />
    </AdminPage>
  );
}
