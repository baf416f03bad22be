import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SUBSCRIPTION_STATUSES,
  adminPaths,
  formatMoney,
  type AdminSubscription,
  type SubscriptionStatus,
} from '@storefront/shared';
import { useLanguage } from '../../../../i18n/use-language';
import { apiClient } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format-date';
import { formatPercent } from '../../../../lib/format-percent';
import { notify } from '../../../../ui/toast';
import { AdminBadge, type BadgeTone } from '../../shell/admin-badge';
import { useAdminList, useInvalidateAdmin, useReportSaveError } from '../../shell/admin-queries';
import {
  AdminFilters,
  AdminPage,
  ConfirmDialog,
  OptionsFilter,
  fixedOptions,
} from '../../shell/admin-page';
import { GridQueryTable, RowButton, type AdminColumn } from '../../shell/admin-table';
import { PLACES_RESOURCE, PLACES_RESOURCES } from '../api/resources';
import { CompanyFilter } from '../components/place-selects';
import '../components/places.css';

const TONE: Record<SubscriptionStatus, BadgeTone | undefined> = {
  active: 'success',
  upcoming: 'info',
  ended: undefined,
};

/**
 * Back office: the subscriptions companies bought (issue 7 item 4), each period with its
 * purchase when there is one; an operator can end a running or upcoming one now.
 */
export default function SubscriptionsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { params, list } = useAdminList<AdminSubscription>(
    PLACES_RESOURCE,
    adminPaths.subscriptions,
    { sort: 'starts_at', direction: 'desc' },
  );
  const invalidate = useInvalidateAdmin();
  const reportError = useReportSaveError();
  const [ending, setEnding] = useState<AdminSubscription | null>(null);
  const { filters } = params;

  const end = async (row: AdminSubscription) => {
    try {
      const answer = await apiClient.post<null>(adminPaths.subscriptionEnd(row.id));
      notify.success(answer.responseText);
      await invalidate(...PLACES_RESOURCES);
    } catch (error) {
      reportError(error);
      throw error;
    }
  };

  const columns: AdminColumn<AdminSubscription>[] = [
    {
      id: 'company',
      header: t('admin_places.subscriptions.company'),
      sortKey: 'company',
      cell: (row) => row.company_name,
    },
    {
      id: 'plan',
      header: t('admin_places.subscriptions.plan'),
      cell: (row) =>
        row.plan_id === null ? (
          <span className="admin-places__muted">{t('admin_places.subscriptions.not_bought')}</span>
        ) : (
          t('admin_places.plans.days', { count: row.duration_days ?? 0 })
        ),
    },
    {
      id: 'discount',
      header: t('admin_places.subscriptions.discount'),
      align: 'end',
      cell: (row) => formatPercent(row.discount_percent, language),
    },
    {
      id: 'starts',
      header: t('admin_places.subscriptions.starts_at'),
      sortKey: 'starts_at',
      cell: (row) => formatDateTime(row.starts_at, language),
    },
    {
      id: 'ends',
      header: t('admin_places.subscriptions.ends_at'),
      sortKey: 'ends_at',
      cell: (row) => formatDateTime(row.ends_at, language),
    },
    {
      id: 'status',
      header: t('admin_places.subscriptions.status'),
      cell: (row) => (
        <AdminBadge tone={TONE[row.status]}>
          {t(`admin_places.subscriptions.statuses.${row.status}`)}
        </AdminBadge>
      ),
    },
    {
      id: 'purchase',
      header: t('admin_places.subscriptions.paid'),
      align: 'end',
      cell: (row) =>
        row.amount_paid === null || row.currency === null ? (
          '—'
        ) : (
          <span className="admin-places__stack">
            <span>{formatMoney(row.amount_paid, language, row.currency)}</span>
            <span
              className="admin-places__muted admin-places__code"
              title={`${t('admin_places.subscriptions.txn_id')}: ${row.txn_id ?? ''}`}
            >
              {row.txn_id?.slice(0, 8)}
            </span>
          </span>
        ),
    },
    {
      id: 'buyer',
      header: t('admin_places.subscriptions.buyer'),
      cell: (row) =>
        row.buyer ? (
          <span className="admin-places__stack">
            <span>{row.buyer.name}</span>
            <span className="admin-places__muted" dir="ltr">
              {row.buyer.email}
            </span>
          </span>
        ) : (
          '—'
        ),
    },
    {
      id: 'actions',
      header: t('admin.record.actions'),
      align: 'end',
      cell: (row) =>
        row.status === 'ended' ? null : (
          <RowButton
            tone="danger-quiet"
            label={t('admin_places.subscriptions.end')}
            named={t('admin_places.subscriptions.end_named', { name: row.company_name })}
            onClick={() => setEnding(row)}
          />
        ),
    },
  ];

  return (
    <AdminPage title={t('admin_places.subscriptions.title')}>
      <AdminFilters
        params={params}
        searchLabel={t('admin_places.subscriptions.search')}
        fields={['company_id', 'status']}
      >
        <CompanyFilter label={t('admin_places.subscriptions.company')} value={filters.company_id} />
        <OptionsFilter
          value={filters.status}
          any={t('admin.filters.any')}
          options={fixedOptions(SUBSCRIPTION_STATUSES, (status) =>
            t(`admin_places.subscriptions.statuses.${status}`),
          )}
        />
      </AdminFilters>
      <GridQueryTable
        caption={t('admin_places.subscriptions.caption')}
        columns={columns}
        list={list}
        params={params}
        emptyText={t('admin_places.subscriptions.empty')}
      />
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => !open && setEnding(null)}
        title={t('admin_places.subscriptions.end_title')}
        text={t('admin_places.subscriptions.end_text')}
        confirmLabel={t('admin_places.subscriptions.end')}
        onConfirm={() => (ending ? end(ending) : Promise.resolve())}
      />
    </AdminPage>
  );
}
