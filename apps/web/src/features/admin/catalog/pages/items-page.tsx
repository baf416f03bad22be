import { useTranslation } from 'react-i18next';
import type { AdminItemRow } from '@storefront/shared';
import { AdminBadge } from '../../shell/admin-badge';
import { AdminListPage } from '../../shell/admin-list-page';
import { AdminFilter } from '../../shell/admin-page';
import { CategoryOptions } from '../components/category-options';
import { useCatalogListPage } from '../components/catalog-list-page';
import { FlagFilters, type CatalogFlag } from '../components/flag-filters';
import '../components/catalog.css';

const FLAGS: readonly CatalogFlag[] = ['available', 'special', 'veg'];

/** Back office: every menu item, available or not, sorted and paged on the server (issue 7). */
export default function ItemsPage() {
  const { t } = useTranslation();
  const { page, columns } = useCatalogListPage('items', (row: AdminItemRow) => row.name);

  return (
    <AdminListPage
      {...page}
      columns={[
        ...columns.first,
        {
          id: 'category',
          header: t('admin_catalog.common.category'),
          sortKey: 'category',
          cell: (row) => row.category_name,
        },
        columns.price,
        {
          id: 'flags',
          header: t('admin_catalog.items.flags'),
          cell: (row) => (
            <span className="admin-badges">
              {row.is_veg ? (
                <AdminBadge tone="success">{t('admin_catalog.common.veg')}</AdminBadge>
              ) : null}
              {row.is_special ? (
                <AdminBadge tone="info">{t('admin_catalog.common.special')}</AdminBadge>
              ) : null}
            </span>
          ),
        },
        ...columns.last,
      ]}
      filterFields={['category_id', ...FLAGS]}
      filters={
        <>
          <AdminFilter label={t('admin_catalog.common.category')}>
            <select name="category_id" defaultValue={page.params.filters.category_id ?? ''}>
              <CategoryOptions empty={t('admin_catalog.common.all_categories')} />
            </select>
          </AdminFilter>
          <FlagFilters flags={FLAGS} filters={page.params.filters} />
        </>
      }
    />
  );
}
