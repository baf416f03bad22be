import type { ComponentProps } from 'react';
import { Controller, type FieldError, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, ListSelect, describedBy, type ListOption } from '../../../../ui/form';
import type { FormFieldProps } from '../../common/input-field';
import { OptionsFilter } from '../../shell/admin-page';
import {
  selectValue,
  useCityOptions,
  useCompanyOptions,
  useCountryOptions,
} from '../api/place-options';

/** A list filter over the countries (`country_id`). */
export function CountryFilter({ value }: { value: string | undefined }) {
  const { t } = useTranslation();
  return (
    <OptionsFilter
      label={t('admin_places.common.country')}
      name="country_id"
      value={value}
      options={useCountryOptions().data}
      any={t('admin_places.common.any_country')}
    />
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
  return (
    <OptionsFilter
      label={t('admin_places.common.city')}
      name="city_id"
      value={value}
      options={useCityOptions(countryId).data}
      any={
        countryId === undefined
          ? t('admin_places.common.country_first')
          : t('admin_places.common.any_city')
      }
      disabled={countryId === undefined}
    />
  );
}

/** A list filter over the companies (`company_id`): plans and subscriptions. */
export function CompanyFilter({ label, value }: { label: string; value: string | undefined }) {
  const { t } = useTranslation();
  return (
    <OptionsFilter
      label={label}
      name="company_id"
      value={value}
      options={useCompanyOptions().data}
      any={t('admin_places.plans.any_company')}
      className="admin-places__select"
    />
  );
}

/**
 * A form's select over loaded choices (a step of the country → city → building cascade, a
 * plan's company), its label, hint and error tied to it.
 */
export function OptionsField({
  id,
  label,
  hint,
  error,
  query,
  placeholder,
  emptyText,
  blockedText,
  ...select
}: Omit<ComponentProps<typeof ListSelect>, 'options' | 'loading' | 'loadingText' | 'id'> & {
  id: string;
  label: string;
  hint?: string;
  error: FieldError | undefined;
  query: { data: ListOption[] | undefined; isLoading: boolean };
}) {
  const { t } = useTranslation();
  return (
    <Field id={id} label={label} error={error} {...(hint === undefined ? {} : { hint })}>
      <ListSelect
        options={query.data}
        placeholder={placeholder}
        loading={query.isLoading}
        loadingText={t('admin_places.common.loading')}
        emptyText={emptyText}
        blockedText={blockedText}
        {...select}
        {...describedBy(id, error, hint !== undefined)}
      />
    </Field>
  );
}

/**
 * An `OptionsField` holding a form's value (a company's building, a plan's company): the chosen
 * id, its error under it.
 */
export function FormOptionsField<Values extends FieldValues>({
  form,
  name,
  ...props
}: Omit<ComponentProps<typeof OptionsField>, 'form' | 'name' | 'value' | 'onChange' | 'error'> &
  Pick<FormFieldProps<Values>, 'form' | 'name'>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <OptionsField
          {...props}
          error={fieldState.error}
          value={selectValue(field.value)}
          onChange={(event) => field.onChange(event.target.value)}
        />
      )}
    />
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
  return (
    <OptionsField
      id={id}
      label={t('admin_places.common.country')}
      error={error}
      query={useCountryOptions()}
      placeholder={t('admin_places.common.choose_country')}
      emptyText={t('admin_places.common.choose_country')}
      value={value}
      aria-required
      onChange={(event) => onChange(event.target.value)}
    />
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
  return (
    <OptionsField
      id={id}
      label={t('admin_places.common.city')}
      error={error}
      query={useCityOptions(countryId)}
      placeholder={t('admin_places.common.choose_city')}
      emptyText={t('admin_places.common.no_cities')}
      blocked={countryId === undefined}
      blockedText={t('admin_places.common.country_first')}
      value={value}
      aria-required
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
