import { type Account } from './accounts';
import { apiData } from './app';
import { apiAs, roundHalfUp, toMinor } from './cart';

/** Selectors of the subscription screens (contract with apps/web). */
export const subscriptionSel = {
  plan: '[data-testid="subscription-plan"]',
  status: '[data-testid="subscription-status"]',
} as const;

/** Texts of the subscription screens (spec §2, §8; English). */
export const subscriptionTexts = {
  payNow: 'Pay now',
  /** thankyou_page.completed: the thank-you page's paid state (spec §2: subscription completed). */
  completed: 'Subscription completed',
} as const;

/** A plan of POST /api/company-subscription-details. */
export interface SubscriptionPlan {
  subscription_id: number;
  no_of_employee: number;
  price: number;
  duration: number | string;
  discount_percent: number;
}

/** POST /api/company-subscription-details's responseData (spec §3 subscription details). */
export interface SubscriptionDetails {
  company_id: number;
  company_name: string;
  company_email: string;
  company_address: string;
  plans: SubscriptionPlan[];
}

/** Where a company sits: what an office worker of it registers with (spec §3 register payload). */
export interface CompanyPlace {
  country_id: number;
  city_id: number;
  building_id: number;
  company_id: number;
}

/** The subscription details of a company, or undefined when the call does not answer 200. */
export async function subscriptionDetails(
  baseUrl: string,
  companyId: number,
): Promise<SubscriptionDetails | undefined> {
  const response = await fetch(`${baseUrl}/api/company-subscription-details`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ company_id: companyId, language: 'en' }),
  });
  if (response.status !== 200) return undefined;
  const json = (await response.json()) as {
    responseCode: number;
    responseData: SubscriptionDetails;
  };
  return json.responseCode === 1 ? json.responseData : undefined;
}

/**
 * Every company of the demo shop with its place, read through the registration's geo calls
 * (GET /countries → GET /city/{id} → POST /buildings → POST /companies with the building).
 */
export async function companyPlaces(baseUrl: string): Promise<CompanyPlace[]> {
  const places: CompanyPlace[] = [];
  const countries = await apiData<{ id: number }[]>(baseUrl, '/countries?language=en');
  for (const country of countries) {
    const cities = await apiData<{ id: number }[]>(baseUrl, `/city/${country.id}?language=en`);
    for (const city of cities) {
      const place = { country_id: country.id, city_id: city.id };
      const { buildings } = await apiData<{ buildings: { id: number }[] }>(
        baseUrl,
        '/buildings?language=en',
        place,
      );
      for (const building of buildings) {
        const { companies } = await apiData<{ companies: { id: number }[] }>(
          baseUrl,
          '/companies',
          { ...place, building_id: building.id, language: 'en' },
        );
        for (const company of companies) {
          places.push({ ...place, building_id: building.id, company_id: company.id });
        }
      }
    }
  }
  return places;
}

/** The company `registerViaApi` registers everybody with (Bahrain → Manama, first building). */
async function usualCompanyId(baseUrl: string): Promise<number | undefined> {
  const countries = await apiData<{ id: number; country_name: string }[]>(
    baseUrl,
    '/countries?language=en',
  );
  const country = countries.find((c) => c.country_name === 'Bahrain') ?? countries[0];
  if (!country) return undefined;
  const cities = await apiData<{ id: number; city_name: string }[]>(
    baseUrl,
    `/city/${country.id}?language=en`,
  );
  const city = cities.find((c) => c.city_name === 'Manama') ?? cities[0];
  if (!city) return undefined;
  const place = { country_id: country.id, city_id: city.id };
  const { buildings } = await apiData<{ buildings: { id: number }[] }>(
    baseUrl,
    '/buildings?language=en',
    place,
  );
  const building = buildings[0];
  if (!building) return undefined;
  const { companies } = await apiData<{ companies: { id: number }[] }>(baseUrl, '/companies', {
    ...place,
    building_id: building.id,
    language: 'en',
  });
  return companies[0]?.id;
}

/**
 * A seeded company with at least one plan, and a place of another company. The company that
 * `registerViaApi` of the other journeys picks is avoided when another one has plans, so that
 * their carts keep no discount (the server lives as long as the run).
 */
export async function companyWithPlan(baseUrl: string): Promise<{
  place: CompanyPlace;
  details: SubscriptionDetails;
  other: CompanyPlace;
}> {
  const places = await companyPlaces(baseUrl);
  const seen = new Set<number>();
  const unique = places.filter((p) => !seen.has(p.company_id) && seen.add(p.company_id));
  const usual = await usualCompanyId(baseUrl);
  const candidates = [
    ...unique.filter((p) => p.company_id !== usual),
    ...unique.filter((p) => p.company_id === usual),
  ];
  for (const place of candidates) {
    const details = await subscriptionDetails(baseUrl, place.company_id);
    if (!details || details.plans.length === 0) continue;
    const other = unique.find((p) => p.company_id !== place.company_id);
    if (!other) throw new Error('The demo shop has only one company');
    return { place, details, other };
  }
  throw new Error(
    `No company of the demo shop has subscription plans (asked ${unique.length} companies)`,
  );
}

/** Registers an office worker (user_type 1) of the company at `place` through POST /api/register. */
export async function registerEmployeeViaApi(
  baseUrl: string,
  account: Account,
  place: CompanyPlace,
): Promise<void> {
  await apiData(baseUrl, '/register', {
    name: account.name,
    email: account.email,
    phone_number: '97336123456',
    password: account.password,
    ...place,
    user_type: 1,
    is_wholesale: 0,
    language: 'en',
  });
}

/** Signs in through POST /api/login and answers the token. */
export async function loginViaApi(baseUrl: string, account: Account): Promise<string> {
  const { token } = await apiAs<{ token: string }>(baseUrl, '/login', {
    body: { email: account.email, password: account.password, language: 'en' },
  });
  return token;
}

/** DESIGN §5: subtotal × discount percent, half-up to the minor unit, in major units. */
export function expectedDiscount(subtotal: number, percent: number, digits: number): number {
  const basisPoints = Math.round(percent * 100);
  return roundHalfUp((toMinor(subtotal, digits) * basisPoints) / 10_000) / 10 ** digits;
}
