import type { ReactNode } from 'react';

/** Cards in the shop's grid (`.card-grid`), each in a list item. */
export function CardGrid<Entry extends { id: number }>({
  entries,
  wide = false,
  busy,
  renderCard,
}: {
  entries: Entry[];
  /** The wider cards of combos. */
  wide?: boolean;
  /** Another page is on its way (aria-busy); left out, the list says nothing of it. */
  busy?: boolean;
  renderCard: (entry: Entry, index: number) => ReactNode;
}) {
  return (
    <ul className={wide ? 'card-grid card-grid--wide' : 'card-grid'} aria-busy={busy}>
      {entries.map((entry, index) => (
        <li key={entry.id}>{renderCard(entry, index)}</li>
      ))}
    </ul>
  );
}
