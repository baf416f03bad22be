import { useTranslation } from 'react-i18next';
import { useShowingOfflineCopy } from '../../../lib/offline';
import { useOrderingStatus } from '../../../lib/ordering-status';
import { ClockIcon, OfflineIcon } from '../../../ui/icons';

/**
 * Issue 15: while the shop is closed, every page says when ordering opens (or that orders are
 * taken ahead), in the shopper's language, as the server words it. Nothing while open.
 */
export function OrderingNotice() {
  const { data } = useOrderingStatus();
  if (!data?.notice) return null;
  return (
    <div
      className={`ordering-notice${data.accepts_orders ? ' ordering-notice--ahead' : ''}`}
      role="status"
      data-testid="ordering-notice"
    >
      <div className="container ordering-notice__inner">
        <ClockIcon width={20} height={20} />
        <p>{data.notice}</p>
      </div>
    </div>
  );
}

/**
 * Issue 14 item 7: the network failed and the menu on screen is the service worker's copy of
 * what the customer last saw; the server confirms prices and the cart once it answers again.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  if (!useShowingOfflineCopy()) return null;
  return (
    <div
      className="ordering-notice ordering-notice--offline"
      role="status"
      data-testid="offline-notice"
    >
      <div className="container ordering-notice__inner">
        <OfflineIcon width={20} height={20} />
        <p>{t('common.offline_copy')}</p>
      </div>
    </div>
  );
}
