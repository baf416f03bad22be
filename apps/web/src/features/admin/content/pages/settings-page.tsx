import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  LANGUAGE_NAMES,
  SITE_TEXT_LIMITS,
  SUPPORTED_CURRENCIES,
  SUPPORTED_CURRENCY_CODES,
  currencyDigits,
  keepSitePhoneCharacters,
  type AdminSettings,
  type AdminSettingsInput,
} from '@storefront/shared';
import { useLanguage } from '../../../../i18n/use-language';
import { formatDateTime } from '../../../../lib/format-date';
import { formatPercent } from '../../../../lib/format-percent';
import { CheckField } from '../../../../ui/form';
import { InputField, SelectField } from '../../common/input-field';
import { LocalizedFields, languageInputProps } from '../../shell/localized-fields';
import { NumberField } from '../../shell/record-form';
import { settingsRecord } from '../api/settings';
import '../components/admin-content.css';
import { StackPanel } from '../components/stack-panel';
import { SavedFormPage, savedRecordPage, useSavedForm } from '../components/saved-form';
import { filledTexts, languagesWithErrors, type TextErrors } from '../../shell/texts-fields';

const TEXT_KEYS = ['site_name', 'tagline', 'site_address', 'opening_hours'] as const;
type TextKey = (typeof TEXT_KEYS)[number];
/** 15 digits, their spaces and a `+`. */
const SITE_PHONE_MAX_LENGTH = 24;
/** The server's limit (adminSettingsInputSchema): letters, digits, spaces and hyphens. */
const VAT_NUMBER_MAX_LENGTH = 32;
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
    vat_number: settings.vat_number,
    translations: filledTexts(TEXT_KEYS, settings.translations),
  };
}

/**
 * /admin/content/settings: the shop's details, contact, currency, VAT rate (and whether catalog
 * prices include it) and delivery fee.
 */
export default savedRecordPage('admin_content.settings.title', settingsRecord, SettingsForm);

function SettingsForm({ record: settings }: { record: AdminSettings }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const saved = useSavedForm(settingsRecord, settings, formValues);
  const { form } = saved;
  const {
    register,
    formState: { errors },
  } = form;
  const textErrors = errors.translations as TextErrors | undefined;
  // Prices are integers of the current currency's minor unit: only currencies with the same
  // decimals can take over (the server refuses the others too).
  const digits = currencyDigits(settings.currency_code);
  const currencies = SUPPORTED_CURRENCY_CODES.filter(
    (code) => SUPPORTED_CURRENCIES[code] === digits,
  );
  // The prices hint names the rate being typed; the input holds text until the schema coerces
  // it, and an empty one falls back to the saved rate.
  const typedVatRate: unknown = useWatch({ control: form.control, name: 'vat_rate' });
  const hintVatRate = formatPercent(
    typedVatRate !== '' && Number.isFinite(Number(typedVatRate))
      ? Number(typedVatRate)
      : settings.vat_rate,
    language,
  );
  const required = ` (${t('admin.form.required')})`;

  return (
    <SavedFormPage
      title={t('admin_content.settings.title')}
      {...saved}
      footer={
        <p className="admin-content__meta">
          {t('admin_content.settings.updated', {
            date: formatDateTime(settings.updated_at, language),
          })}
        </p>
      }
    >
      <StackPanel id="settings-money" title={t('admin_content.settings.money')}>
        <div className="admin-form__row">
          <NumberField
            form={form}
            name="vat_rate"
            id="settings-vat"
            text="admin_content.settings.vat_rate"
            max={100}
            decimals={2}
          />
          <NumberField
            form={form}
            name="shipping_charge"
            id="settings-shipping"
            label={`${t('admin_content.settings.shipping_charge')} (${settings.currency_code})`}
            hint={t('admin_content.settings.shipping_hint')}
            decimals={digits}
          />
          <SelectField
            form={form}
            name="currency_code"
            id="settings-currency"
            text="admin_content.settings.currency"
            options={currencies}
          />
        </div>
        {/* Issue 17 item 3: how operators enter catalog prices; customers always see them
            with VAT included, priced by the server. Named by its label alone: the hint, inside
            the same <label>, is its description. */}
        <CheckField
          id="settings-prices-include-vat"
          label={t('admin_content.settings.prices_include_vat')}
          hint={t('admin_content.settings.prices_include_vat_hint', { rate: hintVatRate })}
          nameByLabel
          {...register('prices_include_vat')}
        />
        {/* Issue 16 item 5: printed on every tax invoice; empty for none. */}
        <div className="admin-content__vat-number">
          <InputField
            form={form}
            name="vat_number"
            id="settings-vat-number"
            text="admin_content.settings.vat_number"
            type="text"
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            maxLength={VAT_NUMBER_MAX_LENGTH}
          />
        </div>
      </StackPanel>

      <StackPanel id="settings-contact" title={t('admin_content.settings.contact')}>
        <div className="admin-form__row">
          <InputField
            form={form}
            name="site_email"
            id="settings-email"
            label={`${t('admin_content.settings.site_email')}${required}`}
            hint={t('admin_content.settings.email_hint')}
            type="email"
            autoComplete="off"
            aria-required
          />
          <InputField
            form={form}
            name="site_phone_number"
            id="settings-phone"
            label={`${t('admin_content.settings.site_phone_number')}${required}`}
            hint={t('admin_content.settings.phone_hint')}
            type="tel"
            inputMode="tel"
            maxLength={SITE_PHONE_MAX_LENGTH}
            aria-required
            // Spec §5: digits and spaces only (and the international `+`).
            keep={keepSitePhoneCharacters}
          />
        </div>
      </StackPanel>

      <StackPanel id="settings-ordering" title={t('admin_content.settings.ordering')}>
        <CheckField
          id="settings-guests-combos"
          label={t('admin_content.settings.guests_customise_combos')}
          hint={t('admin_content.settings.guests_customise_combos_hint')}
          {...register('guests_customise_combos')}
        />
      </StackPanel>

      <LocalizedFields
        legend={t('admin_content.settings.site')}
        invalidLanguages={languagesWithErrors(textErrors)}
      >
        {(tab) => (
          <div className="admin-content__texts">
            {TEXT_KEYS.map((key) => {
              const isRequired = tab === 'en' && REQUIRED_TEXTS.has(key);
              return (
                <InputField
                  key={key}
                  form={form}
                  name={`translations.${tab}.${key}`}
                  id={`settings-${tab}-${key}`}
                  label={`${t(`admin_content.settings.${key}`)}${isRequired ? required : ''}`}
                  type="text"
                  maxLength={SITE_TEXT_LIMITS[key]}
                  {...languageInputProps(tab)}
                  {...(isRequired ? { 'aria-required': true } : {})}
                  {...(tab !== 'en' ? { placeholder: LANGUAGE_NAMES.en } : {})}
                />
              );
            })}
          </div>
        )}
      </LocalizedFields>
    </SavedFormPage>
  );
}
