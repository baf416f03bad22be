import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '@storefront/shared';
import type { AdminColumn } from '../../shell/admin-table';
import { TextsFields, blankTexts, filledTexts } from '../../shell/texts-fields';
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

/**
 * The form values of `SortOrderField` and `PlaceNameFields`: blank for a new place, else the
 * row's (countries, cities, buildings and universities).
 */
export function placeNameValues(row?: {
  sort_order: number;
  names: Partial<Record<Language, { name?: string } | undefined>>;
}) {
  return row
    ? { sort_order: row.sort_order, names: filledTexts(['name'], row.names) }
    : { sort_order: 0, names: blankTexts(['name']) };
}

/** A place's one translated text, its name, in the five languages (`names.<language>.name`). */
export function PlaceNameFields<Values extends FieldValues>({
  form,
  maxLength,
}: {
  form: UseFormReturn<Values, unknown, unknown>;
  maxLength: number;
}) {
  const { t } = useTranslation();
  return (
    <TextsFields
      form={form}
      group="names"
      legend={t('admin_places.common.names')}
      fields={[{ key: 'name', label: t('admin_places.common.name'), maxLength, required: true }]}
    />
  );
}
