import type { ReactNode } from 'react';

/** What a catalog card (an item's or a combo's) takes besides what it shows. */
export interface CatalogCardProps {
  /** The card's button (the cart's), from the caller: features do not import each other. */
  action: ReactNode;
  /** 2 when the cards sit right under the page's h1 (the menu and combos pages). */
  headingLevel?: 2 | 3;
  /** The first card of a page: its picture loads at once, first (the page's largest paint). */
  eager?: boolean;
}
