import { useMemo } from 'react';
import { useFieldArray, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ASAP_LEAD_MAX,
  ASAP_LEAD_MIN,
  CLOSURE_REASON_MAX,
  LANGUAGES,
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  ORDER_AHEAD_DAYS_MAX,
  adminOpeningHoursInputSchema,
  type AdminOpeningHours,
  type AdminOpeningHoursInput,
  type Language,
} from '@storefront/shared';
import { useLanguage } from '../../../../i18n/use-language';
import { Field, describedBy, useSchemaForm } from '../../../../ui/form';
import { notify } from '../../../../ui/toast';
import { AdminPage } from '../../shell/admin-page';
import { useReportSaveError } from '../../shell/admin-queries';
import { languageInputProps } from '../../shell/localized-fields';
import { useAdminOpeningHours, useSaveOpeningHours } from '../api/opening-hours';
import '../components/admin-content.css';
import { Loaded } from '../components/load-state';
import { SaveBar } from '../components/save-button';
import { saveOnCtrlS } from '../components/save-shortcut';

type Closure = AdminOpeningHoursInput['closures'][number];

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
/** A Sunday: the weekday names are read from Intl in the operator's language. */
const A_SUNDAY = Date.UTC(2026, 10, 22);

function formValues(hours: AdminOpeningHours, language: Language): AdminOpeningHoursInput {
  return {
    language,
    time_zone: hours.time_zone,
    order_ahead_days: hours.order_ahead_days,
    asap_lead_minutes: hours.asap_lead_minutes ?? '',
    mail_out_for_delivery: hours.mail_out_for_delivery,
    windows: hours.windows,
    closures: hours.closures.map((closure) => ({
      ...closure,
      reason: Object.fromEntries(
        LANGUAGES.map((language) => [language, { reason: closure.reason[language]?.reason ?? '' }]),
      ) as Closure['reason'],
    })),
  };
}

function weekdayNames(language: Language): string[] {
  const format = new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
    weekday: 'long',
    timeZone: 'UTC',
  });
  return WEEKDAYS.map((day) => format.format(A_SUNDAY + day * 86_400_000));
}

/** The zones the runtime knows, the shop's own first if the list lacks it. */
function timeZones(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  return known.includes(current) ? known : [current, ...known];
}

/**
 * /admin/content/hours (issue 15 item 1): the shop's time zone, how many days ahead it takes
 * orders while closed, its opening windows per weekday (several a day) and its closures with a
 * reason in the five languages. Saved as one; the storefront and checkout follow at once.
 */
export default function OpeningHoursPage() {
  const { t } = useTranslation();
  return (
    <Loaded title={t('admin_content.hours.title')} query={useAdminOpeningHours()}>
      {(hours) => <OpeningHoursForm hours={hours} />}
    </Loaded>
  );
}

function OpeningHoursForm({ hours }: { hours: AdminOpeningHours }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const save = useSaveOpeningHours();
  const form = useSchemaForm<AdminOpeningHoursInput, AdminOpeningHoursInput>(
    adminOpeningHoursInputSchema,
    formValues(hours, language),
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = form;
  const windows = useFieldArray({ control, name: 'windows' });
  const closures = useFieldArray({ control, name: 'closures' });
  const reportError = useReportSaveError(setError);
  const days = useMemo(() => weekdayNames(language), [language]);
  const zones = useMemo(() => timeZones(hours.time_zone), [hours.time_zone]);
  const aheadError = errors.order_ahead_days as FieldError | undefined;
  const asapError = errors.asap_lead_minutes as FieldError | undefined;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ ...values, language });
      notify.success(saved.text);
      reset(formValues(saved.hours, language));
    } catch (error) {
      reportError(error);
    }
  });

  return (
    <AdminPage title={t('admin_content.hours.title')}>
      <form
        className="admin-form admin-content__form opening-hours"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        onKeyDown={(event) => saveOnCtrlS(event, () => void onSubmit())}
      >
        <p className="admin-content__intro">{t('admin_content.hours.intro')}</p>

        <section className="admin-panel admin-content__stack" aria-labelledby="hours-ordering">
          <h2 id="hours-ordering">{t('admin_content.hours.ordering')}</h2>
          <div className="admin-form__row">
            <Field
              id="hours-zone"
              label={t('admin_content.hours.time_zone')}
              error={errors.time_zone}
              hint={t('admin_content.hours.time_zone_hint')}
            >
              <select
                dir="ltr"
                {...register('time_zone')}
                {...describedBy('hours-zone', errors.time_zone, true)}
              >
                {zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone}
                  </option>
                ))}
              </select>
            </Field>
            <Field
              id="hours-ahead"
              label={t('admin_content.hours.order_ahead')}
              error={aheadError}
              hint={t('admin_content.hours.order_ahead_hint')}
            >
              <input
                type="number"
                inputMode="numeric"
                min={0}
                max={ORDER_AHEAD_DAYS_MAX}
                step={1}
                dir="ltr"
                {...register('order_ahead_days')}
                {...describedBy('hours-ahead', aheadError, true)}
              />
            </Field>
            <Field
              id="hours-asap"
              label={t('admin_content.hours.asap_lead')}
              error={asapError}
              hint={t('admin_content.hours.asap_lead_hint')}
            >
              <input
                type="number"
                inputMode="numeric"
                min={ASAP_LEAD_MIN}
                max={ASAP_LEAD_MAX}
                step={5}
                dir="ltr"
                {...register('asap_lead_minutes')}
                {...describedBy('hours-asap', asapError, true)}
              />
            </Field>
          </div>
          <label className="check">
            <input type="checkbox" {...register('mail_out_for_delivery')} />
            <span className="check__text">
              <span className="check__label">{t('admin_content.hours.mail_out_for_delivery')}</span>
            </span>
          </label>
        </section>

        <section className="admin-panel admin-content__stack" aria-labelledby="hours-week">
          <h2 id="hours-week">{t('admin_content.hours.week')}</h2>
          <ul className="opening-hours__week">
            {WEEKDAYS.map((weekday) => {
              const ofDay = windows.fields
                .map((field, index) => ({ field, index }))
                .filter(({ field }) => Number(field.weekday) === weekday);
              return (
                <li key={weekday} className="opening-hours__day" data-testid={`weekday-${weekday}`}>
                  <h3 className="opening-hours__day-name">{days[weekday]}</h3>
                  <div className="opening-hours__windows">
                    {ofDay.length === 0 ? (
                      <p className="admin-content__muted">{t('admin_content.hours.closed_day')}</p>
                    ) : null}
                    {ofDay.map(({ field, index }) => {
                      const error = errors.windows?.[index];
                      return (
                        <div key={field.id} className="opening-hours__window">
                          <Field
                            id={`hours-${index}-opens`}
                            label={t('admin_content.hours.opens')}
                            error={error?.opens}
                          >
                            <input
                              type="time"
                              dir="ltr"
                              {...register(`windows.${index}.opens`)}
                              {...describedBy(`hours-${index}-opens`, error?.opens)}
                            />
                          </Field>
                          <Field
                            id={`hours-${index}-closes`}
                            label={t('admin_content.hours.closes')}
                            error={error?.closes}
                          >
                            <input
                              type="time"
                              dir="ltr"
                              {...register(`windows.${index}.closes`)}
                              {...describedBy(`hours-${index}-closes`, error?.closes)}
                            />
                          </Field>
                          <button
                            type="button"
                            className="button button--ghost button--small"
                            onClick={() => windows.remove(index)}
                            aria-label={`${t('admin_content.hours.remove_window')} (${days[weekday]})`}
                          >
                            ✕
                          </button>
                        </div>
                      );
                    })}
                    <button
                      type="button"
                      className="button button--light button--small"
                      onClick={() => windows.append({ weekday, opens: '11:00', closes: '14:30' })}
                      aria-label={`${t('admin_content.hours.add_window')} (${days[weekday]})`}
                    >
                      + {t('admin_content.hours.add_window')}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>

        <section className="admin-panel admin-content__stack" aria-labelledby="hours-closures">
          <h2 id="hours-closures">{t('admin_content.hours.closures')}</h2>
          <p className="admin-content__hint">{t('admin_content.hours.closures_hint')}</p>
          {closures.fields.length === 0 ? (
            <p className="admin-content__muted">{t('admin_content.hours.no_closures')}</p>
          ) : null}
          {closures.fields.map((field, index) => {
            const error = errors.closures?.[index];
            return (
              <fieldset key={field.id} className="opening-hours__closure" data-testid="closure">
                <legend className="visually-hidden">
                  {t('admin_content.hours.closures')} {index + 1}
                </legend>
                <div className="admin-form__row">
                  <Field
                    id={`closure-${index}-starts`}
                    label={t('admin_content.hours.starts_on')}
                    error={error?.starts_on}
                  >
                    <input
                      type="date"
                      dir="ltr"
                      {...register(`closures.${index}.starts_on`)}
                      {...describedBy(`closure-${index}-starts`, error?.starts_on)}
                    />
                  </Field>
                  <Field
                    id={`closure-${index}-ends`}
                    label={t('admin_content.hours.ends_on')}
                    error={error?.ends_on}
                  >
                    <input
                      type="date"
                      dir="ltr"
                      {...register(`closures.${index}.ends_on`)}
                      {...describedBy(`closure-${index}-ends`, error?.ends_on)}
                    />
                  </Field>
                </div>
                <div className="opening-hours__reasons">
                  {LANGUAGES.map((tab) => {
                    const id = `closure-${index}-reason-${tab}`;
                    const reasonError = error?.reason?.[tab]?.reason;
                    const required = tab === 'en';
                    return (
                      <Field
                        key={tab}
                        id={id}
                        label={`${t('admin_content.hours.reason')} · ${LANGUAGE_NAMES[tab]}${required ? ` (${t('admin.form.required')})` : ''}`}
                        error={reasonError}
                      >
                        <input
                          type="text"
                          maxLength={CLOSURE_REASON_MAX}
                          {...languageInputProps(tab)}
                          {...register(`closures.${index}.reason.${tab}.reason`)}
                          {...describedBy(id, reasonError)}
                          {...(required ? { 'aria-required': true } : {})}
                        />
                      </Field>
                    );
                  })}
                </div>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => closures.remove(index)}
                >
                  {t('admin_content.hours.remove_closure')}
                </button>
              </fieldset>
            );
          })}
          <div>
            <button
              type="button"
              className="button button--light"
              onClick={() =>
                closures.append({
                  starts_on: '',
                  ends_on: '',
                  reason: Object.fromEntries(
                    LANGUAGES.map((tab) => [tab, { reason: '' }]),
                  ) as Closure['reason'],
                })
              }
            >
              + {t('admin_content.hours.add_closure')}
            </button>
          </div>
        </section>

        <SaveBar form={form} />
      </form>
    </AdminPage>
  );
}
