import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  PLACE_NAME_MAX,
  adminCountryRequestSchema,
  adminPaths,
  type AdminCountry,
} from '@storefront/shared';
import { InputField } from '../../common/input-field';
import { numberColumn } from '../../shell/admin-table';
import { NamedPlaceListPage } from '../components/named-place-list-page';

type Output = z.output<typeof adminCountryRequestSchema>;

/** Back office: the countries of the registration form (issue 7 item 4). */
export default function CountriesPage() {
  const { t } = useTranslation();
  return (
    <NamedPlaceListPage<AdminCountry, { iso_code: string }, Output>
      kind="countries"
      listPath={adminPaths.countries}
      recordPath={adminPaths.country}
      defaultSort={{ sort: 'sort_order', direction: 'asc' }}
      maxLength={PLACE_NAME_MAX.country}
      columns={[
        {
          id: 'iso',
          header: t('admin_places.countries.iso_code'),
          sortKey: 'iso_code',
          cell: (row) => <span className="admin-places__code">{row.iso_code}</span>,
        },
        numberColumn('cities', t('admin_places.countries.cities'), (row) => row.cities, 'cities'),
      ]}
      form={{
        schema: adminCountryRequestSchema,
        blank: () => ({ iso_code: '' }),
        fromRow: (row) => ({ iso_code: row.iso_code }),
        field: (form) => (
          <InputField
            form={form}
            name="iso_code"
            id="country-iso"
            text="admin_places.countries.iso_code"
            type="text"
            maxLength={2}
            dir="ltr"
            autoCapitalize="characters"
            aria-required
          />
        ),
      }}
    />
  );
}
