import { useEffect } from 'react';

export const SHOP_NAME = 'Sufra';

/** Sets `<title>` to "<page> | Sufra" while the page is shown. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) document.title = SHOP_NAME;
    // Content pages' meta titles may already name the shop ("Terms – Sufra").
    else document.title = title.includes(SHOP_NAME) ? title : `${title} | ${SHOP_NAME}`;
  }, [title]);
}
