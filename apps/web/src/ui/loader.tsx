import { useTranslation } from 'react-i18next';
import './loader.css';

/** Spec §2: a loading overlay with a spinner, announced politely to screen readers. */
export function LoadingOverlay({ label }: { label?: string }) {
  const { t } = useTranslation();
  const text = label ?? t('common.loading');
  return (
    <div className="loader-overlay">
      <div className="loader" role="status" aria-label={text} aria-live="polite">
        <span className="loader__spinner" aria-hidden="true" />
        <span className="visually-hidden">{text}</span>
      </div>
    </div>
  );
}

/** A spinner inside the flow, for a section rather than the whole page. */
export function InlineLoader() {
  const { t } = useTranslation();
  return (
    <div className="loader loader--inline" role="status" aria-label={t('common.loading')}>
      <span className="loader__spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
