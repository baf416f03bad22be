import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, type AdminContactDetail } from '@storefront/shared';
import { useLanguage } from '../../../../i18n/use-language';
import { formatDateTime } from '../../../../lib/format-date';
import { notify } from '../../../../ui/toast';
import { StateBadge } from '../../shell/admin-badge';
import { AdminPage, AdminPanel } from '../../shell/admin-page';
import { useReportSaveError } from '../../shell/admin-queries';
import { adminHref } from '../../shell/section';
import { useAdminMessage, useMarkMessage } from '../api/contact-messages';
import '../components/admin-content.css';
import { StackPanel } from '../components/stack-panel';
import { BackLink } from '../components/back-link';
import { Loaded, useIdParam } from '../../common/load-state';

/** Back office: one contact message, its sender, and "mark handled" (who and when are kept). */
export default function MessagePage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const back = (
    <BackLink to={adminHref('content', 'messages')}>{t('admin_content.messages.back')}</BackLink>
  );
  return (
    <Loaded
      title={t('admin_content.messages.title')}
      actions={back}
      validId={id !== undefined}
      query={useAdminMessage(id ?? 0)}
    >
      {(message) => <MessageDetails message={message} back={back} />}
    </Loaded>
  );
}

function MessageDetails({ message, back }: { message: AdminContactDetail; back: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const mark = useMarkMessage(message.id);
  const reportError = useReportSaveError();
  const handled = message.handled_at !== null;
  const replyHref = `mailto:${message.email}?subject=${encodeURIComponent(
    t('admin_content.messages.reply_subject', { subject: message.subject }),
  )}`;

  const toggle = () =>
    mark.mutate(!handled, {
      onSuccess: (text) => notify.success(text),
      onError: reportError,
    });

  return (
    <AdminPage
      title={t('admin_content.messages.message_title', { subject: message.subject })}
      actions={back}
    >
      <div className="admin-content__columns">
        <AdminPanel id="message-text" title={t('admin_content.messages.message')}>
          <p className="admin-content__message" lang={LANGUAGE_TAGS[message.language]} dir="auto">
            {message.message}
          </p>
        </AdminPanel>
        <StackPanel id="message-details" title={t('admin_content.messages.details')}>
          <dl className="admin-facts">
            <dt>{t('admin_content.messages.from')}</dt>
            <dd>{message.name}</dd>
            <dt>{t('admin_content.messages.email')}</dt>
            <dd>
              <bdi dir="ltr">{message.email}</bdi>
            </dd>
            <dt>{t('admin_content.messages.language')}</dt>
            <dd lang={LANGUAGE_TAGS[message.language]}>{LANGUAGE_NAMES[message.language]}</dd>
            <dt>{t('admin_content.messages.received')}</dt>
            <dd>{formatDateTime(message.created_at, language)}</dd>
            <dt>{t('admin_content.messages.status')}</dt>
            <dd data-testid="admin-message-status">
              <StateBadge
                on={handled}
                yes={t('admin_content.messages.handled')}
                no={t('admin_content.messages.open')}
              />
            </dd>
          </dl>
          {message.handled_at ? (
            <p className="admin-content__meta">
              {message.handled_by
                ? t('admin_content.messages.handled_by', {
                    name: message.handled_by.name || message.handled_by.email,
                    date: formatDateTime(message.handled_at, language),
                  })
                : t('admin_content.messages.handled_on', {
                    date: formatDateTime(message.handled_at, language),
                  })}
            </p>
          ) : null}
          <div className="admin-form__buttons admin-content__actions">
            <button
              type="button"
              className={`button button--small ${handled ? 'button--ghost' : 'button--primary'}`}
              disabled={mark.isPending}
              onClick={toggle}
            >
              {handled
                ? t('admin_content.messages.mark_unhandled')
                : t('admin_content.messages.mark_handled')}
            </button>
            <a className="button button--ghost button--small" href={replyHref}>
              {t('admin_content.messages.reply')}
            </a>
          </div>
        </StackPanel>
      </div>
    </AdminPage>
  );
}
