import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { profileUpdateRequestSchema, type Profile } from '@storefront/shared';
import { FormField, PhoneField, SubmitButton, useSubmitForm } from '../../../ui/form';
import { CountryCityFields, PlaceStepField, usePlaceCascade } from '../../../ui/place-fields';
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
  const update = useUpdateProfile();
  const { form, field, ids, formProps, busy } = useSubmitForm({
    schema: profileUpdateRequestSchema,
    defaults: valuesOf(profile),
    fields: FIELDS,
    submit: async (values) => {
      const { text } = await update.mutateAsync(values);
      notify.success(text);
      onDone();
    },
  });
  const cascade = usePlaceCascade(form, ['country_id', 'city_id', 'company_id']);

  // Entering edit mode puts the cursor in the first field, with the form's first paint.
  const { setFocus } = form;
  useLayoutEffect(() => {
    setFocus('first_name');
  }, [setFocus]);

  return (
    <form className="profile-form" aria-labelledby={headingId} {...formProps}>
      <div className="form-row">
        <FormField
          {...field('first_name')}
          label={t('dashboard.first_name')}
          kind="name"
          autoComplete="given-name"
        />
        <FormField
          {...field('last_name')}
          label={t('dashboard.last_name')}
          kind="name"
          autoComplete="family-name"
        />
      </div>
      <div className="form-row">
        <FormField {...field('email')} label={t('dashboard.email')} kind="email" />
        <PhoneField {...field('mobile_number')} label={t('dashboard.mobile')} />
      </div>
      <CountryCityFields cascade={cascade} ids={ids} />
      <PlaceStepField
        cascade={cascade}
        step="company_id"
        id={ids.company_id}
        placeholder={t('places.no_company')}
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
