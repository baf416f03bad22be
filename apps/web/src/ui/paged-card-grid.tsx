import type { ReactNode } from 'react';
import type { Paginated } from '@storefront/shared';
import { CardGrid } from './card-grid';
import { Pagination } from './pagination';

/** One page of a catalog list as cards and, when there are more pages, the pagination under them. */
export function PagedCardGrid<Entry extends { id: number }>({
  list,
  wide = false,
  busy,
  renderCard,
  onPageChange,
}: {
  list: Paginated<Entry>;
  /** The wider cards of combos. */
  wide?: boolean;
  /** Another page is on its way (aria-busy); left out, the list says nothing of it. */
  busy?: boolean;
  renderCard: (entry: Entry, index: number) => ReactNode;
  onPageChange: (page: number) => void;
}) {
  return (
    <>
      <CardGrid entries={list.data} wide={wide} busy={busy} renderCard={renderCard} />
      {list.last_page > 1 ? (
        <Pagination
          currentPage={list.current_page}
          lastPage={list.last_page}
          onPageChange={onPageChange}
        />
      ) : null}
    </>
  );
}
