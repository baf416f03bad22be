/**
 * The orders list's last filters, sort and page (its URL search), so "All orders" on an order
 * leads back to the list the operator came from rather than to its first page. Kept for the
 * visit only: a fresh visit starts from the plain list.
 */
let lastSearch = '';

export function rememberOrdersSearch(search: string): void {
  lastSearch = search;
}

export function ordersListSearch(): string {
  return lastSearch;
}
