import { useTranslation } from 'react-i18next';
import type { AdminItemRow } from '@storefront/shared';
import { useListTexts } from '../../common/list-texts';
import { AdminBadge } from '../../shell/admin-badge';
import { AdminListPage } from '../../shell/admin-list-page';
import { AdminFilter } from '../../shell/admin-page';
import { useCatalogList } from '../api/catalog-api';
import { CategoryOptions } from '../components/category-options';
import { useCatalogColumns } from '../components/catalog-columns';
import { FlagFilters, type CatalogFlag } from '../components/flag-filters';
import '../components/catalog.css';

const FLAGS: readonly CatalogFlag[] = ['available', 'special', 'veg'];

/** Back office: every menu item, available or not, sorted and paged on the server (issue 7). */
export default function ItemsPage() {
  const { t } = useTranslation();
  const { params, list } = useCatalogList<AdminItemRow>('items');
  const shared = useCatalogColumns<AdminItemRow>({
    id: 'name',
    header: t('admin_catalog.common.name'),
    text: (row) => row.name,
  });

  return (
    <AdminListPage
      section="catalog"
      resource="items"
      {...useListTexts('admin_catalog.items')}
      newLabel={t('admin_catalog.items.new')}
      params={params}
      list={list}
      columns={[
        ...shared.first,
        {
          id: 'category',
          header: t('admin_catalog.common.category'),
          sortKey: 'category',
          cell: (row) => row.category_name,
        },
        shared.price,
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
        ...shared.last,
      ]}
      filterFields={['category_id', ...FLAGS]}
      filters={
        <>
          <AdminFilter label={t('admin_catalog.common.category')}>
            <select name="category_id" defaultValue={params.filters.category_id ?? ''}>
              <CategoryOptions empty={t('admin_catalog.common.all_categories')} />
            </select>
          </AdminFilter>
          <FlagFilters flags={FLAGS} filters={params.filters} />
        </>
      }
    />
  );
}
