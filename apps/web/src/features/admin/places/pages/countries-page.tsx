import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  PLACE_NAME_MAX,
  adminCountryRequestSchema,
  adminPaths,
  type AdminCountry,
} from '@storefront/shared';
import { InputField } from '../../common/input-field';
import {
  PlaceNameFields,
  placeNameValues,
  usePlaceColumns,
  usePlacePageTexts,
} from '../components/place-page';
import { RecordListPage } from '../../shell/record-list-page';
import { numberColumn } from '../../shell/admin-table';
import { PLACES_CACHE } from '../api/resources';
import { SortOrderField } from '../components/sort-order-field';

type Values = z.input<typeof adminCountryRequestSchema>;
type Output = z.output<typeof adminCountryRequestSchema>;

/** Back office: the countries of the registration form (issue 7 item 4). */
export default function CountriesPage() {
  const { t } = useTranslation();
  const texts = usePlacePageTexts('countries');
  const columns = usePlaceColumns();
  return (
    <RecordListPage<AdminCountry, Values, Output>
      {...PLACES_CACHE}
      listPath={adminPaths.countries}
      recordPath={adminPaths.country}
      defaultSort={{ sort: 'sort_order', direction: 'asc' }}
      {...texts}
      rowName={(row) => row.name}
      columns={[
        columns.name,
        {
          id: 'iso',
          header: t('admin_places.countries.iso_code'),
          sortKey: 'iso_code',
          cell: (row) => <span className="admin-places__code">{row.iso_code}</span>,
        },
        numberColumn('cities', t('admin_places.countries.cities'), (row) => row.cities, 'cities'),
        columns.sortOrder,
      ]}
      form={{
        schema: adminCountryRequestSchema,
        blank: () => ({ iso_code: '', ...placeNameValues() }),
        fromRow: (row) => ({ iso_code: row.iso_code, ...placeNameValues(row) }),
        render: (form) => (
          <>
            <div className="admin-form__row">
              <InputField
                form={form}
                name="iso_code"
                id="country-iso"
                label={t('admin_places.countries.iso_code')}
                hint={t('admin_places.countries.iso_hint')}
                type="text"
                maxLength={2}
                dir="ltr"
                autoCapitalize="characters"
                aria-required
              />
              <SortOrderField form={form} />
            </div>
            <PlaceNameFields form={form} maxLength={PLACE_NAME_MAX.country} />
          </>
        ),
      }}
    />
  );
}
