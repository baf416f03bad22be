import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SEARCH_QUERY_MAX } from '@storefront/shared';
import { paths } from '../../../lib/routing/paths';

const SearchIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width="18"
    height="18"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    aria-hidden="true"
    focusable="false"
  >
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" />
  </svg>
);

/** Spec §2: the header's search box; submitting opens /searchResult?q=… */
export function HeaderSearch({ layout }: { layout: 'bar' | 'panel' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  // On the results page the box shows the text searched for.
  const current =
    pathname === paths.searchResult.path ? (new URLSearchParams(search).get('q') ?? '') : '';

  // The text this box last searched for, until the results page shows it.
  const searched = useRef<string | null>(null);
  // A new text in the URL (Back, Forward, leaving the results) replaces the box's; the box's own
  // search coming back does not, so keys typed since stay.
  useEffect(() => {
    if (current === searched.current) {
      searched.current = null;
      return;
    }
    if (input.current) input.current.value = current;
  }, [current]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = (input.current?.value ?? '').trim();
    if (!q) {
      input.current?.focus();
      return;
    }
    searched.current = q;
    // The box shows what is searched for, as the results page will.
    if (input.current) input.current.value = q;
    void navigate(paths.searchResult.getHref({ q }));
  };

  return (
    <form role="search" className={`header-search header-search--${layout}`} onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        ref={input}
        id={inputId}
        type="search"
        name="q"
        defaultValue={current}
        maxLength={SEARCH_QUERY_MAX}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="header-search__submit" aria-label={t('search.submit')}>
        <SearchIcon />
      </button>
    </form>
  );
}
