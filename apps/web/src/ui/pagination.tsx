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

  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <ul className="pagination__list">
        <li>
          <button
            type="button"
            className="pagination__button pagination__arrow pagination__arrow--previous"
            aria-label={t('pagination.previous')}
            aria-disabled={atFirst ? 'true' : undefined}
            onClick={() => go(current - 1)}
          >
            <ChevronIcon width={20} height={20} />
          </button>
        </li>
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
        <li>
          <button
            type="button"
            className="pagination__button pagination__arrow"
            aria-label={t('pagination.next')}
            aria-disabled={atLast ? 'true' : undefined}
            onClick={() => go(current + 1)}
          >
            <ChevronIcon width={20} height={20} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
