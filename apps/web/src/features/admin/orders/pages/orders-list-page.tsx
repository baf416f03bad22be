import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ORDER_STATUSES, formatMoney, type AdminOrderRow } from '@storefront/shared';
import { useLanguage } from '../../../../i18n/use-language';
import { ApiError } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format-date';
import {
  AdminFilter,
  AdminFilters,
  AdminPage,
  OptionsFilter,
  fixedOptions,
} from '../../shell/admin-page';
import { AdminQueryTable, type AdminColumn } from '../../shell/admin-table';
import { useColumns } from '../../shell/use-columns';
import { adminHref } from '../../shell/section';
import { useAdminOrders } from '../api/get-orders';
import { rememberOrdersSearch } from '../components/list-memory';
import { AdminOrderStatusBadge, DeliverTo, RefundDueBadge } from '../components/order-status-badge';
import '../components/admin-orders.css';

/** The filters this list adds to the search box (their names are the query parameters). */
const FILTERS = ['status', 'refund_due', 'from', 'to', 'customer'];

/**
 * Back office: every order, filtered, sorted and paged on the server (issue 7 item 2). The
 * reference opens the order; filters apply on Enter.
 */
export default function OrdersListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { params, list: orders } = useAdminOrders();
  const { filters } = params;
  const { search } = useLocation();
  useEffect(() => rememberOrdersSearch(search), [search]);

  const column = useColumns('admin_orders.columns');
  const columns: AdminColumn<AdminOrderRow>[] = [
    column('reference', { sortKey: 'reference' }, (row) => (
      <span className="admin-orders__reference">{row.reference}</span>
    )),
    column('date', { sortKey: 'created_at' }, (row) => formatDateTime(row.created_at, language)),
    column('status', { sortKey: 'status' }, (row) => (
      <span className="admin-orders__person">
        <AdminOrderStatusBadge status={row.status} />
        {row.refund_due ? <RefundDueBadge /> : null}
      </span>
    )),
    column('customer', { sortKey: 'customer' }, (row) => (
      <span className="admin-orders__person">
        <span>{row.customer.name}</span>
        <span className="admin-orders__muted">{row.customer.email}</span>
        {row.ordered_for ? (
          <span className="admin-orders__muted">
            {t('admin_orders.for_person', { name: row.ordered_for.name })}
          </span>
        ) : null}
      </span>
    )),
    column('deliver_to', (row) => (
      <span className="admin-orders__person">
        <DeliverTo place={row.deliver_to} />
        {row.note ? <span className="admin-orders__customer-note">{row.note}</span> : null}
      </span>
    )),
    column('lines', { align: 'end' }, (row) => row.lines),
    column('total', { sortKey: 'total', align: 'end' }, (row) =>
      formatMoney(row.total, language, row.currency),
    ),
  ];

  return (
    <AdminPage title={t('admin_orders.title')}>
      <AdminFilters params={params} searchLabel={t('admin_orders.filters.search')} fields={FILTERS}>
        <OptionsFilter
          value={filters.status}
          any={t('admin_orders.filters.any_status')}
          options={fixedOptions(ORDER_STATUSES, (status) => t(`admin_orders.status.${status}`))}
        />
        <OptionsFilter
          label={t('admin_orders.filters.refund_due')}
          name="refund_due"
          value={filters.refund_due}
          any={t('admin_orders.filters.refund_due_any')}
          options={[{ id: '1', label: t('admin_orders.filters.refund_due_only') }]}
        />
        <AdminFilter label={t('admin_orders.filters.from')}>
          <input name="from" type="date" defaultValue={filters.from ?? ''} />
        </AdminFilter>
        <AdminFilter label={t('admin_orders.filters.to')}>
          <input name="to" type="date" defaultValue={filters.to ?? ''} />
        </AdminFilter>
        <AdminFilter label={t('admin_orders.filters.customer')}>
          <input
            name="customer"
            type="search"
            defaultValue={filters.customer ?? ''}
            maxLength={100}
          />
        </AdminFilter>
      </AdminFilters>
      {orders.error instanceof ApiError && orders.error.status === 422 ? (
        // A filter the server refused (an end day before the start day): say which and why.
        <p className="admin-orders__filter-error" role="alert">
          {orders.error.displayMessage}
        </p>
      ) : null}
      <AdminQueryTable
        caption={t('admin_orders.caption', { count: orders.data?.total ?? 0 })}
        columns={columns}
        list={orders}
        rowHref={(row) => adminHref('orders', row.id)}
        params={params}
        emptyText={t('admin_orders.empty')}
      />
    </AdminPage>
  );
}
