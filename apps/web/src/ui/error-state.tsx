import { useTranslation } from 'react-i18next';
import { StateArt } from './state-art';
import './states.css';

export interface ErrorStateProps {
  title?: string;
  message?: string;
  onRetry: () => void;
}

/** A failed load: what happened and a Retry button (never a blank page). */
export function ErrorState({ title, message, onRetry }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <div className="state state--error" role="alert">
      <StateArt
        plate="#FDE3D8"
        stroke="#B93D1A"
        line="M20 38h24a12 12 0 0 1-24 0zM26 22c0 3 3 3 3 6M35 22c0 3 3 3 3 6"
      />
      <h2 className="state__title">{title ?? t('common.load_error_title')}</h2>
      <p className="state__text">{message ?? t('common.load_error_text')}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
