import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RequireAuth } from '../../../lib/routing/guards';
import { paths } from '../../../lib/routing/paths';
import { useSession } from '../../../lib/session/session';
import { useSessionSync } from '../../../lib/session/use-session-sync';
import { LoadingOverlay } from '../../../ui/loader';
import { LanguageSwitcher } from '../../site/components/language-switcher';

/**
 * The back office is for operators (issue 7, DESIGN §4 role `admin`). A guest goes to /login and
 * comes back here; a customer sees why they cannot enter. The server refuses every admin call
 * to anyone else all the same (401/403): this guard only spares them a page of errors.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  // The back office has no shop layout above it: it restores a stored token's user itself
  // (a reload of any /admin page) and follows logins and logouts in other tabs.
  useSessionSync();
  return (
    <RequireAuth>
      <AdminOnly>{children}</AdminOnly>
    </RequireAuth>
  );
}

function AdminOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user, restoring } = useSession();
  if (user?.role === 'admin') return children;
  // A reload: the stored token's user is on its way; judge the role once it is here.
  if (restoring) return <LoadingOverlay />;
  return (
    <main id="main" className="admin-denied">
      <LanguageSwitcher />
      <h1>{t('admin.not_allowed_title')}</h1>
      <p>{t('admin_only')}</p>
      <Link className="button button--primary" to={paths.home.getHref()}>
        {t('admin.back_to_shop')}
      </Link>
    </main>
  );
}
