import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ORDER_STATUSES } from '@storefront/shared';
import { AdminPage } from '../../shell/admin-page';
import { adminHref } from '../../shell/section';
import { useAdminOverview } from '../api/get-overview';
import { AdminOrderStatusBadge } from '../components/order-status-badge';
import '../components/admin-orders.css';

/** The operator's calendar day, as the orders list's day filters take it. */
function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The back office's start page (issue 7): what needs an operator's eye — today's orders by
 * status, paid orders waiting to be completed, unhandled contact messages, items off the menu.
 */
export default function OverviewPage() {
  const { t } = useTranslation();
  const overview = useAdminOverview();
  const today = localToday();
  const ordersHref = (query: Record<string, string>) =>
    `${adminHref('orders')}?${new URLSearchParams(query).toString()}`;

  return (
    <AdminPage title={t('admin_orders.overview.title')}>
      {overview.data ? (
        <div className="admin-overview">
          <section className="admin-panel admin-overview__today" aria-labelledby="overview-today">
            <h2 id="overview-today">{t('admin_orders.overview.today')}</h2>
            <ul className="admin-overview__statuses">
              {ORDER_STATUSES.map((status) => (
                <li key={status}>
                  <Link to={ordersHref({ status, from: today, to: today })}>
                    <span className="admin-overview__count">{overview.data.today[status]}</span>
                    <AdminOrderStatusBadge status={status} />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section className="admin-panel" aria-labelledby="overview-processing">
            <h2 id="overview-processing">{t('admin_orders.overview.processing')}</h2>
            <p className="admin-overview__count admin-overview__count--large">
              {overview.data.processing}
            </p>
            <Link to={ordersHref({ status: 'Processing', sort: 'created_at', direction: 'asc' })}>
              {t('admin_orders.overview.processing_link')}
            </Link>
          </section>
          <section className="admin-panel" aria-labelledby="overview-messages">
            <h2 id="overview-messages">{t('admin_orders.overview.messages')}</h2>
            <p className="admin-overview__count admin-overview__count--large">
              {overview.data.unhandled_messages}
            </p>
            {/* The content part's list, unhandled first (its yes/no filters take 1/0). */}
            <Link to={`${adminHref('content', 'messages')}?handled=0`}>
              {t('admin_orders.overview.messages_link')}
            </Link>
          </section>
          <section className="admin-panel" aria-labelledby="overview-unavailable">
            <h2 id="overview-unavailable">{t('admin_orders.overview.unavailable')}</h2>
            <p className="admin-overview__count admin-overview__count--large">
              {overview.data.unavailable_items}
            </p>
            <Link to={`${adminHref('catalog', 'items')}?available=0`}>
              {t('admin_orders.overview.unavailable_link')}
            </Link>
          </section>
        </div>
      ) : overview.error ? (
        <div className="admin-panel" role="alert">
          <p>{t('admin_orders.overview.load_error')}</p>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => void overview.refetch()}
          >
            {t('admin_orders.detail.retry')}
          </button>
        </div>
      ) : (
        <p role="status">{t('admin.table.loading')}</p>
      )}
    </AdminPage>
  );
}
