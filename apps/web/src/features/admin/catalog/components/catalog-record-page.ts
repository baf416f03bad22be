import { useTranslation } from 'react-i18next';
import { adminPaths } from '@storefront/shared';
import { CATALOG_RESOURCES } from '../api/catalog-api';

const PATHS = {
  items: {
    listPath: adminPaths.items,
    recordPath: adminPaths.item,
    imagePath: adminPaths.itemImage,
  },
  combos: {
    listPath: adminPaths.combos,
    recordPath: adminPaths.combo,
    imagePath: adminPaths.comboImage,
  },
} as const;

/**
 * What an item's and a combo's record page share (`RecordFormPage`'s props): where the record
 * lives, its picture, and the titles read from `admin_catalog.<resource>`.
 */
export function useCatalogRecordPage<Detail>(
  resource: 'items' | 'combos',
  name: (detail: Detail) => string,
) {
  const { t } = useTranslation();
  return {
    section: 'catalog',
    resource,
    cacheKey: CATALOG_RESOURCES[resource],
    ...PATHS[resource],
    listTitle: t(`admin_catalog.${resource}.title`),
    title: (detail: Detail | undefined) =>
      detail
        ? t(`admin_catalog.${resource}.edit_title`, { name: name(detail) })
        : t(`admin_catalog.${resource}.new_title`),
    name,
  };
}
