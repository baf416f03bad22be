import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../shell/admin-page';
import { LoadStatus } from '../../common/load-status';

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
  return (
    <AdminPage title={title} actions={actions}>
      <LoadStatus
        validId={validId}
        error={error}
        notFoundText={t('admin_content.not_found')}
        errorText={t('admin_content.load_error')}
        retryLabel={t('admin.table.retry')}
        onRetry={onRetry}
      />
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
