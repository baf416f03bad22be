import { useTranslation } from 'react-i18next';
import type { AdminColumn } from '../../shell/admin-table';
import { numberColumn } from '../../shell/admin-table';
import { idOf } from '../api/place-options';
import { CityFilter, CountryFilter } from './place-selects';

/** The places sections, each with its texts under `admin_places.<kind>`. */
export type PlaceKind =
  'countries' | 'cities' | 'buildings' | 'universities' | 'companies' | 'plans';

/** A places list page's headings and buttons, read from `admin_places.<kind>`. */
export function usePlacePageTexts(kind: PlaceKind) {
  const { t } = useTranslation();
  return {
    title: t(`admin_places.${kind}.title`),
    caption: t(`admin_places.${kind}.caption`),
    emptyText: t(`admin_places.${kind}.empty`),
    newLabel: t(`admin_places.${kind}.new`),
    editLabel: t(`admin_places.${kind}.edit`),
  };
}

interface NamedPlace {
  name: string;
  sort_order: number;
}

interface CityPlace {
  city_name: string;
  country_name: string;
}

/** The columns several places lists share: name, city (with its country) and sort order. */
export function usePlaceColumns() {
  const { t } = useTranslation();
  const name: AdminColumn<NamedPlace> = {
    id: 'name',
    header: t('admin_places.common.name'),
    sortKey: 'name',
    cell: (row) => row.name,
  };
  const city: AdminColumn<CityPlace> = {
    id: 'city',
    header: t('admin_places.common.city'),
    sortKey: 'city',
    cell: (row) => (
      <span className="admin-places__stack">
        <span>{row.city_name}</span>
        <span className="admin-places__muted">{row.country_name}</span>
      </span>
    ),
  };
  const sortOrder: AdminColumn<NamedPlace> = numberColumn(
    'order',
    t('admin_places.common.sort_order'),
    (row) => row.sort_order,
    'sort_order',
  );
  return { name, city, sortOrder };
}

/** The country filter, then one of its cities (`country_id`, `city_id`). */
export function CountryCityFilters({ filters }: { filters: Record<string, string> }) {
  return (
    <>
      <CountryFilter value={filters.country_id} />
      <CityFilter countryId={idOf(filters.country_id)} value={filters.city_id} />
    </>
  );
}

export const COUNTRY_CITY_FILTER_FIELDS = ['country_id', 'city_id'];
