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

/**
 * The shape of what is coming instead of a spinner over the page, for a page's first load: a banner-sized block (optional) and a grid of card outlines. Announced once
 * as "Loading…"; the outlines are hidden from screen readers.
 */
export function CardGridSkeleton({
  cards = 6,
  banner = false,
}: {
  cards?: number;
  banner?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="skeleton" role="status" aria-label={t('common.loading')} aria-busy="true">
      <span className="visually-hidden">{t('common.loading')}</span>
      {banner ? <div className="skeleton__banner" aria-hidden="true" /> : null}
      <ul className="card-grid skeleton__grid" aria-hidden="true">
        {Array.from({ length: cards }, (_, index) => (
          <li key={index} className="surface-card skeleton__card">
            <span className="skeleton__picture" />
            <span className="skeleton__line" />
            <span className="skeleton__line skeleton__line--short" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A lazy page's chunk on its way: the page's heading band and cards, in outline. */
export function PageSkeleton() {
  return (
    <div className="container section section--tight">
      <CardGridSkeleton cards={6} banner />
    </div>
  );
}

/**
 * A signed-in page's content on its way (the dashboard, an order, the order list): a title and
 * rows, in outline. What the server draws for these pages, which it cannot show to anyone.
 */
export function RecordSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="container section section--tight">
      <div className="skeleton" role="status" aria-label={t('common.loading')} aria-busy="true">
        <span className="visually-hidden">{t('common.loading')}</span>
        <span className="skeleton__line skeleton__title" aria-hidden="true" />
        <ul className="skeleton__rows" aria-hidden="true">
          {Array.from({ length: 4 }, (_, index) => (
            <li key={index} className="surface-card skeleton__row">
              <span className="skeleton__line" />
              <span className="skeleton__line skeleton__line--short" />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
