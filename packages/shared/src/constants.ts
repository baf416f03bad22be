/**
 * Contract values both sides need at run time, kept free of zod so the storefront's first pages
 * can import them without loading the schema library.
 */

/** DESIGN §3: `responseCode` 1 is success, 0 is failure. */
export const RESPONSE_OK = 1;
export const RESPONSE_FAIL = 0;

/** Spec §2/§9: the menu shows 12 items per page. */
export const MENU_PAGE_SIZE = 12;

/** Spec §7: GET /pages/3 privacy, /pages/4 terms; about is page 1. */
export const PAGE_IDS = { about: 1, privacy: 3, terms: 4 } as const;

/** Spec §2: the about block's picture, beside the about page's content. */
export const ABOUT_IMAGE = '/images/pages/about.svg';
