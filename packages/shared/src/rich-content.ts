/**
 * Links in rich content (pages the back office edits, issue 7): the editor refuses what the
 * server's sanitiser would strip, so both judge an address by this one rule.
 */

/** A scheme, if the address has one (`javascript:`, `https:`); relative addresses have none. */
const SCHEME = /^\s*([a-z][a-z0-9+.-]*):/i;
const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto']);

/** http(s), mailto, or an address inside the shop (relative, or protocol-relative `//host`). */
export function isAllowedHref(href: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"), so
  // judge the address as a browser would read it.
  // eslint-disable-next-line no-control-regex
  const normalized = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = SCHEME.exec(normalized)?.[1]?.toLowerCase();
  if (scheme) return ALLOWED_SCHEMES.has(scheme);
  return true;
}
