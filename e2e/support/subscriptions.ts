import { type CompanyPlace, usualPlace } from './accounts';
import { apiData } from './app';
import { roundHalfUp, toMinor } from './cart';

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
  const usual = (await usualPlace(baseUrl)).place.company_id;
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

/** DESIGN §5: subtotal × discount percent, half-up to the minor unit, in major units. */
export function expectedDiscount(subtotal: number, percent: number, digits: number): number {
  const basisPoints = Math.round(percent * 100);
  return roundHalfUp((toMinor(subtotal, digits) * basisPoints) / 10_000) / 10 ** digits;
}
