import { useEffect, useState } from 'react';
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

/** Where the header switches to the menu button (site.css uses the same width). */
export const NARROW_HEADER_QUERY = '(max-width: 1180px)';

export function SiteHeader() {
  const { t } = useTranslation();
  const count = useCartCount();
  const { pathname } = useLocation();
  const [openFor, setOpenFor] = useState<string | null>(null);
  const narrow = useMediaQuery(NARROW_HEADER_QUERY);
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
    <header className="site-header">
      <div className="container site-header__inner">
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
