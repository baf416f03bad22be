import { useTranslation } from 'react-i18next';
import type { AdminComboRow } from '@storefront/shared';
import { AdminBadge } from '../../shell/admin-badge';
import { AdminListPage } from '../../shell/admin-list-page';
import { numberColumn } from '../../shell/admin-table';
import { useCatalogListPage } from '../components/catalog-list-page';
import { FlagFilters, type CatalogFlag } from '../components/flag-filters';
import '../components/catalog.css';

const FLAGS: readonly CatalogFlag[] = ['available', 'featured'];

/** Back office: every combo, available or not, sorted and paged on the server (issue 7). */
export default function CombosPage() {
  const { t } = useTranslation();
  const { page, columns } = useCatalogListPage('combos', (row: AdminComboRow) => row.title);

  return (
    <AdminListPage
      {...page}
      columns={[
        ...columns.first,
        columns.price,
        numberColumn<AdminComboRow>(
          'steps',
          t('admin_catalog.combos.step_count'),
          (row) => row.step_count,
        ),
        {
          id: 'featured',
          header: t('admin_catalog.common.featured'),
          sortKey: 'featured',
          cell: (row) =>
            row.is_featured ? (
              <AdminBadge tone="info">{t('admin_catalog.common.featured')}</AdminBadge>
            ) : null,
        },
        ...columns.last,
      ]}
      filterFields={[...FLAGS]}
      filters={<FlagFilters flags={FLAGS} filters={page.params.filters} />}
    />
  );
}
