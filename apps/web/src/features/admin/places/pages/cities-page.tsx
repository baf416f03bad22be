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
import { NamedPlaceListPage } from '../components/named-place-list-page';
import { CountryFilter, CountrySelect } from '../components/place-selects';

type Output = z.output<typeof adminCityRequestSchema>;

/** Back office: the cities of each country (issue 7 item 4). */
export default function CitiesPage() {
  const { t } = useTranslation();
  return (
    <NamedPlaceListPage<AdminCity, { country_id: string }, Output>
      kind="cities"
      listPath={adminPaths.cities}
      recordPath={adminPaths.city}
      defaultSort={{ sort: 'country', direction: 'asc' }}
      maxLength={PLACE_NAME_MAX.city}
      filterFields={['country_id']}
      filters={(filters) => <CountryFilter value={filters.country_id} />}
      columns={[
        {
          id: 'country',
          header: t('admin_places.common.country'),
          sortKey: 'country',
          cell: (row) => row.country_name,
        },
      ]}
      form={{
        schema: adminCityRequestSchema,
        blank: () => ({ country_id: '' }),
        fromRow: (row) => ({ country_id: String(row.country_id) }),
        field: (form) => (
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
        ),
      }}
    />
  );
}
