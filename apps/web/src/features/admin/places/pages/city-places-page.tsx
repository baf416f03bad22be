import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  PLACE_NAME_MAX,
  adminBuildingRequestSchema,
  adminPaths,
  type AdminCityPlace,
} from '@storefront/shared';
import { idOf } from '../api/place-options';
import { CityField } from '../components/city-field';
import { TextsFields, blankTexts, filledTexts } from '../../shell/texts-fields';
import { CityFilter, CountryFilter } from '../components/place-selects';
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
  const { t } = useTranslation();
  const config = KINDS[kind];
  return (
    <RecordListPage<AdminCityPlace, Values, Output>
      {...PLACES_CACHE}
      key={kind}
      listPath={config.listPath}
      recordPath={config.recordPath}
      defaultSort={{ sort: 'city', direction: 'asc' }}
      title={t(`admin_places.${kind}.title`)}
      caption={t(`admin_places.${kind}.caption`)}
      emptyText={t(`admin_places.${kind}.empty`)}
      newLabel={t(`admin_places.${kind}.new`)}
      editLabel={t(`admin_places.${kind}.edit`)}
      rowName={(row) => row.name}
      filterFields={['country_id', 'city_id']}
      filters={(filters) => (
        <>
          <CountryFilter value={filters.country_id} />
          <CityFilter countryId={idOf(filters.country_id)} value={filters.city_id} />
        </>
      )}
      columns={[
        {
          id: 'name',
          header: t('admin_places.common.name'),
          sortKey: 'name',
          cell: (row) => row.name,
        },
        {
          id: 'city',
          header: t('admin_places.common.city'),
          sortKey: 'city',
          cell: (row) => (
            <span className="admin-places__stack">
              <span>{row.city_name}</span>
              <span className="admin-places__muted">{row.country_name}</span>
            </span>
          ),
        },
        {
          id: 'order',
          header: t('admin_places.common.sort_order'),
          sortKey: 'sort_order',
          align: 'end',
          cell: (row) => row.sort_order,
        },
      ]}
      form={{
        schema: adminBuildingRequestSchema,
        blank: () => ({ city_id: '', sort_order: 0, names: blankTexts(['name']) }),
        fromRow: (row) => ({
          city_id: String(row.city_id),
          sort_order: row.sort_order,
          names: filledTexts(['name'], row.names),
        }),
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
            <TextsFields
              form={form}
              group="names"
              legend={t('admin_places.common.names')}
              fields={[
                {
                  key: 'name',
                  label: t('admin_places.common.name'),
                  maxLength: config.maxLength,
                  required: true,
                },
              ]}
            />
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
