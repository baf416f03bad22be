import { useTranslation } from 'react-i18next';
import type { AdminFailedMail } from '@storefront/shared';
import { useLanguage } from '../../../../i18n/use-language';
import { formatDateTime } from '../../../../lib/format-date';
import { notify } from '../../../../ui/toast';
import { AdminPage } from '../../shell/admin-page';
import { useReportSaveError } from '../../shell/admin-queries';
import { AdminTable, RowButton, type AdminColumn } from '../../shell/admin-table';
import { useColumns } from '../../shell/use-columns';
import { useListParams } from '../../shell/use-list-params';
import { useFailedMails, useRetryMail } from '../api/failed-mails';
import { AddressCell } from '../components/address-cell';
import '../components/admin-content.css';

/**
 * Back office (issue 11): mails the job queue gave up on after its last attempt (the mail server
 * refused or never answered), with the server's last answer; "Send again" queues one anew.
 */
export default function FailedMailsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  // The list is short and newest first: no sorting or paging, the table's defaults.
  const params = useListParams({ sort: 'failed_at', direction: 'desc' });
  const mails = useFailedMails();
  const retry = useRetryMail();
  const reportError = useReportSaveError();
  const rows = mails.data?.data;

  const column = useColumns('admin_content.failed_mails.columns');
  const columns: AdminColumn<AdminFailedMail>[] = [
    column('subject', (row) => <AddressCell text={row.subject} address={row.to} />),
    column('failed', (row) => formatDateTime(row.failed_at ?? row.created_at, language)),
    column('attempts', { align: 'end' }, (row) => row.attempts),
    column('error', (row) => (
      <bdi className="admin-content__muted" dir="ltr">
        {row.error}
      </bdi>
    )),
    column('action', (row) => (
      <RowButton
        label={t('admin_content.failed_mails.retry')}
        named={t('admin_content.failed_mails.retry_to', { to: row.to })}
        disabled={retry.isPending && retry.variables === row.id}
        onClick={() =>
          retry.mutate(row.id, {
            onSuccess: (text) => notify.success(text),
            onError: reportError,
          })
        }
      />
    )),
  ];

  return (
    <AdminPage title={t('admin_content.failed_mails.title')}>
      <p className="admin-content__intro">{t('admin_content.failed_mails.intro')}</p>
      <AdminTable
        caption={t('admin_content.failed_mails.caption')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        params={params}
        page={
          rows && rows.length > 0
            ? { current_page: 1, last_page: 1, per_page: rows.length, total: rows.length }
            : undefined
        }
        loading={mails.isFetching}
        error={mails.error}
        onRetry={() => void mails.refetch()}
        emptyText={t('admin_content.failed_mails.empty')}
      />
    </AdminPage>
  );
}
