import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { paths } from '../../../lib/routing/paths';
import { useSession } from '../../../lib/session/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Avatar } from '../../../ui/avatar';
import { BowlIcon, ReceiptIcon, UserIcon } from '../../../ui/icons';
import { PageBanner } from '../../../ui/page-banner';
import { useProfile } from '../api/get-profile';
import '../components/dashboard.css';
import '../../../i18n/account-texts';

/**
 * /dashboard (spec §2 user area): a side navigation and the section shown (profile, orders),
 * which the app's routes put in the outlet so each section keeps its own URL.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  useDocumentTitle(t('dashboard.title'));
  const firstName = user?.name.trim().split(/\s+/)[0];
  // Issue 17 item 10: an office worker reaches their company's subscription page from here.
  const companyId = useProfile().data?.company_id;

  return (
    <>
      <PageBanner title={t('dashboard.title')} />
      <div className="container account-page">
        <div className="account-layout">
          <aside className="surface-card account-side">
            <div className="account-side__user">
              <Avatar name={user?.name ?? ''} image={user?.profile_image} size={52} />
              {firstName ? (
                <p className="account-side__greeting">
                  {t('dashboard.greeting', { name: firstName })}
                </p>
              ) : null}
            </div>
            <nav aria-label={t('dashboard.nav_label')}>
              <ul className="stack-list account-nav">
                <li>
                  <NavLink to={paths.dashboard.getHref()} end className="account-nav__link">
                    <UserIcon width={20} height={20} />
                    {t('dashboard.profile')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to={paths.dashboardOrders.getHref()} className="account-nav__link">
                    <ReceiptIcon width={20} height={20} />
                    {t('dashboard.orders')}
                  </NavLink>
                </li>
                {companyId ? (
                  <li>
                    <NavLink
                      to={paths.subscriptionDetails.getHref(companyId)}
                      className="account-nav__link"
                    >
                      <BowlIcon width={20} height={20} />
                      {t('dashboard.company_subscription')}
                    </NavLink>
                  </li>
                ) : null}
              </ul>
            </nav>
          </aside>
          <div className="account-main">
            <Outlet />
          </div>
        </div>
      </div>
    </>
  );
}
