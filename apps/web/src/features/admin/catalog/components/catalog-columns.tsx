import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../i18n/use-language';
import { useFormatMoney } from '../../../../lib/currency';
import { formatDate } from '../../../../lib/format-date';
import { StateBadge } from '../../shell/admin-badge';
import type { AdminColumn } from '../../shell/admin-table';
import { numberColumn } from '../../shell/admin-table';

/** What items and combos share in their back-office rows. */
interface CatalogRow {
  image: string;
  price: number;
  is_available: boolean;
  sort_order: number;
  created_at: string;
}

/**
 * The columns the items and combos lists share (name with its picture, price, availability,
 * position, creation date), the list's own columns between them.
 */
export function useCatalogColumns<Row extends CatalogRow>(name: {
  id: string;
  header: string;
  text: (row: Row) => string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatMoney = useFormatMoney();
  const first: AdminColumn<Row>[] = [
    {
      id: name.id,
      header: name.header,
      sortKey: name.id,
      cell: (row) => (
        <span className="catalog-name">
          {row.image ? <img className="catalog-thumb" src={row.image} alt="" /> : null}
          {name.text(row)}
        </span>
      ),
    },
  ];
  const price: AdminColumn<Row> = {
    id: 'price',
    header: t('admin_catalog.common.price'),
    sortKey: 'price',
    align: 'end',
    cell: (row) => formatMoney(row.price),
  };
  const last: AdminColumn<Row>[] = [
    {
      id: 'available',
      header: t('admin_catalog.common.status'),
      sortKey: 'available',
      cell: (row) => (
        <StateBadge
          on={row.is_available}
          yes={t('admin_catalog.common.available')}
          no={t('admin_catalog.common.unavailable')}
        />
      ),
    },
    numberColumn(
      'position',
      t('admin_catalog.common.sort_order'),
      (row) => row.sort_order,
      'position',
    ),
    {
      id: 'created',
      header: t('admin_catalog.common.created'),
      sortKey: 'created_at',
      cell: (row) => formatDate(row.created_at, language),
    },
  ];
  return { first, price, last };
}
