import {
  subscriptionStatus,
  toMajor,
  toMinor,
  type AdminCity,
  type AdminCityPlace,
  type AdminCompany,
  type AdminCountry,
  type AdminPlan,
  type AdminSubscription,
  type Language,
  type MessageKey,
  type Paginated,
} from '@storefront/shared';
import type {
  adminBuildingRequestSchema,
  adminCityRequestSchema,
  adminCompanyRequestSchema,
  adminCountryRequestSchema,
  adminPlanCreateSchema,
  adminPlanUpdateSchema,
} from '@storefront/shared';
import type { z } from 'zod';
import type { Database, Executor } from '../../../db/client';
import type { TextRow } from '../../../db/records';
import { ConflictError, NotFoundError, fieldError } from '../../../platform/errors';
import { PlaceErrors } from '../../accounts/places';
import { findPricingSettings } from '../../cart/cart.repository';
import {
  deleteUnlessUsed,
  page,
  pageCall,
  uniqueValue,
  type DeletableRecords,
} from '../record-service';
import type { Texts } from '../translation-rows';
import * as places from './places.repository';
import * as subscriptions from './subscriptions.repository';

/**
 * Back office, places and subscriptions (issue 7 item 4): what a write must check beyond the
 * payload's schema — parents that exist, places that belong together, references that forbid a
 * delete or a move — each write in one transaction.
 */

/** A write names a parent (a country, a city, a company) that must exist: else 422 on its field. */
function parentCheck(
  records: { find(tx: Executor, id: number): Promise<unknown> },
  field: string,
  key: MessageKey,
) {
  return async (tx: Executor, id: number, language: Language) => {
    if (!(await records.find(tx, id))) throw fieldError(field, key, language);
  };
}

/** A place moves to another parent only while nothing that chose it there refers to it. */
async function refuseMoveInUse(moved: boolean, references: () => Promise<number>) {
  if (moved && (await references()) > 0) throw new ConflictError('admin_place_moved_in_use');
}

/** What every named place's form sends besides its own values: names and position. */
interface NamedPlaceInput {
  names: Texts<'name'>;
  sort_order: number;
}

/** A named place's store: places.repository's `…Records`. */
interface PlaceRecords<Row, Values> extends DeletableRecords {
  find(tx: Executor, id: number): Promise<Row | undefined>;
  insert(tx: Executor, values: Values, rows: TextRow[]): Promise<number>;
  update(tx: Executor, id: number, values: Values, rows: TextRow[]): Promise<void>;
}

/** The parent a place lies in (a city's country, a building's city). */
interface PlaceParent<Row, Input> {
  /** The parent named in the payload exists, else 422 on its field. */
  assert(tx: Executor, input: Input, language: Language): Promise<void>;
  /** The payload names another parent than the stored row's. */
  moved(row: Row, input: Input): boolean;
}

/**
 * Countries, cities, buildings and universities: a place's writes, each in one transaction. A
 * place in a parent may move to another only while nothing that chose it there refers to it.
 */
function namedPlaceCalls<Row, Values, Input extends NamedPlaceInput>(
  records: PlaceRecords<Row, Values>,
  values: (input: Input) => Values,
  parent?: PlaceParent<Row, Input>,
) {
  return {
    create(db: Database, input: Input, language: Language) {
      return uniqueValue(() =>
        db.transaction(async (tx) => {
          await parent?.assert(tx, input, language);
          return records.insert(tx, values(input), places.nameRows(input.names));
        }),
      );
    },
    update(db: Database, id: number, input: Input, language: Language) {
      return uniqueValue(() =>
        db.transaction(async (tx) => {
          const row = await records.find(tx, id);
          if (!row) throw new NotFoundError();
          if (parent) {
            await parent.assert(tx, input, language);
            await refuseMoveInUse(parent.moved(row, input), () => records.references(tx, id));
          }
          await records.update(tx, id, values(input), places.nameRows(input.names));
        }),
      );
    },
    remove(db: Database, id: number) {
      return deleteUnlessUsed(db, records, id);
    },
  };
}

// ------------------------------------------------------------------ countries

type ListQuery<Q> = Q & places.ListPage & { q?: string | undefined };

export const countryCalls = {
  page: pageCall(places.listCountries, (row): AdminCountry => ({
    id: row.id,
    iso_code: row.isoCode,
    name: row.name ?? '',
    names: row.texts,
    sort_order: row.sortOrder,
    cities: row.cities,
  })),
  // The ISO code is unique: another country's is 409 `duplicate_value`.
  ...namedPlaceCalls(
    places.countryRecords,
    (input: z.output<typeof adminCountryRequestSchema>) => ({
      isoCode: input.iso_code,
      sortOrder: input.sort_order,
    }),
  ),
};

// ------------------------------------------------------------------ cities

type CityInput = z.output<typeof adminCityRequestSchema>;

const assertCountry = parentCheck(places.countryRecords, 'country_id', 'country_not_found');

export const cityCalls = {
  page: pageCall(places.listCities, (row): AdminCity => ({
    id: row.id,
    country_id: row.countryId,
    country_name: row.countryName ?? '',
    name: row.name ?? '',
    names: row.texts,
    sort_order: row.sortOrder,
  })),
  ...namedPlaceCalls(
    places.cityRecords,
    (input: CityInput) => ({ countryId: input.country_id, sortOrder: input.sort_order }),
    // Users, companies, buildings and universities chose this city in its country: moving it
    // would leave them in a country the city is no longer in.
    {
      assert: (tx, input, language) => assertCountry(tx, input.country_id, language),
      moved: (city, input) => city.countryId !== input.country_id,
    },
  ),
};

// ------------------------------------------------------------------ buildings and universities

function cityPlace(
  row: Awaited<ReturnType<typeof places.listCityPlaces>>['rows'][number],
): AdminCityPlace {
  return {
    id: row.id,
    country_id: row.countryId,
    country_name: row.countryName ?? '',
    city_id: row.cityId,
    city_name: row.cityName ?? '',
    name: row.name ?? '',
    names: row.texts,
    sort_order: row.sortOrder,
  };
}

/** Buildings and universities take the same payload. */
type CityPlaceInput = z.output<typeof adminBuildingRequestSchema>;

const assertCity = parentCheck(places.cityRecords, 'city_id', 'admin_city_unknown');

/** Buildings and universities: the same calls on their own tables. */
function cityPlaceCalls(kind: places.CityPlaceKind) {
  return {
    page: pageCall(
      (db: Database, query: places.CityPlaceQuery) => places.listCityPlaces(db, kind, query),
      cityPlace,
    ),
    ...namedPlaceCalls(
      places.cityPlaces[kind].records,
      (input: CityPlaceInput) => ({ cityId: input.city_id, sortOrder: input.sort_order }),
      // What refers to it (companies, users) lies in its city: it may not move away from them.
      {
        assert: (tx, input, language) => assertCity(tx, input.city_id, language),
        moved: (place, input) => place.cityId !== input.city_id,
      },
    ),
  };
}

export const buildingCalls = cityPlaceCalls('buildings');
export const universityCalls = cityPlaceCalls('universities');

// ------------------------------------------------------------------ companies

const companiesPage = pageCall(places.listCompanies, (row): AdminCompany => ({
  id: row.id,
  country_id: row.countryId,
  country_name: row.countryName ?? '',
  city_id: row.cityId,
  city_name: row.cityName ?? '',
  building_id: row.buildingId,
  building_name: row.buildingId === null ? null : (row.buildingName ?? ''),
  email: row.email,
  phone: row.phone,
  name: row.name ?? '',
  texts: row.texts,
  sort_order: row.sortOrder,
}));

type CompanyInput = z.output<typeof adminCompanyRequestSchema>;

/** The city exists and the building, when given, lies in it (spec §4's chained selectors). */
async function assertCompanyPlace(tx: Executor, input: CompanyInput, language: Language) {
  const errors = new PlaceErrors();
  if (!(await places.cityRecords.find(tx, input.city_id))) {
    errors.add('city_id', 'admin_city_unknown');
  } else if (input.building_id !== undefined) {
    const building = await places.buildingRecords.find(tx, input.building_id);
    if (building?.cityId !== input.city_id) errors.add('building_id', 'building_not_found');
  }
  errors.throwIfAny(language);
}

function companyValues(input: CompanyInput): places.CompanyValues {
  return {
    cityId: input.city_id,
    buildingId: input.building_id ?? null,
    email: input.email.trim().toLowerCase(),
    phone: input.phone.trim(),
    sortOrder: input.sort_order,
  };
}

function createCompany(db: Database, input: CompanyInput, language: Language) {
  return db.transaction(async (tx) => {
    await assertCompanyPlace(tx, input, language);
    return places.companyRecords.insert(
      tx,
      companyValues(input),
      places.companyTextRows(input.texts),
    );
  });
}

function updateCompany(db: Database, id: number, input: CompanyInput, language: Language) {
  return db.transaction(async (tx) => {
    const company = await places.companyRecords.find(tx, id);
    if (!company) throw new NotFoundError();
    await assertCompanyPlace(tx, input, language);
    const values = companyValues(input);
    // Employees chose the company in its city: another city would contradict their profile.
    await refuseMoveInUse(company.cityId !== values.cityId, () => places.companyUsers(tx, id));
    await places.companyRecords.update(tx, id, values, places.companyTextRows(input.texts));
    // An employee's building follows their company (decision 016): a move within the city
    // takes them along.
    if (company.buildingId !== values.buildingId) {
      await places.moveCompanyEmployees(tx, id, values.buildingId);
    }
  });
}

function deleteCompany(db: Database, id: number) {
  return deleteUnlessUsed(db, places.companyRecords, id);
}

export const companyCalls = {
  page: companiesPage,
  create: createCompany,
  update: updateCompany,
  remove: deleteCompany,
};

// ------------------------------------------------------------------ subscription plans

async function plansPage(
  db: Database,
  query: ListQuery<{
    sort:
      | 'company'
      | 'price'
      | 'duration_days'
      | 'no_of_employee'
      | 'discount_percent'
      | 'sort_order'
      | 'id';
    company_id?: number;
    active: 'all' | 'active' | 'inactive';
  }>,
): Promise<Paginated<AdminPlan>> {
  const { currencyCode } = await findPricingSettings(db);
  return page(
    await subscriptions.listPlans(db, query),
    query,
    ({ plan, companyName, purchases }) => ({
      id: plan.id,
      company_id: plan.companyId,
      company_name: companyName ?? '',
      price: toMajor(plan.priceMinor, currencyCode),
      currency: currencyCode,
      duration_days: plan.durationDays,
      no_of_employee: plan.noOfEmployee,
      discount_percent: plan.discountBasisPoints / 100,
      is_active: plan.isActive,
      sort_order: plan.sortOrder,
      purchases,
    }),
  );
}

type PlanInput = z.output<typeof adminPlanUpdateSchema>;

const assertCompany = parentCheck(places.companyRecords, 'company_id', 'admin_company_unknown');

/** Major units and percent (the API's figures) to minor units and basis points (DESIGN §5). */
function planValues(input: PlanInput, currency: string): subscriptions.PlanValues {
  return {
    priceMinor: toMinor(input.price, currency),
    durationDays: input.duration_days,
    noOfEmployee: input.no_of_employee,
    discountBasisPoints: Math.round(input.discount_percent * 100),
    isActive: input.is_active,
    sortOrder: input.sort_order,
  };
}

function createPlan(
  db: Database,
  input: z.output<typeof adminPlanCreateSchema>,
  language: Language,
) {
  return db.transaction(async (tx) => {
    await assertCompany(tx, input.company_id, language);
    const { currencyCode } = await findPricingSettings(tx);
    return subscriptions.insertPlan(tx, {
      companyId: input.company_id,
      ...planValues(input, currencyCode),
    });
  });
}

/**
 * A full edit. A plan already bought keeps its purchases' amounts (each purchase stores what it
 * paid), so changing its price affects only later purchases.
 */
function updatePlan(db: Database, id: number, input: PlanInput) {
  return db.transaction(async (tx) => {
    if (!(await subscriptions.findPlan(tx, id))) throw new NotFoundError();
    const { currencyCode } = await findPricingSettings(tx);
    await subscriptions.updatePlan(tx, id, planValues(input, currencyCode));
  });
}

/** A plan with purchases is kept for their record: deactivate it instead (409 `in_use`). */
function deletePlan(db: Database, id: number) {
  return deleteUnlessUsed(
    db,
    {
      find: subscriptions.findPlan,
      references: subscriptions.planPurchases,
      remove: subscriptions.deletePlan,
    },
    id,
  );
}

export const planCalls = {
  page: plansPage,
  create: createPlan,
  update: updatePlan,
  remove: deletePlan,
};

// ------------------------------------------------------------------ subscriptions bought

export async function subscriptionsPage(
  db: Database,
  query: ListQuery<{
    sort: 'starts_at' | 'ends_at' | 'company' | 'id';
    company_id?: number;
    status?: 'active' | 'upcoming' | 'ended';
  }>,
): Promise<Paginated<AdminSubscription>> {
  const now = new Date();
  return page(await subscriptions.listSubscriptions(db, query), query, (row) => {
    const { subscription, purchase, buyer } = row;
    return {
      id: subscription.id,
      company_id: subscription.companyId,
      company_name: row.companyName ?? '',
      plan_id: purchase?.planId ?? null,
      duration_days: row.durationDays ?? null,
      discount_percent: subscription.discountBasisPoints / 100,
      starts_at: subscription.startsAt.toISOString(),
      ends_at: subscription.endsAt.toISOString(),
      status: subscriptionStatus(subscription.startsAt, subscription.endsAt, now),
      txn_id: purchase?.txnId ?? null,
      amount_paid: purchase ? toMajor(purchase.amountMinor, purchase.currency) : null,
      currency: purchase?.currency ?? null,
      buyer: buyer
        ? {
            id: buyer.id,
            name: `${buyer.firstName} ${buyer.lastName}`.trim(),
            email: buyer.email,
          }
        : null,
      created_at: subscription.createdAt.toISOString(),
    };
  });
}

/**
 * An operator ends a subscription early (a refund, a company leaving): its period ends now, so
 * the discount and ordering for colleagues stop at once. An ended one is 409.
 */
export function endSubscription(db: Database, id: number) {
  return db.transaction(async (tx) => {
    if (!(await subscriptions.findSubscription(tx, id))) throw new NotFoundError();
    if (!(await subscriptions.endSubscriptionNow(tx, id))) {
      throw new ConflictError('admin_subscription_not_running');
    }
  });
}
