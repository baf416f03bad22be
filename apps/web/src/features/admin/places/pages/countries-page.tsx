import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  PLACE_NAME_MAX,
  adminCountryRequestSchema,
  adminPaths,
  type AdminCountry,
} from '@storefront/shared';
import { Field, describedBy } from '../../../../ui/form';
import { TextsFields, blankTexts, filledTexts } from '../../shell/texts-fields';
import { RecordListPage } from '../../shell/record-list-page';
import { PLACES_CACHE } from '../api/resources';
import { SortOrderField } from '../components/sort-order-field';

type Values = z.input<typeof adminCountryRequestSchema>;
type Output = z.output<typeof adminCountryRequestSchema>;

/** Back office: the countries of the registration form (issue 7 item 4). */
export default function CountriesPage() {
  const { t } = useTranslation();
  return (
    <RecordListPage<AdminCountry, Values, Output>
      {...PLACES_CACHE}
      listPath={adminPaths.countries}
      recordPath={adminPaths.country}
      defaultSort={{ sort: 'sort_order', direction: 'asc' }}
      title={t('admin_places.countries.title')}
      caption={t('admin_places.countries.caption')}
      emptyText={t('admin_places.countries.empty')}
      newLabel={t('admin_places.countries.new')}
      editLabel={t('admin_places.countries.edit')}
      rowName={(row) => row.name}
      columns={[
        {
          id: 'name',
          header: t('admin_places.common.name'),
          sortKey: 'name',
          cell: (row) => row.name,
        },
        {
          id: 'iso',
          header: t('admin_places.countries.iso_code'),
          sortKey: 'iso_code',
          cell: (row) => <span className="admin-places__code">{row.iso_code}</span>,
        },
        {
          id: 'cities',
          header: t('admin_places.countries.cities'),
          sortKey: 'cities',
          align: 'end',
          cell: (row) => row.cities,
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
        schema: adminCountryRequestSchema,
        blank: () => ({ iso_code: '', sort_order: 0, names: blankTexts(['name']) }),
        fromRow: (row) => ({
          iso_code: row.iso_code,
          sort_order: row.sort_order,
          names: filledTexts(['name'], row.names),
        }),
        render: (form) => {
          const { errors } = form.formState;
          return (
            <>
              <div className="admin-form__row">
                <Field
                  id="country-iso"
                  label={t('admin_places.countries.iso_code')}
                  error={errors.iso_code}
                  hint={t('admin_places.countries.iso_hint')}
                >
                  <input
                    type="text"
                    maxLength={2}
                    dir="ltr"
                    autoCapitalize="characters"
                    aria-required
                    {...form.register('iso_code')}
                    {...describedBy('country-iso', errors.iso_code, true)}
                  />
                </Field>
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
                    maxLength: PLACE_NAME_MAX.country,
                    required: true,
                  },
                ]}
              />
            </>
          );
        },
      }}
    />
  );
}
