import { z } from 'zod';
import { MENU_PAGE_SIZE } from '../constants';
import { dietaryFilterFields } from '../dietary';
import { comboSchema, itemSchema } from './catalog';
import { envelope, languageSchema, pageQueryFields, paginated } from './common';

/** Longest search text accepted: longer than any item name or combo title. */
export const SEARCH_QUERY_MAX = 100;
/** Combos are few; the results page shows at most this many, unpaged. */
export const SEARCH_COMBOS_MAX = 12;

/** GET /search (spec §2 /searchResult): items paged as on the menu, combos beside them. */
export const searchRequestSchema = z.object({
  q: z
    .string({ message: 'search_query_required' })
    .trim()
    .min(1, 'search_query_required')
    .max(SEARCH_QUERY_MAX, `too_long:${SEARCH_QUERY_MAX}`),
  language: languageSchema,
  ...dietaryFilterFields,
  page: pageQueryFields.page,
  limit: pageQueryFields.limit.default(MENU_PAGE_SIZE),
});
export type SearchRequest = z.input<typeof searchRequestSchema>;

export const searchDataSchema = z.object({
  items: paginated(itemSchema),
  combos: z.array(comboSchema).max(SEARCH_COMBOS_MAX),
  /**
   * Issue 17 item 8: true when no name contains the text and these are the names most like it
   * (a typo, another spelling, an inflected form), the closest first.
   */
  close_matches: z.boolean(),
});
export type SearchData = z.infer<typeof searchDataSchema>;
export const searchResponseSchema = envelope(searchDataSchema);
