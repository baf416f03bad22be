import { useTranslation } from 'react-i18next';
import { paginationSlots } from '@storefront/shared';
import { ChevronIcon } from './icons';
import './pagination.css';

export interface PaginationProps {
  currentPage: number;
  lastPage: number;
  onPageChange: (page: number) => void;
}

/**
 * Spec §2 pagination: pages 1–5, the last 3 and the current page's neighbours, ellipses between;
 * the previous and next arrows do nothing at the first or last page.
 */
export function Pagination({ currentPage, lastPage, onPageChange }: PaginationProps) {
  const { t } = useTranslation();
  const slots = paginationSlots(currentPage, lastPage);
  if (slots.length === 0) return null;
  const current = Math.min(Math.max(1, currentPage), lastPage);
  const atFirst = current <= 1;
  const atLast = current >= lastPage;

  const go = (page: number) => {
    if (page < 1 || page > lastPage || page === current) return;
    onPageChange(page);
  };
  // The previous or next arrow: still focusable at either end, where it says so and does nothing.
  const arrow = (label: string, page: number, atEnd: boolean, modifier = '') => (
    <li>
      <button
        type="button"
        className={`pagination__button pagination__arrow${modifier}`}
        aria-label={label}
        aria-disabled={atEnd ? 'true' : undefined}
        onClick={() => go(page)}
      >
        <ChevronIcon width={20} height={20} />
      </button>
    </li>
  );

  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <ul className="inline-list pagination__list">
        {arrow(t('pagination.previous'), current - 1, atFirst, ' pagination__arrow--previous')}
        {slots.map((slot, index) =>
          slot === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} className="pagination__ellipsis">
              <span aria-hidden="true">…</span>
            </li>
          ) : (
            <li key={slot}>
              <button
                type="button"
                className="pagination__button"
                aria-current={slot === current ? 'page' : undefined}
                onClick={() => go(slot)}
              >
                {slot}
              </button>
            </li>
          ),
        )}
        {arrow(t('pagination.next'), current + 1, atLast)}
      </ul>
    </nav>
  );
}
