import { and, asc, count, desc, eq, gt, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type {
  AdminPlansQuery,
  AdminSubscriptionsQuery,
  SubscriptionStatus,
} from '@storefront/shared';
import type { Executor } from '../../../db/client';
import { insertReturningId, lockedRow } from '../../../db/records';
import { ordered } from '../../../db/ordering';
import { pageOf } from '../../../db/paging';
import {
  companies,
  companySubscriptions,
  companyTranslations,
  subscriptionPlans,
  subscriptionPurchases,
  users,
} from '../../../db/schema';
import { companyText } from '../../../db/texts';
import { containsPattern } from '../../../db/like';
import { userNameColumns } from '../../accounts/sessions.repository';
import type { ListPage } from './places.repository';

/** Subscription plans and the company subscriptions bought (issue 7 item 4; DESIGN §5, §6). */

const companyName = companyText.text<string | null>('name');

/** The operator's text matches a company name in any language. */
function companyNamed(pattern: string, companyId: AnyColumn) {
  return sql`exists (select 1 from ${companyTranslations} where ${companyTranslations.companyId} = ${companyId} and ${companyTranslations.name} ilike ${pattern})`;
}

// ------------------------------------------------------------------ plans

const purchaseCount = sql<number>`(select count(*)::int from ${subscriptionPurchases} where ${subscriptionPurchases.planId} = ${subscriptionPlans.id})`;

export async function listPlans(
  db: Executor,
  query: Pick<AdminPlansQuery, 'sort'> &
    ListPage & {
      q?: string | undefined;
      company_id?: number | undefined;
      active: 'all' | 'active' | 'inactive';
    },
) {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const where = and(
    query.company_id === undefined ? undefined : eq(subscriptionPlans.companyId, query.company_id),
    query.active === 'all' ? undefined : eq(subscriptionPlans.isActive, query.active === 'active'),
    pattern ? companyNamed(pattern, subscriptionPlans.companyId) : undefined,
  );
  const sorts = {
    company: sql`lower(${companyName})`,
    price: subscriptionPlans.priceMinor,
    duration_days: subscriptionPlans.durationDays,
    no_of_employee: subscriptionPlans.noOfEmployee,
    discount_percent: subscriptionPlans.discountBasisPoints,
    sort_order: subscriptionPlans.sortOrder,
    id: subscriptionPlans.id,
  } as const;
  return pageOf(
    db
      .select({
        plan: subscriptionPlans,
        companyName,
        purchases: purchaseCount,
      })
      .from(subscriptionPlans)
      .leftJoin(...companyText.onLocal(subscriptionPlans.companyId, query.language))
      .leftJoin(...companyText.onFallback(subscriptionPlans.companyId))
      .where(where)
      .orderBy(
        ordered(sorts[query.sort ?? 'company'], query.direction),
        asc(subscriptionPlans.sortOrder),
        asc(subscriptionPlans.id),
      ),
    db.select({ total: count() }).from(subscriptionPlans).where(where),
    query,
  );
}

export async function findPlan(db: Executor, id: number) {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
  return row;
}

export interface PlanValues {
  priceMinor: number;
  durationDays: number;
  noOfEmployee: number;
  discountBasisPoints: number;
  isActive: boolean;
  sortOrder: number;
}

export async function insertPlan(db: Executor, values: PlanValues & { companyId: number }) {
  return insertReturningId(db, subscriptionPlans, values);
}

export async function updatePlan(db: Executor, id: number, values: PlanValues) {
  await db.update(subscriptionPlans).set(values).where(eq(subscriptionPlans.id, id));
}

/** Purchases of the plan, whatever their status: each keeps what was bought at which price. */
export async function planPurchases(db: Executor, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(subscriptionPurchases)
    .where(eq(subscriptionPurchases.planId, id));
  return row?.n ?? 0;
}

export async function deletePlan(db: Executor, id: number) {
  await db.delete(subscriptionPlans).where(eq(subscriptionPlans.id, id));
}

// ------------------------------------------------------------------ subscriptions bought

/** The SQL side of `subscriptionStatus` (packages/shared): the same three windows. */
function statusCondition(status: SubscriptionStatus): SQL | undefined {
  const now = sql`now()`;
  if (status === 'upcoming') return gt(companySubscriptions.startsAt, now);
  if (status === 'ended') return lte(companySubscriptions.endsAt, now);
  return and(lte(companySubscriptions.startsAt, now), gt(companySubscriptions.endsAt, now));
}

export async function listSubscriptions(
  db: Executor,
  query: Pick<AdminSubscriptionsQuery, 'sort'> &
    ListPage & {
      q?: string | undefined;
      company_id?: number | undefined;
      status?: SubscriptionStatus | undefined;
    },
) {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const where = and(
    query.company_id === undefined
      ? undefined
      : eq(companySubscriptions.companyId, query.company_id),
    query.status === undefined ? undefined : statusCondition(query.status),
    pattern
      ? or(
          companyNamed(pattern, companySubscriptions.companyId),
          sql`${subscriptionPurchases.txnId} ilike ${pattern}`,
        )
      : undefined,
  );
  const sorts = {
    starts_at: companySubscriptions.startsAt,
    ends_at: companySubscriptions.endsAt,
    company: sql`lower(${companyName})`,
    id: companySubscriptions.id,
  } as const;
  return pageOf(
    db
      .select({
        subscription: companySubscriptions,
        companyName,
        purchase: {
          txnId: subscriptionPurchases.txnId,
          amountMinor: subscriptionPurchases.amountMinor,
          currency: subscriptionPurchases.currency,
          planId: subscriptionPurchases.planId,
        },
        durationDays: subscriptionPlans.durationDays,
        buyer: userNameColumns,
      })
      .from(companySubscriptions)
      .innerJoin(companies, eq(companies.id, companySubscriptions.companyId))
      .leftJoin(
        subscriptionPurchases,
        eq(subscriptionPurchases.subscriptionId, companySubscriptions.id),
      )
      .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptionPurchases.planId))
      .leftJoin(users, eq(users.id, subscriptionPurchases.userId))
      .leftJoin(...companyText.onLocal(companies.id, query.language))
      .leftJoin(...companyText.onFallback(companies.id))
      .where(where)
      .orderBy(
        ordered(sorts[query.sort ?? 'starts_at'], query.direction),
        desc(companySubscriptions.id),
      ),
    db
      .select({ total: count() })
      .from(companySubscriptions)
      .leftJoin(
        subscriptionPurchases,
        eq(subscriptionPurchases.subscriptionId, companySubscriptions.id),
      )
      .where(where),
    query,
  );
}

export async function findSubscription(db: Executor, id: number) {
  return lockedRow(db, companySubscriptions, eq(companySubscriptions.id, id));
}

/**
 * Ends a running or upcoming period now. An upcoming one (starts later) cannot keep its start
 * after its end (the table's check), so it starts and ends now: an empty period.
 */
export async function endSubscriptionNow(db: Executor, id: number) {
  const [row] = await db
    .update(companySubscriptions)
    .set({
      startsAt: sql`least(${companySubscriptions.startsAt}, now() - interval '1 millisecond')`,
      endsAt: sql`now()`,
    })
    .where(and(eq(companySubscriptions.id, id), gt(companySubscriptions.endsAt, sql`now()`)))
    .returning({ id: companySubscriptions.id });
  return row !== undefined;
}
