import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LANGUAGES,
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  isRightToLeft,
  type Language,
} from '@storefront/shared';

/** `lang` and `dir` for a control holding text in `language` (Arabic is typed right to left). */
export function languageInputProps(language: Language) {
  return { lang: LANGUAGE_TAGS[language], dir: isRightToLeft(language) ? 'rtl' : 'ltr' } as const;
}

/**
 * Texts an operator types in the five languages (DESIGN §7), one tab per language (WAI-ARIA
 * tabs: arrow keys, Home and End move between them). Every panel stays mounted, so a form keeps
 * all languages' values; only the chosen one shows. English is required and the others fall
 * back to it. `children(language)` renders that language's fields; a tab whose language has an
 * error (`invalidLanguages`) is marked so the operator finds it.
 */
export function LocalizedFields({
  legend,
  invalidLanguages = [],
  children,
}: {
  legend: string;
  invalidLanguages?: Language[];
  children: (language: Language) => ReactNode;
}) {
  const { t } = useTranslation();
  const baseId = useId();
  const [active, setActive] = useState<Language>('en');
  const tabs = useRef<Partial<Record<Language, HTMLButtonElement | null>>>({});

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const count = LANGUAGES.length;
    // In a right-to-left page the arrows point the other way.
    const forward = document.documentElement.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
    let target: number;
    if (event.key === forward || event.key === 'ArrowDown') target = (index + 1) % count;
    else if (event.key === backward || event.key === 'ArrowUp')
      target = (index - 1 + count) % count;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = count - 1;
    else return;
    event.preventDefault();
    const language = LANGUAGES[target] ?? 'en';
    setActive(language);
    tabs.current[language]?.focus();
  };

  return (
    <fieldset className="localized-fields">
      <legend className="localized-fields__legend">{legend}</legend>
      <div className="localized-fields__tabs" role="tablist" aria-label={t('admin.form.languages')}>
        {LANGUAGES.map((language, index) => {
          const invalid = invalidLanguages.includes(language);
          return (
            <button
              key={language}
              ref={(element) => {
                tabs.current[language] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${language}`}
              aria-controls={`${baseId}-panel-${language}`}
              aria-selected={active === language}
              tabIndex={active === language ? 0 : -1}
              className={`localized-fields__tab${invalid ? ' localized-fields__tab--invalid' : ''}`}
              lang={LANGUAGE_TAGS[language]}
              onClick={() => setActive(language)}
              onKeyDown={(event) => move(event, index)}
            >
              {LANGUAGE_NAMES[language]}
              {language === 'en' ? <span aria-hidden="true"> *</span> : null}
              {invalid ? <span className="localized-fields__alert"> !</span> : null}
            </button>
          );
        })}
      </div>
      {LANGUAGES.map((language) => (
        <div
          key={language}
          role="tabpanel"
          id={`${baseId}-panel-${language}`}
          aria-labelledby={`${baseId}-tab-${language}`}
          hidden={active !== language}
          className="localized-fields__panel"
        >
          {language !== 'en' ? (
            <p className="localized-fields__hint">{t('admin.form.falls_back')}</p>
          ) : null}
          {children(language)}
        </div>
      ))}
    </fieldset>
  );
}
