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
import { TextsFields, blankTexts, filledTexts } from '../../shell/texts-fields';
import { CountryFilter, CountrySelect } from '../components/place-selects';
import { RecordListPage } from '../../shell/record-list-page';
import { PLACES_CACHE } from '../api/resources';
import { SortOrderField } from '../components/sort-order-field';

type Values = z.input<typeof adminCityRequestSchema>;
type Output = z.output<typeof adminCityRequestSchema>;

/** Back office: the cities of each country (issue 7 item 4). */
export default function CitiesPage() {
  const { t } = useTranslation();
  return (
    <RecordListPage<AdminCity, Values, Output>
      {...PLACES_CACHE}
      listPath={adminPaths.cities}
      recordPath={adminPaths.city}
      defaultSort={{ sort: 'country', direction: 'asc' }}
      title={t('admin_places.cities.title')}
      caption={t('admin_places.cities.caption')}
      emptyText={t('admin_places.cities.empty')}
      newLabel={t('admin_places.cities.new')}
      editLabel={t('admin_places.cities.edit')}
      rowName={(row) => row.name}
      filterFields={['country_id']}
      filters={(filters) => <CountryFilter value={filters.country_id} />}
      columns={[
        {
          id: 'name',
          header: t('admin_places.common.name'),
          sortKey: 'name',
          cell: (row) => row.name,
        },
        {
          id: 'country',
          header: t('admin_places.common.country'),
          sortKey: 'country',
          cell: (row) => row.country_name,
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
        schema: adminCityRequestSchema,
        blank: () => ({ country_id: '', sort_order: 0, names: blankTexts(['name']) }),
        fromRow: (row) => ({
          country_id: String(row.country_id),
          sort_order: row.sort_order,
          names: filledTexts(['name'], row.names),
        }),
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
            <TextsFields
              form={form}
              group="names"
              legend={t('admin_places.common.names')}
              fields={[
                {
                  key: 'name',
                  label: t('admin_places.common.name'),
                  maxLength: PLACE_NAME_MAX.city,
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
