import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../lib/routing/paths';
import { useSession } from '../../../lib/session/session';
import { useLogout } from '../../../lib/session/use-logout';
import { Avatar } from '../../../ui/avatar';
import { LogoutIcon } from '../../../ui/icons';

function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/**
 * The header's account corner. Logged out: "Login" and "Register". Logged in: the avatar (or
 * initials) and first name, "My account" and Logout. Rendered once, in the header bar on wide
 * screens and inside the menu panel on narrow ones (`layout`), so each control exists once.
 */
export function AccountLinks({ layout }: { layout: 'bar' | 'panel' }) {
  const { t } = useTranslation();
  const { token, user } = useSession();
  const logout = useLogout();
  const location = useLocation();

  if (!token) {
    // Coming back here after login is natural (except from the account pages themselves).
    const onAuthPage = /^\/(login|register|reset-password)/.test(location.pathname);
    const state = onAuthPage ? undefined : { from: location };
    return (
      <div className={`account-links account-links--${layout}`}>
        {(
          [
            [paths.login, 'button--ghost', 'account.login'],
            [paths.register, 'button--primary', 'account.register'],
          ] as const
        ).map(([page, look, label]) => (
          <Link
            key={label}
            to={page.getHref()}
            state={state}
            className={`button ${look} button--small`}
          >
            {t(label)}
          </Link>
        ))}
      </div>
    );
  }

  const name = user?.name ?? '';
  const firstName = firstNameOf(name);
  return (
    <div className={`user-chip user-chip--${layout}`}>
      <Avatar name={name || '?'} image={user?.profile_image} size={layout === 'bar' ? 38 : 48} />
      <div className="user-chip__text">
        {firstName ? (
          <span className="user-chip__name" data-testid="user-name">
            {layout === 'panel' ? name : firstName}
          </span>
        ) : null}
        <Link to={paths.dashboard.getHref()} className="user-chip__account">
          {t('account.my_account')}
        </Link>
        {/* Issue 7: operators reach the back office from the shop they run. */}
        {user?.role === 'admin' ? (
          <Link to={paths.admin.getHref()} className="user-chip__account">
            {t('account.back_office')}
          </Link>
        ) : null}
      </div>
      <button
        type="button"
        className={
          layout === 'bar' ? 'icon-button user-chip__logout' : 'button button--ghost button--small'
        }
        data-testid="logout-button"
        aria-label={layout === 'bar' ? t('account.logout') : undefined}
        title={layout === 'bar' ? t('account.logout') : undefined}
        onClick={() => void logout()}
      >
        <LogoutIcon className="icon-flip" width={20} height={20} />
        {layout === 'panel' ? t('account.logout') : null}
      </button>
    </div>
  );
}
