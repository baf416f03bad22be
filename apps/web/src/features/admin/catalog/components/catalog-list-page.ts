import { useTranslation } from 'react-i18next';
import { useListTexts } from '../../common/list-texts';
import { useCatalogList } from '../api/catalog-api';
import { useCatalogColumns, type CatalogRow } from './catalog-columns';

/**
 * What the items and combos lists share: `AdminListPage`'s props (where their rows open, their
 * texts read from `admin_catalog.<resource>`, the page of rows the URL asks for) and the columns
 * both show (`useCatalogColumns`), each row named by `nameOf`.
 */
export function useCatalogListPage<Row extends CatalogRow>(
  resource: 'items' | 'combos',
  nameOf: (row: Row) => string,
) {
  const { t } = useTranslation();
  const page = {
    section: 'catalog',
    resource,
    ...useListTexts(`admin_catalog.${resource}`),
    newLabel: t(`admin_catalog.${resource}.new`),
    ...useCatalogList<Row>(resource),
  };
  return { page, columns: useCatalogColumns(resource, nameOf) };
}
