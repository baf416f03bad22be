import { useId, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { USER_TYPES, registerRequestSchema } from '@storefront/shared';
import { paths } from '../../../lib/routing/paths';
import { keepRedirectState } from '../../../lib/session/redirect-target';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  CheckField,
  FieldErrorText,
  FormField,
  NewPasswordField,
  PhoneField,
  SubmitButton,
  useSubmitForm,
} from '../../../ui/form';
import {
  CountryCityFields,
  PLACE_STEPS,
  PlaceStepField,
  usePlaceCascade,
} from '../../../ui/place-fields';
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

/** A titled part of the form (you, your place, your password). */
function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="form-section">
      <legend className="form-section__title">{title}</legend>
      {children}
    </fieldset>
  );
}

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
  useDocumentTitle(t('register.title'));
  const registerAccount = useRegister();

  const { form, field, ids, formProps, busy } = useSubmitForm({
    schema: registerRequestSchema,
    defaults: EMPTY,
    fields: FIELDS,
    submit: async (values: RegisterOutput) => {
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
      notify.success(await registerAccount.mutateAsync(payload));
      await navigate(paths.login.getHref(), { state: keepRedirectState(location.state) });
    },
  });
  const {
    register,
    setValue,
    control,
    formState: { errors, isSubmitted },
  } = form;
  const cascade = usePlaceCascade(form, PLACE_STEPS);
  const clear = cascade.clear;
  const [userType, wholesale] = useWatch({ control, name: ['user_type', 'is_wholesale'] });
  // Spec §4: a wholesaler is an office account; office workers and wholesalers pick a building
  // and a company, students a university.
  const office = wholesale || userType === String(USER_TYPES.office);
  const student = !wholesale && userType === String(USER_TYPES.student);

  const typeError = errors.user_type;

  return (
    <>
      <PageBanner title={t('register.title')} />
      <div className="container auth-page">
        <div className="auth-card auth-card--split auth-card--wide">
          <section className="auth-card__main" aria-labelledby={`${id}-heading`}>
            <h2 className="auth-card__title block-title" id={`${id}-heading`}>
              {t('register.heading')}
            </h2>
            <p className="auth-card__intro">{t('register.intro')}</p>

            <form className="auth-form" aria-labelledby={`${id}-heading`} {...formProps}>
              <FormSection title={t('register.section_you')}>
                <FormField
                  {...field('name')}
                  label={t('register.name')}
                  hint={t('register.name_hint')}
                  kind="name"
                  autoComplete="name"
                />
                <div className="form-row">
                  <FormField {...field('email')} label={t('register.email')} kind="email" />
                  <PhoneField {...field('phone_number')} label={t('register.phone')} />
                </div>
              </FormSection>

              <FormSection title={t('register.section_place')}>
                <CountryCityFields cascade={cascade} ids={ids} />

                <CheckField
                  id={ids.is_wholesale}
                  label={t('register.wholesaler')}
                  hint={t('register.wholesaler_hint')}
                  {...register('is_wholesale', {
                    onChange: (event: { target: HTMLInputElement }) => {
                      // Spec §4: ticking wholesaler sets user type to 1 (and hides the choice).
                      if (event.target.checked) {
                        setValue('user_type', '1', { shouldValidate: isSubmitted });
                        clear('university_id');
                      }
                    },
                  })}
                />

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
                    <PlaceStepField cascade={cascade} step="building_id" id={ids.building_id} />
                    <PlaceStepField cascade={cascade} step="company_id" id={ids.company_id} />
                  </div>
                ) : null}

                {student ? (
                  <PlaceStepField cascade={cascade} step="university_id" id={ids.university_id} />
                ) : null}
              </FormSection>

              <FormSection title={t('register.section_password')}>
                <NewPasswordField {...field('password')} label={t('register.password')} />
              </FormSection>

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
              <h2 className="block-title" id={`${id}-aside`}>
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
