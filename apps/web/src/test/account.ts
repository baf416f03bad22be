import type { Profile, SessionUser } from '@storefront/shared';
import { ok, stubFetch, type Handler } from './fetch-stub';
import { startSession } from '../lib/session/session';
import type { SocialConfig } from '../lib/site-info';
import { citiesOf, countries, profile, siteInfo } from './fixtures';
import { renderApp } from './render';

/** Calls every page of the shop makes (site info for the footer), plus the place lists. */
export function shopHandlers(
  overrides: { social?: SocialConfig; profile?: Profile } = {},
): Record<string, Handler> {
  const handlers: Record<string, Handler> = {
    'GET /api/site-info': () => ok({ ...siteInfo, social: overrides.social ?? siteInfo.social }),
    'GET /api/profile': () => ok(overrides.profile ?? profile),
    'GET /api/countries': () => ok(countries),
    'POST /api/companies': (call) =>
      ok({
        companies:
          call.body?.building_id === 201
            ? [{ id: 102, company_name: 'Seef Tower Co.' }]
            : [
                { id: 101, company_name: 'Gulf Trading' },
                { id: 102, company_name: 'Seef Tower Co.' },
              ],
      }),
    'POST /api/buildings': () =>
      ok({
        buildings: [
          { id: 201, building_name: 'Seef Tower' },
          { id: 202, building_name: 'Harbour Gate' },
        ],
      }),
    'POST /api/universities': () =>
      ok({ university: [{ id: 301, university_name: 'University of Bahrain' }] }),
  };
  for (const [countryId, cities] of Object.entries(citiesOf)) {
    handlers[`GET /api/city/${countryId}`] = () => ok(cities);
  }
  return handlers;
}

/** The whole shop at `path`, signed in as `user`, the API answered by `handlers`. */
export async function openSignedIn(
  token: string,
  user: SessionUser,
  path: string,
  handlers: Record<string, Handler>,
) {
  await startSession(token, user);
  const calls = stubFetch({ ...shopHandlers(), ...handlers });
  const view = renderApp(path);
  return { ...view, calls };
}
