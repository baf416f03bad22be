import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, type AdminContactRow } from '@storefront/shared';
import { useLanguage } from '../../../../i18n/use-language';
import { formatDateTime } from '../../../../lib/format-date';
import { useListTexts } from '../../common/list-texts';
import { AdminListPage } from '../../shell/admin-list-page';
import { StateBadge } from '../../shell/admin-badge';
import { YesNoFilter } from '../../shell/admin-page';
import type { AdminColumn } from '../../shell/admin-table';
import { useColumns } from '../../shell/use-columns';
import { useAdminMessages } from '../api/contact-messages';
import { AddressCell } from '../components/address-cell';
import '../components/admin-content.css';

const FILTERS = ['handled'];

/**
 * Back office: the messages customers sent with the contact form (issue 7 item 5), newest
 * first; the subject opens the message. Open ones are in bold.
 */
export default function MessagesListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { params, list } = useAdminMessages();

  const column = useColumns('admin_content.messages.columns');
  const columns: AdminColumn<AdminContactRow>[] = [
    column('subject', { sortKey: 'subject' }, (row) => (
      <span className={row.handled_at ? undefined : 'admin-content__unread'}>{row.subject}</span>
    )),
    column('from', { sortKey: 'name' }, (row) => (
      <AddressCell text={row.name} address={row.email} />
    )),
    column('received', { sortKey: 'created_at' }, (row) => (
      <span className="admin-content__person">
        <span>{formatDateTime(row.created_at, language)}</span>
        <span className="admin-content__muted" lang={LANGUAGE_TAGS[row.language]}>
          {LANGUAGE_NAMES[row.language]}
        </span>
      </span>
    )),
    column('status', { sortKey: 'handled_at' }, (row) => (
      <StateBadge
        on={row.handled_at !== null}
        yes={t('admin_content.messages.handled')}
        no={t('admin_content.messages.open')}
      />
    )),
  ];

  return (
    <AdminListPage
      section="content"
      resource="messages"
      {...useListTexts('admin_content.messages')}
      params={params}
      list={list}
      columns={columns}
      filterFields={FILTERS}
      filters={
        <YesNoFilter
          label={t('admin_content.messages.handled_filter')}
          name="handled"
          value={params.filters.handled}
        />
      }
    />
  );
}
