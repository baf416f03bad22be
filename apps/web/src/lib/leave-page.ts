/**
 * The browser leaves the shop for another site (the payment provider's page, spec §4). One
 * place, so tests can watch it: jsdom cannot follow a navigation.
 */
export function leavePageFor(url: string): void {
  window.location.assign(url);
}
