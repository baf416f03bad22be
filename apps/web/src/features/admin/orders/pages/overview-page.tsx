import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ORDER_STATUSES } from '@storefront/shared';
import { AdminPage, AdminPanel } from '../../shell/admin-page';
import { adminHref } from '../../shell/section';
import { LoadStatus } from '../../common/load-status';
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
 * status, paid orders waiting to be completed, unhandled contact messages, items off the menu,
 * payments that need an operator.
 */
export default function OverviewPage() {
  const { t } = useTranslation();
  const overview = useAdminOverview();
  const today = localToday();
  const ordersHref = (query: Record<string, string>) =>
    `${adminHref('orders')}?${new URLSearchParams(query).toString()}`;

  // What needs an operator's eye, each with the link to what it counts.
  const counts = overview.data
    ? ([
        {
          name: 'processing',
          count: overview.data.processing,
          to: ordersHref({ status: 'Processing', sort: 'created_at', direction: 'asc' }),
        },
        // The content part's list, unhandled first (its yes/no filters take 1/0).
        {
          name: 'messages',
          count: overview.data.unhandled_messages,
          to: `${adminHref('content', 'messages')}?handled=0`,
        },
        {
          name: 'unavailable',
          count: overview.data.unavailable_items,
          to: `${adminHref('catalog', 'items')}?available=0`,
        },
        // Refunds owed and payments the shop refused: the Payments page lists both.
        {
          name: 'payment_problems',
          count: overview.data.payment_problems + overview.data.refunds_due,
          to: adminHref('payments'),
        },
      ] as const)
    : [];

  return (
    <AdminPage title={t('admin_orders.overview.title')}>
      {overview.data ? (
        <div className="admin-overview">
          <AdminPanel
            id="overview-today"
            title={t('admin_orders.overview.today')}
            className="admin-overview__today"
          >
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
          </AdminPanel>
          {counts.map(({ name, count, to }) => (
            <AdminPanel
              key={name}
              id={`overview-${name}`}
              title={t(`admin_orders.overview.${name}`)}
            >
              <p className="admin-overview__count admin-overview__count--large">{count}</p>
              <Link to={to}>{t(`admin_orders.overview.${name}_link`)}</Link>
            </AdminPanel>
          ))}
        </div>
      ) : (
        <LoadStatus
          error={overview.error}
          errorText={t('admin_orders.overview.load_error')}
          retryLabel={t('admin_orders.detail.retry')}
          onRetry={() => void overview.refetch()}
        />
      )}
    </AdminPage>
  );
}
