import type { z } from 'zod';
import {
  PLACE_NAME_MAX,
  adminBuildingRequestSchema,
  adminPaths,
  type AdminCityPlace,
} from '@storefront/shared';
import { CityField } from '../components/city-field';
import {
  COUNTRY_CITY_FILTER_FIELDS,
  CountryCityFilters,
  PlaceNameFields,
  placeNameValues,
  usePlaceColumns,
  usePlacePageTexts,
} from '../components/place-page';
import { RecordListPage } from '../../shell/record-list-page';
import { PLACES_CACHE } from '../api/resources';
import { SortOrderField } from '../components/sort-order-field';

// Buildings and universities take the same payload (adminUniversityRequestSchema is the same shape).
type Values = z.input<typeof adminBuildingRequestSchema>;
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
  const config = KINDS[kind];
  const texts = usePlacePageTexts(kind);
  const columns = usePlaceColumns();
  return (
    <RecordListPage<AdminCityPlace, Values, Output>
      {...PLACES_CACHE}
      key={kind}
      listPath={config.listPath}
      recordPath={config.recordPath}
      defaultSort={{ sort: 'city', direction: 'asc' }}
      {...texts}
      rowName={(row) => row.name}
      filterFields={COUNTRY_CITY_FILTER_FIELDS}
      filters={(filters) => <CountryCityFilters filters={filters} />}
      columns={[columns.name, columns.city, columns.sortOrder]}
      form={{
        schema: adminBuildingRequestSchema,
        blank: () => ({ city_id: '', ...placeNameValues() }),
        fromRow: (row) => ({ city_id: String(row.city_id), ...placeNameValues(row) }),
        render: (form, editing) => (
          <>
            <div className="admin-form__row">
              <CityField
                control={form.control}
                idPrefix={kind}
                initialCountryId={editing?.country_id}
              />
              <SortOrderField form={form} />
            </div>
            <PlaceNameFields form={form} maxLength={config.maxLength} />
          </>
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
