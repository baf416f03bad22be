import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AdminPage } from '../shell/admin-page';
import { LoadStatus } from './load-status';

/** The record id in the URL (`…/:id`), or undefined where it cannot be one (`new`, `abc`, `0`). */
export function useIdParam(): number | undefined {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** What a page says when its record is missing or failed to load, and its Retry button. */
export interface LoadTexts {
  notFound: string;
  error: string;
  retry: string;
}

/**
 * A page of one record that loads before its form or its details (settings, opening hours, a
 * message, a page, an order): until then its title, its `actions` and the load's state: loading,
 * not found (`validId` false: the URL's id cannot be a record's), or failed with a Retry, in the
 * back office's general words unless the page has its own (`texts`).
 */
export function Loaded<T>({
  title,
  actions = null,
  validId = true,
  texts,
  query,
  children,
}: {
  title: string;
  actions?: ReactNode;
  validId?: boolean;
  texts?: LoadTexts;
  query: { data: T | undefined; error: unknown; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.data !== undefined) return children(query.data);
  return (
    <AdminPage title={title} actions={actions}>
      <LoadStatus
        validId={validId}
        error={query.error}
        notFoundText={texts?.notFound ?? t('admin_content.not_found')}
        errorText={texts?.error ?? t('admin_content.load_error')}
        retryLabel={texts?.retry ?? t('admin.table.retry')}
        onRetry={() => void query.refetch()}
      />
    </AdminPage>
  );
}
