import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, LANGUAGE_TAGS, isLanguage } from '@storefront/shared';
import { useLanguage } from '../../../i18n/use-language';
import { GlobeIcon } from '../../../ui/icons';

/** Spec §1: five languages; the choice is cached in local storage and a cookie by i18next. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const id = useId();
  return (
    <div className="language-switcher">
      <label htmlFor={id} className="visually-hidden">
        {t('nav.language')}
      </label>
      <GlobeIcon width={18} height={18} className="language-switcher__icon" />
      <select
        id={id}
        data-testid="language-switcher"
        value={language}
        onChange={(event) => {
          const next = event.target.value;
          if (isLanguage(next)) void i18n.changeLanguage(next);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={LANGUAGE_TAGS[code]}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
