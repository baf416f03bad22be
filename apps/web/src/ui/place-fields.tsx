import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { idOf, useCities, useCountries } from '../lib/geo';
import { Field, PlaceSelect, describedBy, type ListOption } from './form';

type PlaceSelectProps = Parameters<typeof PlaceSelect>[0];

/** One labelled step of the cascade: a registered select with its error (spec §4). */
export function PlaceField({
  id,
  label,
  error,
  field,
  ...select
}: Omit<PlaceSelectProps, 'id' | 'ref'> & {
  id: string;
  label: string;
  error: FieldError | undefined;
  /** `register('city_id', { onChange })`: the form's registration of the select. */
  field: UseFormRegisterReturn;
}) {
  return (
    <Field id={id} label={label} error={error}>
      <PlaceSelect {...field} {...select} {...describedBy(id, error)} />
    </Field>
  );
}

export interface CascadeStep {
  id: string;
  field: UseFormRegisterReturn;
  value: string;
  error: FieldError | undefined;
}

/**
 * Country then city, side by side: the first two steps of the cascade that register and profile
 * share (spec §4). Each step's registration carries its own `onChange` that clears what depends
 * on it; the options come from the geo calls in the caller's language.
 */
export function CountryCityFields({ country, city }: { country: CascadeStep; city: CascadeStep }) {
  const { t } = useTranslation();
  const countryId = idOf(country.value);
  const countries = useCountries();
  const cities = useCities(countryId);
  const options = <T,>(rows: T[] | undefined, option: (row: T) => ListOption) => rows?.map(option);
  return (
    <div className="form-row">
      <PlaceField
        id={country.id}
        label={t('places.country')}
        error={country.error}
        field={country.field}
        autoComplete="country"
        value={country.value}
        options={options(countries.data, (row) => ({ id: row.id, label: row.country_name }))}
        placeholder={t('places.choose_country')}
        loading={countries.isPending}
        emptyText={t('places.load_failed')}
      />
      <PlaceField
        id={city.id}
        label={t('places.city')}
        error={city.error}
        field={city.field}
        value={city.value}
        options={options(cities.data, (row) => ({ id: row.id, label: row.city_name }))}
        placeholder={t('places.choose_city')}
        needs={{ country: countryId !== undefined }}
        loading={cities.isPending}
        emptyText={t('no_cities')}
      />
    </div>
  );
}
