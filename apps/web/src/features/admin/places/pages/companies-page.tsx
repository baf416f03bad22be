import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import {
  COMPANY_ADDRESS_MAX,
  COMPANY_NAME_MAX,
  FIELD_LIMITS,
  COMPANY_PHONE_MAX_LENGTH,
  adminCompanyRequestSchema,
  adminPaths,
  keepCompanyPhoneCharacters,
  type AdminCompany,
} from '@storefront/shared';
import { InputField } from '../../common/input-field';
import { FormOptionsField } from '../components/place-selects';
import { useBuildingOptions } from '../api/place-options';
import { CityField } from '../components/city-field';
import { TextsFields, blankTexts, filledTexts } from '../../shell/texts-fields';
import {
  COUNTRY_CITY_FILTER_FIELDS,
  CountryCityFilters,
  usePlaceColumns,
  usePlacePageTexts,
} from '../components/place-page';
import { RecordListPage } from '../../shell/record-list-page';
import { PLACES_CACHE } from '../api/resources';
import { adminHref } from '../../shell/section';
import { SortOrderField } from '../components/sort-order-field';

type Values = z.input<typeof adminCompanyRequestSchema>;
type Output = z.output<typeof adminCompanyRequestSchema>;

/** The company form's fields: place (country → city → optional building), contact, texts. */
function CompanyFields({
  form,
  editing,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  editing: AdminCompany | null;
}) {
  const { t } = useTranslation();
  const [place, setPlace] = useState({
    countryId: editing?.country_id,
    cityId: editing?.city_id,
  });
  const buildings = useBuildingOptions(place.countryId, place.cityId);
  return (
    <>
      <div className="admin-form__row">
        <CityField
          control={form.control}
          idPrefix="company"
          initialCountryId={editing?.country_id}
          onCityChange={(countryId, cityId) => {
            setPlace({ countryId, cityId });
            form.setValue('building_id', '');
          }}
        />
        <FormOptionsField
          form={form}
          name="building_id"
          id="company-building"
          label={t('admin_places.common.building')}
          query={buildings}
          placeholder={t('admin_places.common.no_building')}
          emptyText={t('admin_places.common.no_building')}
          blocked={place.cityId === undefined}
          blockedText={t('admin_places.common.city_first')}
        />
      </div>
      <div className="admin-form__row">
        <InputField
          form={form}
          name="email"
          id="company-email"
          label={t('admin_places.companies.email')}
          type="email"
          maxLength={FIELD_LIMITS.email}
          aria-required
        />
        <InputField
          form={form}
          name="phone"
          id="company-phone"
          label={t('admin_places.companies.phone')}
          type="tel"
          inputMode="tel"
          maxLength={COMPANY_PHONE_MAX_LENGTH}
          aria-required
          keep={keepCompanyPhoneCharacters}
        />
        <SortOrderField form={form} />
      </div>
      <TextsFields
        form={form}
        group="texts"
        legend={t('admin_places.companies.texts')}
        fields={[
          {
            key: 'name',
            label: t('admin_places.common.name'),
            maxLength: COMPANY_NAME_MAX,
            required: true,
          },
          {
            key: 'address',
            label: t('admin_places.companies.address'),
            maxLength: COMPANY_ADDRESS_MAX,
          },
        ]}
      />
    </>
  );
}

/** Back office: companies, their place, contact and texts (issue 7 item 4). */
export default function CompaniesPage() {
  const { t } = useTranslation();
  const texts = usePlacePageTexts('companies');
  const columns = usePlaceColumns();
  return (
    <RecordListPage<AdminCompany, Values, Output>
      {...PLACES_CACHE}
      listPath={adminPaths.companies}
      recordPath={adminPaths.company}
      defaultSort={{ sort: 'name', direction: 'asc' }}
      {...texts}
      searchLabel={t('admin_places.companies.search')}
      rowName={(row) => row.name}
      filterFields={COUNTRY_CITY_FILTER_FIELDS}
      filters={(filters) => <CountryCityFilters filters={filters} />}
      columns={[
        columns.name,
        columns.city,
        {
          id: 'building',
          header: t('admin_places.common.building'),
          sortKey: 'building',
          cell: (row) => row.building_name ?? '—',
        },
        {
          id: 'contact',
          header: t('admin_places.companies.email'),
          sortKey: 'email',
          cell: (row) => (
            <span className="admin-places__stack">
              <span dir="ltr">{row.email}</span>
              <span className="admin-places__muted" dir="ltr">
                {row.phone}
              </span>
            </span>
          ),
        },
        {
          id: 'plans',
          header: t('admin_places.companies.plans'),
          cell: (row) => (
            <Link to={`${adminHref('places', 'plans')}?company_id=${row.id}`}>
              {t('admin_places.companies.plans')}
            </Link>
          ),
        },
      ]}
      form={{
        schema: adminCompanyRequestSchema,
        blank: () => ({
          city_id: '',
          building_id: '',
          email: '',
          phone: '',
          sort_order: 0,
          texts: blankTexts(['name', 'address']),
        }),
        fromRow: (row) => ({
          city_id: String(row.city_id),
          building_id: row.building_id === null ? '' : String(row.building_id),
          email: row.email,
          phone: row.phone,
          sort_order: row.sort_order,
          texts: filledTexts(['name', 'address'], row.texts),
        }),
        render: (form, editing) => <CompanyFields form={form} editing={editing} />,
      }}
    />
  );
}
