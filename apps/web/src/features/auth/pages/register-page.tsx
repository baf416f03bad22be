import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { FIELD_LIMITS, USER_TYPES, registerRequestSchema } from '@storefront/shared';
import { paths } from '../../../lib/routing/paths';
import { idOf, useBuildings, useCompanies, useUniversities } from '../../../lib/geo';
import { keepRedirectState } from '../../../lib/session/redirect-target';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  Field,
  FieldErrorText,
  PasswordInput,
  describedBy,
  EmailInput,
  NameInput,
  PhoneInput,
  showServerErrors,
  SubmitButton,
} from '../../../ui/form';
import { CountryCityFields, PlaceField } from '../../../ui/place-fields';
import { PageBanner } from '../../../ui/page-banner';
import { notify } from '../../../ui/toast';
import { useRegister, type RegisterPayload } from '../api/register';
import { AuthBenefits } from '../components/auth-benefits';
import '../components/auth.css';
import '../../../i18n/account-texts';

/** The form's own values: selects and radios hold strings, the checkbox a boolean. */
interface RegisterValues {
  name: string;
  email: string;
  phone_number: string;
  password: string;
  country_id: string;
  city_id: string;
  building_id: string;
  company_id: string;
  university_id: string;
  user_type: '' | '1' | '2';
  is_wholesale: boolean;
}
type RegisterOutput = z.output<typeof registerRequestSchema>;
type FieldName = keyof RegisterValues;

const FIELDS: readonly FieldName[] = [
  'name',
  'email',
  'phone_number',
  'password',
  'country_id',
  'city_id',
  'building_id',
  'company_id',
  'university_id',
  'user_type',
  'is_wholesale',
];

const EMPTY: RegisterValues = {
  name: '',
  email: '',
  phone_number: '',
  password: '',
  country_id: '',
  city_id: '',
  building_id: '',
  company_id: '',
  university_id: '',
  user_type: '',
  is_wholesale: false,
};

/**
 * /register (spec §2): the fields of spec §3's payload with the cascade of spec §4 and the
 * rules of spec §5 (the shared schema is the resolver). Success goes to /login carrying the
 * redirect target.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const ids = Object.fromEntries(FIELDS.map((name) => [name, `${id}-${name}`])) as Record<
    FieldName,
    string
  >;
  useDocumentTitle(t('register.title'));
  const registerAccount = useRegister();

  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<RegisterValues, unknown, RegisterOutput>({
    resolver: zodResolver(registerRequestSchema) as unknown as Resolver<
      RegisterValues,
      unknown,
      RegisterOutput
    >,
    defaultValues: EMPTY,
  });

  const [
    countryValue,
    cityValue,
    buildingValue,
    companyValue,
    universityValue,
    userType,
    wholesale,
  ] = useWatch({
    control,
    name: [
      'country_id',
      'city_id',
      'building_id',
      'company_id',
      'university_id',
      'user_type',
      'is_wholesale',
    ],
  });
  const countryId = idOf(countryValue);
  const cityId = idOf(cityValue);
  // Spec §4: a wholesaler is an office account; office workers and wholesalers pick a building
  // and a company, students a university.
  const office = wholesale || userType === String(USER_TYPES.office);
  const student = !wholesale && userType === String(USER_TYPES.student);

  const buildings = useBuildings({ countryId, cityId }, office);
  const companies = useCompanies({
    countryId,
    cityId,
    buildingId: office ? idOf(buildingValue) : undefined,
  });
  const universities = useUniversities({ countryId, cityId }, student);

  /** Each dependent choice resets when its parent changes (spec §4). */
  const clear = (...names: Array<'city_id' | 'building_id' | 'company_id' | 'university_id'>) => {
    for (const name of names) setValue(name, '', { shouldValidate: isSubmitted });
  };

  const nameField = register('name');
  const phoneField = register('phone_number');

  const onSubmit = handleSubmit(async (values) => {
    const payload: RegisterPayload = {
      name: values.name,
      email: values.email,
      phone_number: values.phone_number,
      password: values.password,
      country_id: values.country_id,
      city_id: values.city_id,
      user_type: values.user_type,
      is_wholesale: values.is_wholesale,
      ...(values.user_type === USER_TYPES.office
        ? { building_id: values.building_id, company_id: values.company_id }
        : { university_id: values.university_id }),
    };
    try {
      const text = await registerAccount.mutateAsync(payload);
      notify.success(text);
      await navigate(paths.login.getHref(), { state: keepRedirectState(location.state) });
    } catch (error) {
      const answered = showServerErrors(error, FIELDS, setError);
      notify.error(answered ? answered.responseText : t('common.network_error'));
    }
  });

  const busy = isSubmitting || registerAccount.isPending;
  const cityChosen = { country: countryId !== undefined, city: cityId !== undefined };
  const typeError = errors.user_type;

  return (
    <>
      <PageBanner title={t('register.title')} />
      <div className="container auth-page">
        <div className="auth-card auth-card--split auth-card--wide">
          <section className="auth-card__main" aria-labelledby={`${id}-heading`}>
            <h2 className="auth-card__title" id={`${id}-heading`}>
              {t('register.heading')}
            </h2>
            <p className="auth-card__intro">{t('register.intro')}</p>

            <form
              className="auth-form"
              noValidate
              aria-labelledby={`${id}-heading`}
              onSubmit={(event) => void onSubmit(event)}
            >
              <fieldset className="form-section">
                <legend className="form-section__title">{t('register.section_you')}</legend>
                <Field
                  id={ids.name}
                  label={t('register.name')}
                  error={errors.name}
                  hint={t('register.name_hint')}
                >
                  <NameInput
                    autoComplete="name"
                    {...nameField}
                    {...describedBy(ids.name, errors.name, true)}
                  />
                </Field>
                <div className="form-row">
                  <Field id={ids.email} label={t('register.email')} error={errors.email}>
                    <EmailInput {...register('email')} {...describedBy(ids.email, errors.email)} />
                  </Field>
                  <Field
                    id={ids.phone_number}
                    label={t('register.phone')}
                    error={errors.phone_number}
                    hint={t('register.phone_hint')}
                  >
                    <PhoneInput
                      {...phoneField}
                      {...describedBy(ids.phone_number, errors.phone_number, true)}
                    />
                  </Field>
                </div>
              </fieldset>

              <fieldset className="form-section">
                <legend className="form-section__title">{t('register.section_place')}</legend>
                <CountryCityFields
                  country={{
                    id: ids.country_id,
                    field: register('country_id', {
                      onChange: () =>
                        clear('city_id', 'building_id', 'company_id', 'university_id'),
                    }),
                    value: countryValue,
                    error: errors.country_id,
                  }}
                  city={{
                    id: ids.city_id,
                    field: register('city_id', {
                      onChange: () => clear('building_id', 'company_id', 'university_id'),
                    }),
                    value: cityValue,
                    error: errors.city_id,
                  }}
                />

                <label className="check">
                  <input
                    type="checkbox"
                    {...register('is_wholesale', {
                      onChange: (event: { target: HTMLInputElement }) => {
                        // Spec §4: ticking wholesaler sets user type to 1 (and hides the choice).
                        if (event.target.checked) {
                          setValue('user_type', '1', { shouldValidate: isSubmitted });
                          clear('university_id');
                        }
                      },
                    })}
                    aria-describedby={`${ids.is_wholesale}-hint`}
                  />
                  <span className="check__text">
                    <span className="check__label">{t('register.wholesaler')}</span>
                    <span className="check__hint" id={`${ids.is_wholesale}-hint`}>
                      {t('register.wholesaler_hint')}
                    </span>
                  </span>
                </label>

                {wholesale ? null : (
                  <fieldset
                    className={`choice-group${typeError ? ' choice-group--invalid' : ''}`}
                    aria-describedby={typeError ? `${ids.user_type}-error` : undefined}
                  >
                    <legend>{t('register.user_type')}</legend>
                    <div className="choice-group__options">
                      {(
                        [
                          [USER_TYPES.office, 'register.office'],
                          [USER_TYPES.student, 'register.student'],
                        ] as const
                      ).map(([value, label]) => (
                        <label className="choice" key={value}>
                          <input
                            type="radio"
                            value={String(value)}
                            {...register('user_type', {
                              onChange: (event: { target: HTMLInputElement }) => {
                                if (event.target.value === String(USER_TYPES.student)) {
                                  // Spec §4: choosing student resets wholesaler to 0.
                                  setValue('is_wholesale', false);
                                  clear('building_id', 'company_id');
                                } else {
                                  clear('university_id');
                                }
                              },
                            })}
                            aria-invalid={typeError ? true : undefined}
                          />
                          {t(label)}
                        </label>
                      ))}
                    </div>
                    <FieldErrorText id={ids.user_type} error={typeError} />
                  </fieldset>
                )}

                {office ? (
                  <div className="form-row">
                    <PlaceField
                      id={ids.building_id}
                      label={t('places.building')}
                      error={errors.building_id}
                      field={register('building_id', { onChange: () => clear('company_id') })}
                      value={buildingValue}
                      options={buildings.data?.map((building) => ({
                        id: building.id,
                        label: building.building_name,
                      }))}
                      placeholder={t('places.choose_building')}
                      needs={cityChosen}
                      loading={buildings.isPending}
                      emptyText={t('places.no_buildings')}
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
                      placeholder={t('places.choose_company')}
                      needs={cityChosen}
                      loading={companies.isPending}
                      emptyText={t('places.no_companies')}
                    />
                  </div>
                ) : null}

                {student ? (
                  <PlaceField
                    id={ids.university_id}
                    label={t('places.university')}
                    error={errors.university_id}
                    field={register('university_id')}
                    value={universityValue}
                    options={universities.data?.map((university) => ({
                      id: university.id,
                      label: university.university_name,
                    }))}
                    placeholder={t('places.choose_university')}
                    needs={cityChosen}
                    loading={universities.isPending}
                    emptyText={t('places.no_universities')}
                  />
                ) : null}
              </fieldset>

              <fieldset className="form-section">
                <legend className="form-section__title">{t('register.section_password')}</legend>
                <Field
                  id={ids.password}
                  label={t('register.password')}
                  error={errors.password}
                  hint={t('auth.password_hint')}
                >
                  <PasswordInput
                    autoComplete="new-password"
                    maxLength={FIELD_LIMITS.password}
                    {...register('password')}
                    {...describedBy(ids.password, errors.password, true)}
                  />
                </Field>
              </fieldset>

              <SubmitButton
                busy={busy}
                block
                label={t('register.submit')}
                busyLabel={t('register.submitting')}
              />
            </form>
          </section>
          <aside className="auth-card__aside" aria-labelledby={`${id}-aside`}>
            <div className="auth-card__aside-sticky">
              <h2 className="auth-card__aside-title" id={`${id}-aside`}>
                {t('register.aside_title')}
              </h2>
              <AuthBenefits />
              <div className="auth-card__aside-footer">
                <p className="auth-card__aside-text">{t('register.have_account')}</p>
                <Link
                  to={paths.login.getHref()}
                  state={keepRedirectState(location.state)}
                  className="button button--light button--block"
                >
                  {t('register.login_link')}
                </Link>
              </div>
            </div>
          </aside>
        </div>
      </div>
    </>
  );
}
