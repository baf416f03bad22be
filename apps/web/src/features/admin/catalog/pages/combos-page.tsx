import { useTranslation } from 'react-i18next';
import type { AdminComboRow } from '@storefront/shared';
import { useListTexts } from '../../common/list-texts';
import { AdminBadge } from '../../shell/admin-badge';
import { AdminListPage } from '../../shell/admin-list-page';
import { numberColumn } from '../../shell/admin-table';
import { useCatalogList } from '../api/catalog-api';
import { useCatalogColumns } from '../components/catalog-columns';
import { FlagFilters, type CatalogFlag } from '../components/flag-filters';
import '../components/catalog.css';

const FLAGS: readonly CatalogFlag[] = ['available', 'featured'];

/** Back office: every combo, available or not, sorted and paged on the server (issue 7). */
export default function CombosPage() {
  const { t } = useTranslation();
  const { params, list } = useCatalogList<AdminComboRow>('combos');
  const shared = useCatalogColumns<AdminComboRow>({
    id: 'title',
    header: t('admin_catalog.combos.combo_title'),
    text: (row) => row.title,
  });

  return (
    <AdminListPage
      section="catalog"
      resource="combos"
      {...useListTexts('admin_catalog.combos')}
      newLabel={t('admin_catalog.combos.new')}
      params={params}
      list={list}
      columns={[
        ...shared.first,
        shared.price,
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
        ...shared.last,
      ]}
      filterFields={[...FLAGS]}
      filters={<FlagFilters flags={FLAGS} filters={params.filters} />}
    />
  );
}
