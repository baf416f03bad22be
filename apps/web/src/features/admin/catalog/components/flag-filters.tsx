import { useTranslation } from 'react-i18next';
import { YesNoFilter } from '../../shell/admin-page';

/** The yes / no marks of items and combos the lists filter on (query parameters of those names). */
export type CatalogFlag = 'available' | 'featured' | 'special' | 'veg';

/** A yes / no / any filter for each flag, labelled as the form labels the flag. */
export function FlagFilters({
  flags,
  filters,
}: {
  flags: readonly CatalogFlag[];
  filters: Record<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <>
      {flags.map((flag) => (
        <YesNoFilter
          key={flag}
          label={t(`admin_catalog.common.${flag}`)}
          name={flag}
          value={filters[flag]}
        />
      ))}
    </>
  );
}
