import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-client';
import { AdminPage } from '../../shell/admin-page';

/**
 * A record page before its record is there: loading, not found (an unknown or malformed id),
 * or failed with a Retry.
 */
export function LoadState({
  title,
  actions,
  validId,
  error,
  onRetry,
}: {
  title: string;
  actions: ReactNode;
  validId: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const missing =
    !validId || (error instanceof ApiError && (error.status === 404 || error.status === 422));
  return (
    <AdminPage title={title} actions={actions}>
      {missing ? (
        <p className="admin-panel" role="alert">
          {t('admin_content.not_found')}
        </p>
      ) : error ? (
        <div className="admin-panel" role="alert">
          <p>{t('admin_content.load_error')}</p>
          <button type="button" className="button button--ghost button--small" onClick={onRetry}>
            {t('admin.table.retry')}
          </button>
        </div>
      ) : (
        <p role="status">{t('admin.table.loading')}</p>
      )}
    </AdminPage>
  );
}

/** A page of one record that loads before its form (settings, opening hours). */
export function Loaded<T>({
  title,
  query,
  children,
}: {
  title: string;
  query: { data: T | undefined; error: unknown; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  if (query.data === undefined) {
    return (
      <LoadState
        title={title}
        actions={null}
        validId
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return children(query.data);
}
