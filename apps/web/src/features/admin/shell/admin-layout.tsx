import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { paths } from '../../../lib/routing/paths';
import { useSession } from '../../../lib/session/session';
import { useLogout } from '../../../lib/session/use-logout';
import { Toaster } from '../../../ui/toaster';
import { LanguageSwitcher } from '../../site/components/language-switcher';
import { adminHref, type AdminNavGroup, type AdminSection } from './section';
import './admin.css';

const GROUP_ORDER: AdminNavGroup[] = ['sales', 'catalog', 'organisations', 'content'];

/**
 * The back office's frame: a side navigation grouped by part, a top bar (language, the shop,
 * the operator, log out) and the page. On a phone the navigation folds behind a Menu button.
 */
export function AdminLayout({ sections }: { sections: AdminSection[] }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const logout = useLogout();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuClosedAt, setMenuClosedAt] = useState(location.pathname);
  // A page chosen from the folded menu closes it.
  if (menuOpen && menuClosedAt !== location.pathname) {
    setMenuOpen(false);
    setMenuClosedAt(location.pathname);
  }

  const groups = GROUP_ORDER.map((group) => ({
    group,
    entries: sections.filter((section) => section.group === group).flatMap((s) => s.nav),
  })).filter((group) => group.entries.length > 0);

  return (
    <div className="admin">
      <a className="skip-link" href="#admin-main">
        {t('admin.skip_to_content')}
      </a>
      <header className="admin__topbar">
        <button
          type="button"
          className="admin__menu-button"
          aria-expanded={menuOpen}
          aria-controls="admin-nav"
          onClick={() => {
            setMenuOpen((open) => !open);
            setMenuClosedAt(location.pathname);
          }}
        >
          {t('admin.menu')}
        </button>
        <Link className="admin__brand" to={adminHref()}>
          <span className="admin__brand-name">Sufra</span>
          <span className="admin__brand-area">{t('admin.title')}</span>
        </Link>
        <div className="admin__topbar-end">
          <LanguageSwitcher />
          <Link className="admin__topbar-link" to={paths.home.getHref()}>
            {t('admin.view_shop')}
          </Link>
          {user ? (
            <span className="admin__operator">{t('admin.signed_in_as', { name: user.name })}</span>
          ) : null}
          <button
            type="button"
            className="admin__topbar-link admin__logout"
            onClick={() => void logout(paths.login.getHref())}
          >
            {t('admin.log_out')}
          </button>
        </div>
      </header>
      <div className="admin__body">
        <nav
          id="admin-nav"
          className={`admin__nav${menuOpen ? ' admin__nav--open' : ''}`}
          aria-label={t('admin.navigation')}
        >
          {groups.map(({ group, entries }) => (
            <div className="admin__nav-group" key={group}>
              <h2 className="admin__nav-heading">{t(`admin.groups.${group}`)}</h2>
              <ul>
                {entries.map((entry) => (
                  <li key={entry.to}>
                    <NavLink className="admin__nav-link" to={adminHref(...entry.to.split('/'))}>
                      {entry.label(t)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <main id="admin-main" className="admin__main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}
