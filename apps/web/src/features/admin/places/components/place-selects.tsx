import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, ListSelect, describedBy } from '../../../../ui/form';
import { AdminFilter } from '../../shell/admin-page';
import { useCityOptions, useCountryOptions } from '../api/place-options';

/** A list filter over the countries (`country_id`). */
export function CountryFilter({ value }: { value: string | undefined }) {
  const { t } = useTranslation();
  const countries = useCountryOptions();
  return (
    <AdminFilter label={t('admin_places.common.country')}>
      <select
        // Mounted again once the choices arrive, so the URL's filter shows as chosen.
        key={countries.data ? 'loaded' : 'loading'}
        name="country_id"
        defaultValue={value ?? ''}
      >
        <option value="">{t('admin_places.common.any_country')}</option>
        {countries.data?.map((country) => (
          <option key={country.id} value={country.id}>
            {country.label}
          </option>
        ))}
      </select>
    </AdminFilter>
  );
}

/** A list filter over the cities of the chosen country filter (`city_id`). */
export function CityFilter({
  countryId,
  value,
}: {
  countryId: number | undefined;
  value: string | undefined;
}) {
  const { t } = useTranslation();
  const cities = useCityOptions(countryId);
  return (
    <AdminFilter label={t('admin_places.common.city')}>
      <select
        key={cities.data ? 'loaded' : 'loading'}
        name="city_id"
        defaultValue={value ?? ''}
        disabled={countryId === undefined}
      >
        <option value="">
          {countryId === undefined
            ? t('admin_places.common.country_first')
            : t('admin_places.common.any_city')}
        </option>
        {cities.data?.map((city) => (
          <option key={city.id} value={city.id}>
            {city.label}
          </option>
        ))}
      </select>
    </AdminFilter>
  );
}

interface SelectProps {
  id: string;
  value: string;
  error: FieldError | undefined;
  onChange: (value: string) => void;
}

/** The form's country select (the first of the cascade). */
export function CountrySelect({ id, value, error, onChange }: SelectProps) {
  const { t } = useTranslation();
  const countries = useCountryOptions();
  return (
    <Field id={id} label={t('admin_places.common.country')} error={error}>
      <ListSelect
        options={countries.data}
        placeholder={t('admin_places.common.choose_country')}
        loading={countries.isLoading}
        loadingText={t('admin_places.common.loading')}
        emptyText={t('admin_places.common.choose_country')}
        value={value}
        aria-required
        onChange={(event) => onChange(event.target.value)}
        {...describedBy(id, error)}
      />
    </Field>
  );
}

/** The form's city select: the cities of the chosen country. */
export function CitySelect({
  id,
  countryId,
  value,
  error,
  onChange,
}: SelectProps & { countryId: number | undefined }) {
  const { t } = useTranslation();
  const cities = useCityOptions(countryId);
  return (
    <Field id={id} label={t('admin_places.common.city')} error={error}>
      <ListSelect
        options={cities.data}
        placeholder={t('admin_places.common.choose_city')}
        loading={cities.isLoading}
        loadingText={t('admin_places.common.loading')}
        emptyText={t('admin_places.common.no_cities')}
        blocked={countryId === undefined}
        blockedText={t('admin_places.common.country_first')}
        value={value}
        aria-required
        onChange={(event) => onChange(event.target.value)}
        {...describedBy(id, error)}
      />
    </Field>
  );
}
