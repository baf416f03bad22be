import { useTranslation } from 'react-i18next';

/** The back-office lists whose texts sit under one key each (`AdminListPage`, `RecordListPage`). */
type ListTextsKey =
  | 'admin_catalog.items'
  | 'admin_catalog.combos'
  | 'admin_catalog.categories'
  | 'admin_content.pages'
  | 'admin_content.messages'
  | 'admin_promotions.list';

/** A list page's title, search label, table caption and empty text, from `<key>.*`. */
export function useListTexts(key: ListTextsKey) {
  const { t } = useTranslation();
  return {
    title: t(`${key}.title`),
    searchLabel: t(`${key}.search`),
    caption: t(`${key}.caption`),
    emptyText: t(`${key}.empty`),
  };
}
