/**
 * Spec §2 pagination control: pages 1 to 5 always, the last 3, and the neighbours within 1 of
 * the current page, with an ellipsis wherever pages are skipped.
 */
export type PageSlot = number | 'ellipsis';

export const ALWAYS_SHOWN_FIRST = 5;
export const ALWAYS_SHOWN_LAST = 3;
export const NEIGHBOURS = 1;

export function paginationSlots(currentPage: number, lastPage: number): PageSlot[] {
  if (lastPage < 1) return [];
  const current = Math.min(Math.max(1, Math.trunc(currentPage)), lastPage);
  const shown = new Set<number>();
  for (let page = 1; page <= Math.min(ALWAYS_SHOWN_FIRST, lastPage); page++) shown.add(page);
  for (let page = Math.max(1, lastPage - ALWAYS_SHOWN_LAST + 1); page <= lastPage; page++) {
    shown.add(page);
  }
  for (let page = current - NEIGHBOURS; page <= current + NEIGHBOURS; page++) {
    if (page >= 1 && page <= lastPage) shown.add(page);
  }
  const slots: PageSlot[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous > 1) slots.push('ellipsis');
    slots.push(page);
    previous = page;
  }
  return slots;
}
