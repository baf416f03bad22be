import { z } from 'zod';
import { envelope } from './common';

/** GET /site-info (spec §3 "Site data: site_address, site_phone_number, site_email"). */
export const siteInfoSchema = z.object({
  site_name: z.string(),
  tagline: z.string(),
  site_address: z.string(),
  site_phone_number: z.string(),
  site_email: z.string(),
  opening_hours: z.string(),
  currency_code: z.string(),
  /** Issue 16 item 1: guests may customise combos without signing in (a shop setting). */
  guests_customise_combos: z.boolean(),
  /**
   * Page ids of the content pages (spec §7: 3 privacy, 4 terms), and `more`: the other pages the
   * shop publishes (an addition: the footer links every published page, issue 17), each with its
   * title in the caller's language.
   */
  pages: z.object({
    about: z.number(),
    privacy: z.number(),
    terms: z.number(),
    more: z.array(z.object({ id: z.number(), title: z.string() })),
  }),
  /**
   * Social sign-in (DESIGN §4): the public ids of the configured providers; null hides that
   * provider's button.
   */
  social: z.object({
    google_client_id: z.string().nullable(),
    facebook_app_id: z.string().nullable(),
  }),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
export const siteInfoResponseSchema = envelope(siteInfoSchema);

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
  uptime_seconds: z.number(),
});
