import { Outlet, ScrollRestoration } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSessionSync } from '../../../lib/session/use-session-sync';
import { Toaster } from '../../../ui/toaster';
import { ConsentBanner } from './consent-banner';
import { OfflineNotice, OrderingNotice } from './ordering-notice';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './site.css';

/** Landmarks of every page: skip link, header, main#main, footer; toasts and consent. */
export function SiteLayout() {
  const { t } = useTranslation();
  useSessionSync();
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {t('common.skip_to_content')}
      </a>
      <SiteHeader />
      <OfflineNotice />
      <OrderingNotice />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ConsentBanner />
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}
