import { useMemo } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ASAP_LEAD_MAX,
  ASAP_LEAD_MIN,
  CLOSURE_REASON_MAX,
  LANGUAGES,
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  ORDER_AHEAD_DAYS_MAX,
  type AdminOpeningHours,
  type AdminOpeningHoursInput,
  type Language,
} from '@storefront/shared';
import { useLanguage } from '../../../../i18n/use-language';
import { CheckField } from '../../../../ui/form';
import { InputField, SelectField } from '../../common/input-field';
import { languageInputProps } from '../../shell/localized-fields';
import { openingHoursRecord } from '../api/opening-hours';
import '../components/admin-content.css';
import { StackPanel } from '../components/stack-panel';
import { RowFieldset, RowList } from '../components/row-list';
import { SavedFormPage, savedRecordPage, useSavedFormInLanguage } from '../components/saved-form';

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

/** How far ahead the shop takes orders, and how soon an "as soon as possible" one arrives. */
const LEAD_TIMES = [
  {
    name: 'order_ahead_days',
    id: 'hours-ahead',
    text: 'order_ahead',
    min: 0,
    max: ORDER_AHEAD_DAYS_MAX,
    step: 1,
  },
  {
    name: 'asap_lead_minutes',
    id: 'hours-asap',
    text: 'asap_lead',
    min: ASAP_LEAD_MIN,
    max: ASAP_LEAD_MAX,
    step: 5,
  },
] as const;

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
export default savedRecordPage('admin_content.hours.title', openingHoursRecord, OpeningHoursForm);

function OpeningHoursForm({ record: hours }: { record: AdminOpeningHours }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const saved = useSavedFormInLanguage(openingHoursRecord, hours, formValues);
  const { form } = saved;
  const { register, control } = form;
  const windows = useFieldArray({ control, name: 'windows' });
  const closures = useFieldArray({ control, name: 'closures' });
  const days = useMemo(() => weekdayNames(language), [language]);
  const zones = useMemo(() => timeZones(hours.time_zone), [hours.time_zone]);

  return (
    <SavedFormPage title={t('admin_content.hours.title')} className="opening-hours" {...saved}>
      <p className="admin-content__intro">{t('admin_content.hours.intro')}</p>

      <StackPanel id="hours-ordering" title={t('admin_content.hours.ordering')}>
        <div className="admin-form__row">
          <SelectField
            form={form}
            name="time_zone"
            id="hours-zone"
            text="admin_content.hours.time_zone"
            options={zones}
            dir="ltr"
          />
          {LEAD_TIMES.map(({ name, id, text, ...limits }) => (
            <InputField
              key={name}
              form={form}
              name={name}
              id={id}
              text={`admin_content.hours.${text}`}
              type="number"
              inputMode="numeric"
              {...limits}
            />
          ))}
        </div>
        <CheckField
          id="hours-mail-out"
          label={t('admin_content.hours.mail_out_for_delivery')}
          {...register('mail_out_for_delivery')}
        />
      </StackPanel>

      <StackPanel id="hours-week" title={t('admin_content.hours.week')}>
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
                  {ofDay.map(({ field, index }) => (
                    <div key={field.id} className="opening-hours__window">
                      {(['opens', 'closes'] as const).map((name) => (
                        <InputField
                          key={name}
                          form={form}
                          name={`windows.${index}.${name}`}
                          id={`hours-${index}-${name}`}
                          label={t(`admin_content.hours.${name}`)}
                          type="time"
                        />
                      ))}
                      <button
                        type="button"
                        className="button button--ghost button--small"
                        onClick={() => windows.remove(index)}
                        aria-label={`${t('admin_content.hours.remove_window')} (${days[weekday]})`}
                      >
                        ✕
                      </button>
                    </div>
                  ))}
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
      </StackPanel>

      <StackPanel id="hours-closures" title={t('admin_content.hours.closures')}>
        <p className="admin-content__hint">{t('admin_content.hours.closures_hint')}</p>
        <RowList
          count={closures.fields.length}
          emptyText={t('admin_content.hours.no_closures')}
          addLabel={t('admin_content.hours.add_closure')}
          onAdd={() =>
            closures.append({
              starts_on: '',
              ends_on: '',
              reason: Object.fromEntries(
                LANGUAGES.map((tab) => [tab, { reason: '' }]),
              ) as Closure['reason'],
            })
          }
        >
          {closures.fields.map((field, index) => (
            <RowFieldset
              key={field.id}
              testId="closure"
              legend={t('admin_content.hours.closures')}
              index={index}
              removeLabel={t('admin_content.hours.remove_closure')}
              onRemove={() => closures.remove(index)}
            >
              <div className="admin-form__row">
                {(['starts', 'ends'] as const).map((edge) => (
                  <InputField
                    key={edge}
                    form={form}
                    name={`closures.${index}.${edge}_on`}
                    id={`closure-${index}-${edge}`}
                    label={t(`admin_content.hours.${edge}_on`)}
                    type="date"
                  />
                ))}
              </div>
              <div className="opening-hours__reasons">
                {LANGUAGES.map((tab) => {
                  const required = tab === 'en';
                  return (
                    <InputField
                      key={tab}
                      form={form}
                      name={`closures.${index}.reason.${tab}.reason`}
                      id={`closure-${index}-reason-${tab}`}
                      label={`${t('admin_content.hours.reason')} · ${LANGUAGE_NAMES[tab]}${required ? ` (${t('admin.form.required')})` : ''}`}
                      type="text"
                      maxLength={CLOSURE_REASON_MAX}
                      {...languageInputProps(tab)}
                      {...(required ? { 'aria-required': true } : {})}
                    />
                  );
                })}
              </div>
            </RowFieldset>
          ))}
        </RowList>
      </StackPanel>
    </SavedFormPage>
  );
}
