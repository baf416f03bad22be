import { useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  LANGUAGE_NAMES,
  SITE_TEXT_LIMITS,
  SUPPORTED_CURRENCIES,
  SUPPORTED_CURRENCY_CODES,
  adminSettingsInputSchema,
  currencyDigits,
  keepSitePhoneCharacters,
  type AdminSettings,
  type AdminSettingsInput,
} from '@storefront/shared';
import { useLanguage } from '../../../../i18n/use-language';
import { formatDateTime } from '../../../../lib/format-date';
import { formatPercent } from '../../../../lib/format-percent';
import { Field, describedBy, useSchemaForm } from '../../../../ui/form';
import { notify } from '../../../../ui/toast';
import { AdminPage } from '../../shell/admin-page';
import { useReportSaveError } from '../../shell/admin-queries';
import { LocalizedFields, languageInputProps } from '../../shell/localized-fields';
import { useAdminSettings, useSaveSettings } from '../api/settings';
import '../components/admin-content.css';
import { Loaded } from '../components/load-state';
import { SaveBar } from '../components/save-button';
import { saveOnCtrlS } from '../components/save-shortcut';
import { filledTexts, languagesWithErrors, type TextErrors } from '../../shell/texts-fields';

const TEXT_KEYS = ['site_name', 'tagline', 'site_address', 'opening_hours'] as const;
type TextKey = (typeof TEXT_KEYS)[number];
/** 15 digits, their spaces and a `+`. */
const SITE_PHONE_MAX_LENGTH = 24;
/** The texts the shop cannot do without in English (the others may stay empty). */
const REQUIRED_TEXTS: ReadonlySet<TextKey> = new Set(['site_name', 'site_address']);

function formValues(settings: AdminSettings): AdminSettingsInput {
  return {
    site_email: settings.site_email,
    site_phone_number: settings.site_phone_number,
    currency_code: settings.currency_code as AdminSettingsInput['currency_code'],
    vat_rate: settings.vat_rate,
    shipping_charge: settings.shipping_charge,
    guests_customise_combos: settings.guests_customise_combos,
    prices_include_vat: settings.prices_include_vat,
    translations: filledTexts(TEXT_KEYS, settings.translations),
  };
}

/**
 * /admin/content/settings: the shop's details, contact, currency, VAT rate (and whether catalog
 * prices include it) and delivery fee.
 */
export default function SettingsPage() {
  const { t } = useTranslation();
  return (
    <Loaded title={t('admin_content.settings.title')} query={useAdminSettings()}>
      {(settings) => <SettingsForm settings={settings} />}
    </Loaded>
  );
}

function SettingsForm({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const save = useSaveSettings();
  const form = useSchemaForm<AdminSettingsInput, AdminSettingsInput>(
    adminSettingsInputSchema,
    formValues(settings),
  );
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = form;
  const reportError = useReportSaveError(setError);
  const textErrors = errors.translations as TextErrors | undefined;
  // Number inputs' values are `unknown` before the schema coerces them; their errors are plain.
  const vatError = errors.vat_rate as FieldError | undefined;
  const shippingError = errors.shipping_charge as FieldError | undefined;
  // Prices are integers of the current currency's minor unit: only currencies with the same
  // decimals can take over (the server refuses the others too).
  const digits = currencyDigits(settings.currency_code);
  const currencies = SUPPORTED_CURRENCY_CODES.filter(
    (code) => SUPPORTED_CURRENCIES[code] === digits,
  );
  const phoneField = register('site_phone_number');
  // The prices hint names the rate being typed; the input holds text until the schema coerces
  // it, and an empty one falls back to the saved rate.
  const typedVatRate: unknown = useWatch({ control: form.control, name: 'vat_rate' });
  const hintVatRate = formatPercent(
    typedVatRate !== '' && Number.isFinite(Number(typedVatRate))
      ? Number(typedVatRate)
      : settings.vat_rate,
    language,
  );

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      notify.success(saved.text);
      reset(formValues(saved.settings));
    } catch (error) {
      reportError(error);
    }
  });

  return (
    <AdminPage title={t('admin_content.settings.title')}>
      <form
        className="admin-form admin-content__form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        onKeyDown={(event) => saveOnCtrlS(event, () => void onSubmit())}
      >
        <section className="admin-panel admin-content__stack" aria-labelledby="settings-money">
          <h2 id="settings-money">{t('admin_content.settings.money')}</h2>
          <div className="admin-form__row">
            <Field
              id="settings-vat"
              label={t('admin_content.settings.vat_rate')}
              error={vatError}
              hint={t('admin_content.settings.vat_hint')}
            >
              <input
                type="number"
                inputMode="decimal"
                min={0}
                max={100}
                step={0.01}
                dir="ltr"
                {...register('vat_rate')}
                {...describedBy('settings-vat', vatError, true)}
              />
            </Field>
            <Field
              id="settings-shipping"
              label={`${t('admin_content.settings.shipping_charge')} (${settings.currency_code})`}
              error={shippingError}
              hint={t('admin_content.settings.shipping_hint')}
            >
              <input
                type="number"
                inputMode="decimal"
                min={0}
                step={1 / 10 ** digits}
                dir="ltr"
                {...register('shipping_charge')}
                {...describedBy('settings-shipping', shippingError, true)}
              />
            </Field>
            <Field
              id="settings-currency"
              label={t('admin_content.settings.currency')}
              error={errors.currency_code}
              hint={t('admin_content.settings.currency_hint')}
            >
              <select
                {...register('currency_code')}
                {...describedBy('settings-currency', errors.currency_code, true)}
              >
                {currencies.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          {/* Issue 17 item 3: how operators enter catalog prices; customers always see them
              with VAT included, priced by the server. Named by its label alone: the hint, inside
              the same <label>, is its description. */}
          <label className="check">
            <input
              type="checkbox"
              {...register('prices_include_vat')}
              aria-labelledby="settings-prices-include-vat-label"
              aria-describedby="settings-prices-include-vat-hint"
            />
            <span className="check__text">
              <span className="check__label" id="settings-prices-include-vat-label">
                {t('admin_content.settings.prices_include_vat')}
              </span>
              <span className="check__hint" id="settings-prices-include-vat-hint">
                {t('admin_content.settings.prices_include_vat_hint', { rate: hintVatRate })}
              </span>
            </span>
          </label>
        </section>

        <section className="admin-panel admin-content__stack" aria-labelledby="settings-contact">
          <h2 id="settings-contact">{t('admin_content.settings.contact')}</h2>
          <div className="admin-form__row">
            <Field
              id="settings-email"
              label={`${t('admin_content.settings.site_email')} (${t('admin.form.required')})`}
              error={errors.site_email}
              hint={t('admin_content.settings.email_hint')}
            >
              <input
                type="email"
                dir="ltr"
                autoComplete="off"
                aria-required
                {...register('site_email')}
                {...describedBy('settings-email', errors.site_email, true)}
              />
            </Field>
            <Field
              id="settings-phone"
              label={`${t('admin_content.settings.site_phone_number')} (${t('admin.form.required')})`}
              error={errors.site_phone_number}
              hint={t('admin_content.settings.phone_hint')}
            >
              <input
                type="tel"
                dir="ltr"
                inputMode="tel"
                maxLength={SITE_PHONE_MAX_LENGTH}
                aria-required
                {...phoneField}
                onChange={(event) => {
                  // Spec §5: digits and spaces only (and the international `+`).
                  event.target.value = keepSitePhoneCharacters(event.target.value);
                  void phoneField.onChange(event);
                }}
                {...describedBy('settings-phone', errors.site_phone_number, true)}
              />
            </Field>
          </div>
        </section>

        <section className="admin-panel admin-content__stack" aria-labelledby="settings-ordering">
          <h2 id="settings-ordering">{t('admin_content.settings.ordering')}</h2>
          <label className="check">
            <input
              type="checkbox"
              {...register('guests_customise_combos')}
              aria-describedby="settings-guests-combos-hint"
            />
            <span className="check__text">
              <span className="check__label">
                {t('admin_content.settings.guests_customise_combos')}
              </span>
              <span className="check__hint" id="settings-guests-combos-hint">
                {t('admin_content.settings.guests_customise_combos_hint')}
              </span>
            </span>
          </label>
        </section>

        <LocalizedFields
          legend={t('admin_content.settings.site')}
          invalidLanguages={languagesWithErrors(textErrors)}
        >
          {(tab) => (
            <div className="admin-content__texts">
              {TEXT_KEYS.map((key) => {
                const id = `settings-${tab}-${key}`;
                const error = textErrors?.[tab]?.[key];
                const required = tab === 'en' && REQUIRED_TEXTS.has(key);
                return (
                  <Field
                    key={key}
                    id={id}
                    label={`${t(`admin_content.settings.${key}`)}${required ? ` (${t('admin.form.required')})` : ''}`}
                    error={error}
                  >
                    <input
                      type="text"
                      maxLength={SITE_TEXT_LIMITS[key]}
                      {...languageInputProps(tab)}
                      {...register(`translations.${tab}.${key}`)}
                      {...describedBy(id, error)}
                      {...(required ? { 'aria-required': true } : {})}
                      {...(tab !== 'en' ? { placeholder: LANGUAGE_NAMES.en } : {})}
                    />
                  </Field>
                );
              })}
            </div>
          )}
        </LocalizedFields>

        <SaveBar form={form} />
        <p className="admin-content__meta">
          {t('admin_content.settings.updated', {
            date: formatDateTime(settings.updated_at, language),
          })}
        </p>
      </form>
    </AdminPage>
  );
}
