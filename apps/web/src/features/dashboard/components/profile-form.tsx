import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { profileUpdateRequestSchema, type Profile } from '@storefront/shared';
import { idOf, useCompanies } from '../../../lib/geo';
import {
  Field,
  describedBy,
  EmailInput,
  NameInput,
  PhoneInput,
  showServerErrors,
  SubmitButton,
} from '../../../ui/form';
import { CountryCityFields, PlaceField } from '../../../ui/place-fields';
import { notify } from '../../../ui/toast';
import { useUpdateProfile } from '../api/update-profile';

interface ProfileValues {
  first_name: string;
  last_name: string;
  email: string;
  mobile_number: string;
  country_id: string;
  city_id: string;
  company_id: string;
}
type ProfileOutput = z.output<typeof profileUpdateRequestSchema>;
type FieldName = keyof ProfileValues;
const FIELDS: readonly FieldName[] = [
  'first_name',
  'last_name',
  'email',
  'mobile_number',
  'country_id',
  'city_id',
  'company_id',
];

function valuesOf(profile: Profile): ProfileValues {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    email: profile.email,
    mobile_number: profile.mobile_number,
    country_id: profile.country_id ? String(profile.country_id) : '',
    city_id: profile.city_id ? String(profile.city_id) : '',
    company_id: profile.company_id ? String(profile.company_id) : '',
  };
}

/**
 * Edit profile (spec §2 dashboard): first and last name, e-mail, mobile (9 to 15 digits, "Mobile
 * number must be between 9 and 15 digits."), and the country → city → company cascade of the
 * registration form (spec §4), validated by the shared schema.
 */
export function ProfileForm({
  profile,
  headingId,
  onDone,
}: {
  profile: Profile;
  headingId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const ids = Object.fromEntries(FIELDS.map((name) => [name, `${id}-${name}`])) as Record<
    FieldName,
    string
  >;
  const update = useUpdateProfile();
  const firstField = useRef<HTMLInputElement | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<ProfileValues, unknown, ProfileOutput>({
    resolver: zodResolver(profileUpdateRequestSchema) as unknown as Resolver<
      ProfileValues,
      unknown,
      ProfileOutput
    >,
    defaultValues: valuesOf(profile),
  });
  const [countryValue, cityValue, companyValue] = useWatch({
    control,
    name: ['country_id', 'city_id', 'company_id'],
  });
  const countryId = idOf(countryValue);
  const cityId = idOf(cityValue);
  const companies = useCompanies({ countryId, cityId });

  // Entering edit mode puts the cursor in the first field.
  useEffect(() => {
    firstField.current?.focus();
  }, []);

  const clear = (...names: Array<'city_id' | 'company_id'>) => {
    for (const name of names) setValue(name, '', { shouldValidate: isSubmitted });
  };

  const firstNameField = register('first_name');
  const lastNameField = register('last_name');
  const mobileField = register('mobile_number');

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { text } = await update.mutateAsync({
        first_name: values.first_name,
        last_name: values.last_name,
        email: values.email,
        mobile_number: values.mobile_number,
        country_id: values.country_id,
        city_id: values.city_id,
        company_id: values.company_id,
      });
      notify.success(text);
      onDone();
    } catch (error) {
      const answered = showServerErrors(error, FIELDS, setError);
      notify.error(answered ? answered.responseText : t('common.network_error'));
    }
  });

  const busy = isSubmitting || update.isPending;

  return (
    <form
      className="profile-form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void onSubmit(event)}
    >
      <div className="form-row">
        <Field id={ids.first_name} label={t('dashboard.first_name')} error={errors.first_name}>
          <NameInput
            autoComplete="given-name"
            {...firstNameField}
            ref={(element) => {
              firstNameField.ref(element);
              firstField.current = element;
            }}
            {...describedBy(ids.first_name, errors.first_name)}
          />
        </Field>
        <Field id={ids.last_name} label={t('dashboard.last_name')} error={errors.last_name}>
          <NameInput
            autoComplete="family-name"
            {...lastNameField}
            {...describedBy(ids.last_name, errors.last_name)}
          />
        </Field>
      </div>
      <div className="form-row">
        <Field id={ids.email} label={t('dashboard.email')} error={errors.email}>
          <EmailInput {...register('email')} {...describedBy(ids.email, errors.email)} />
        </Field>
        <Field
          id={ids.mobile_number}
          label={t('dashboard.mobile')}
          error={errors.mobile_number}
          hint={t('register.phone_hint')}
        >
          <PhoneInput
            {...mobileField}
            {...describedBy(ids.mobile_number, errors.mobile_number, true)}
          />
        </Field>
      </div>
      <CountryCityFields
        country={{
          id: ids.country_id,
          field: register('country_id', { onChange: () => clear('city_id', 'company_id') }),
          value: countryValue,
          error: errors.country_id,
        }}
        city={{
          id: ids.city_id,
          field: register('city_id', { onChange: () => clear('company_id') }),
          value: cityValue,
          error: errors.city_id,
        }}
      />
      <PlaceField
        id={ids.company_id}
        label={t('places.company')}
        error={errors.company_id}
        field={register('company_id')}
        value={companyValue}
        options={companies.data?.map((company) => ({
          id: company.id,
          label: company.company_name,
        }))}
        placeholder={t('places.no_company')}
        needs={{ country: countryId !== undefined, city: cityId !== undefined }}
        loading={companies.isPending}
        emptyText={t('places.no_companies')}
      />
      <div className="profile-form__actions">
        <SubmitButton busy={busy} label={t('dashboard.save')} busyLabel={t('dashboard.saving')} />
        <button type="button" className="button button--ghost" onClick={onDone} disabled={busy}>
          {t('dashboard.cancel')}
        </button>
      </div>
    </form>
  );
}
