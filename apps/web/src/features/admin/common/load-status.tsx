import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';

/**
 * What a back-office page shows before its data is there: not found (a record page, given
 * `validId`: an unknown or malformed id), failed with a Retry, or loading.
 */
export function LoadStatus({
  validId,
  error,
  notFoundText,
  errorText,
  retryLabel,
  onRetry,
}: {
  validId?: boolean;
  error: unknown;
  notFoundText?: string;
  errorText: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const missing =
    validId !== undefined &&
    (!validId || (error instanceof ApiError && (error.status === 404 || error.status === 422)));
  if (missing) {
    return (
      <p className="admin-panel" role="alert">
        {notFoundText}
      </p>
    );
  }
  if (error) {
    return (
      <div className="admin-panel" role="alert">
        <p>{errorText}</p>
        <button type="button" className="button button--ghost button--small" onClick={onRetry}>
          {retryLabel}
        </button>
      </div>
    );
  }
  return <p role="status">{t('admin.table.loading')}</p>;
}
