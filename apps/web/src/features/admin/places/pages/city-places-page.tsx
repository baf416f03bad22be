import type { z } from 'zod';
import {
  PLACE_NAME_MAX,
  adminBuildingRequestSchema,
  adminPaths,
  type AdminCityPlace,
} from '@storefront/shared';
import { CityField } from '../components/city-field';
import { NamedPlaceListPage } from '../components/named-place-list-page';
import {
  COUNTRY_CITY_FILTER_FIELDS,
  CountryCityFilters,
  usePlaceColumns,
} from '../components/place-page';

// Buildings and universities take the same payload (adminUniversityRequestSchema is the same shape).
type Output = z.output<typeof adminBuildingRequestSchema>;

const KINDS = {
  buildings: {
    listPath: adminPaths.buildings,
    recordPath: adminPaths.building,
    maxLength: PLACE_NAME_MAX.building,
  },
  universities: {
    listPath: adminPaths.universities,
    recordPath: adminPaths.university,
    maxLength: PLACE_NAME_MAX.university,
  },
} as const;

/**
 * Back office: office buildings or universities, places that lie in a city (issue 7 item 4).
 * Filters: country, then one of its cities.
 */
export function CityPlacesPage({ kind }: { kind: keyof typeof KINDS }) {
  const columns = usePlaceColumns();
  return (
    <NamedPlaceListPage<AdminCityPlace, { city_id: string }, Output>
      key={kind}
      kind={kind}
      {...KINDS[kind]}
      defaultSort={{ sort: 'city', direction: 'asc' }}
      filterFields={COUNTRY_CITY_FILTER_FIELDS}
      filters={(filters) => <CountryCityFilters filters={filters} />}
      columns={[columns.city]}
      form={{
        schema: adminBuildingRequestSchema,
        blank: () => ({ city_id: '' }),
        fromRow: (row) => ({ city_id: String(row.city_id) }),
        field: (form, editing) => (
          <CityField
            control={form.control}
            idPrefix={kind}
            initialCountryId={editing?.country_id}
          />
        ),
      }}
    />
  );
}

export function BuildingsPage() {
  return <CityPlacesPage kind="buildings" />;
}

export function UniversitiesPage() {
  return <CityPlacesPage kind="universities" />;
}
