import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  PLACE_NAME_MAX,
  adminCityRequestSchema,
  adminPaths,
  type AdminCity,
} from '@storefront/shared';
import { selectValue } from '../api/place-options';
import {
  PlaceNameFields,
  placeNameValues,
  usePlaceColumns,
  usePlacePageTexts,
} from '../components/place-page';
import { CountryFilter, CountrySelect } from '../components/place-selects';
import { RecordListPage } from '../../shell/record-list-page';
import { PLACES_CACHE } from '../api/resources';
import { SortOrderField } from '../components/sort-order-field';

type Values = z.input<typeof adminCityRequestSchema>;
type Output = z.output<typeof adminCityRequestSchema>;

/** Back office: the cities of each country (issue 7 item 4). */
export default function CitiesPage() {
  const { t } = useTranslation();
  const texts = usePlacePageTexts('cities');
  const columns = usePlaceColumns();
  return (
    <RecordListPage<AdminCity, Values, Output>
      {...PLACES_CACHE}
      listPath={adminPaths.cities}
      recordPath={adminPaths.city}
      defaultSort={{ sort: 'country', direction: 'asc' }}
      {...texts}
      rowName={(row) => row.name}
      filterFields={['country_id']}
      filters={(filters) => <CountryFilter value={filters.country_id} />}
      columns={[
        columns.name,
        {
          id: 'country',
          header: t('admin_places.common.country'),
          sortKey: 'country',
          cell: (row) => row.country_name,
        },
        columns.sortOrder,
      ]}
      form={{
        schema: adminCityRequestSchema,
        blank: () => ({ country_id: '', ...placeNameValues() }),
        fromRow: (row) => ({ country_id: String(row.country_id), ...placeNameValues(row) }),
        render: (form) => (
          <>
            <div className="admin-form__row">
              <Controller
                control={form.control}
                name="country_id"
                render={({ field, fieldState }) => (
                  <CountrySelect
                    id="city-country"
                    value={selectValue(field.value)}
                    error={fieldState.error}
                    onChange={field.onChange}
                  />
                )}
              />
              <SortOrderField form={form} />
            </div>
            <PlaceNameFields form={form} maxLength={PLACE_NAME_MAX.city} />
          </>
        ),
      }}
    />
  );
}
