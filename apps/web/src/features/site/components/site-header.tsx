import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '../../../lib/routing/paths';
import { useCartCount } from '../../../lib/cart-count';
import { useMediaQuery } from '../../../lib/use-media-query';
import { CartIcon, CloseIcon, MenuIcon } from '../../../ui/icons';
import { AccountLinks } from './account-links';
import { HeaderSearch } from './header-search';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';

const NAV_LINKS = [
  { key: 'nav.home', href: paths.home.getHref(), end: true },
  { key: 'nav.menu', href: paths.menu.getHref(), end: false },
  { key: 'nav.combos', href: paths.combos.getHref(), end: false },
  { key: 'nav.about', href: paths.about.getHref(), end: false },
  { key: 'nav.contact', href: paths.contact.getHref(), end: false },
] as const;

/** Where the widths the full bar needed are kept for the browser session, by language. */
const FULL_BAR_WIDTHS_KEY = 'header-full-bar-widths';

function readFullBarWidths(): Map<string, number> {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(FULL_BAR_WIDTHS_KEY) ?? '{}');
    if (typeof kept !== 'object' || kept === null) return new Map();
    return new Map(
      Object.entries(kept).filter((entry): entry is [string, number] => Number.isFinite(entry[1])),
    );
  } catch {
    // No storage (the server, a private window that refuses it): measured on each page then.
    return new Map();
  }
}

function keepFullBarWidths(widths: Map<string, number>) {
  try {
    sessionStorage.setItem(FULL_BAR_WIDTHS_KEY, JSON.stringify(Object.fromEntries(widths)));
  } catch {
    // Storage full or refused: the next page measures again.
  }
}

/** Below this width the header always uses its menu button. */
export const NARROW_HEADER_QUERY = '(max-width: 1180px)';

/**
 * Whether the header shows its menu button instead of the full bar: on narrow screens, and
 * wherever the full bar does not fit its row (French, German, Arabic and Georgian labels are
 * longer than English ones; issue 17). Measured before paint, so the full bar never shows
 * overflowing; the width it needed is kept per language for the browser session, and a window
 * grown past it gets the full bar back. Kept across pages, a page whose text is still waiting
 * for its font (a hydrated Georgian page) starts with the right header instead of measuring a
 * bar that will not fit once the font is there.
 */
function useCompactHeader(row: RefObject<HTMLDivElement | null>, language: string): boolean {
  // Phones first: the server's HTML has the compact header most lunch orders are placed from.
  const narrow = useMediaQuery(NARROW_HEADER_QUERY, true);
  // The width the full bar needed, per language, once it was seen not to fit (one Map for the
  // header's life: the effect below adds to it).
  const [widths] = useState(readFullBarWidths);
  const [overflow, setOverflow] = useState({ language, value: false });
  const overflowing = overflow.language === language && overflow.value;

  useLayoutEffect(() => {
    const element = row.current;
    if (!element || narrow) return;
    const check = () => {
      const full = widths.get(language);
      if (!overflowing) {
        const overflows = element.scrollWidth > element.clientWidth + 1;
        if (overflows) {
          widths.set(language, element.scrollWidth);
          keepFullBarWidths(widths);
        }
        if (overflows || (full !== undefined && element.clientWidth < full))
          setOverflow({ language, value: true });
        return;
      }
      if (full !== undefined && element.clientWidth >= full)
        setOverflow({ language, value: false });
    };
    check();
    // Web fonts change the labels' widths without resizing the row or its parts, and a font may
    // start loading only after this ran (a page hydrated before its text was laid out): each
    // font that finishes loading checks again, and every part of the row down to its labels is
    // watched (the search box grows with the window while the row stays put).
    const fonts = typeof document.fonts === 'object' ? document.fonts : undefined;
    fonts?.addEventListener('loadingdone', check);
    void fonts?.ready.then(check);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(check) : undefined;
    for (const part of [element, ...element.querySelectorAll('*')]) observer?.observe(part);
    return () => {
      fonts?.removeEventListener('loadingdone', check);
      observer?.disconnect();
    };
  }, [row, narrow, language, overflowing, widths]);

  return narrow || overflowing;
}

export function SiteHeader() {
  const { t, i18n } = useTranslation();
  const count = useCartCount();
  const { pathname } = useLocation();
  const [openFor, setOpenFor] = useState<string | null>(null);
  const row = useRef<HTMLDivElement>(null);
  const narrow = useCompactHeader(row, i18n.language);
  // The mobile menu belongs to the page it was opened on: navigating closes it.
  const open = openFor === pathname;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenFor(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className={`site-header${narrow ? ' site-header--compact' : ''}`}>
      <div ref={row} className="container site-header__inner">
        <Logo />
        <nav
          id="site-nav"
          className={`site-nav${open ? ' site-nav--open' : ''}`}
          aria-label={t('nav.main')}
        >
          <ul className="site-nav__list">
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <NavLink to={link.href} end={link.end} className="site-nav__link">
                  {t(link.key)}
                </NavLink>
              </li>
            ))}
          </ul>
          {narrow ? <HeaderSearch layout="panel" /> : null}
          {narrow ? <AccountLinks layout="panel" /> : null}
        </nav>
        <div className="site-header__actions">
          {narrow ? null : <HeaderSearch layout="bar" />}
          <LanguageSwitcher />
          <Link
            to={paths.cart.getHref()}
            className="cart-link"
            aria-label={t('nav.cart', { count })}
          >
            <CartIcon />
            <span className="cart-link__count" data-testid="cart-count" aria-hidden="true">
              {count}
            </span>
          </Link>
          {narrow ? null : <AccountLinks layout="bar" />}
          <button
            type="button"
            className="icon-button site-header__toggle"
            aria-expanded={open}
            aria-controls="site-nav"
            aria-label={open ? t('nav.close_menu') : t('nav.open_menu')}
            onClick={() => setOpenFor(open ? null : pathname)}
          >
            {open ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
    </header>
  );
}
