import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../i18n/use-language';
import { useFormatMoney } from '../../../../lib/currency';
import { formatDate } from '../../../../lib/format-date';
import { StateBadge } from '../../shell/admin-badge';
import type { AdminColumn } from '../../shell/admin-table';
import { numberColumn } from '../../shell/admin-table';

/** What items and combos share in their back-office rows. */
export interface CatalogRow {
  image: string;
  price: number;
  is_available: boolean;
  sort_order: number;
  created_at: string;
}

/** A catalog record's name in a list, after its picture's thumbnail when it has one. */
export function CatalogName({ image, name }: { image: string; name: string }) {
  return (
    <span className="catalog-name">
      {image ? <img className="catalog-thumb" src={image} alt="" /> : null}
      {name}
    </span>
  );
}

/** Each list's first column: its sort key and header; the row's name or title with its picture. */
const NAME_COLUMN = {
  items: { id: 'name', header: 'admin_catalog.common.name' },
  combos: { id: 'title', header: 'admin_catalog.combos.combo_title' },
} as const;

/**
 * The columns the items and combos lists share (name with its picture, price, availability,
 * position, creation date), the list's own columns between them.
 */
export function useCatalogColumns<Row extends CatalogRow>(
  resource: 'items' | 'combos',
  nameOf: (row: Row) => string,
) {
  const { t } = useTranslation();
  const name = NAME_COLUMN[resource];
  const language = useLanguage();
  const formatMoney = useFormatMoney();
  const first: AdminColumn<Row>[] = [
    {
      id: name.id,
      header: t(name.header),
      sortKey: name.id,
      cell: (row) => <CatalogName image={row.image} name={nameOf(row)} />,
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
