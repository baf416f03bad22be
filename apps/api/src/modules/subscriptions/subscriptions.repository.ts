import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { lockedRow } from '../../db/records';
import {
  companies,
  companySubscriptions,
  companyTranslations,
  payments,
  subscriptionPlans,
  subscriptionPurchases,
} from '../../db/schema';

/** Company subscriptions' queries (DESIGN §5, §6). */

export async function findCompany(db: Executor, companyId: number, language: string) {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) return undefined;
  const names = await db
    .select()
    .from(companyTranslations)
    .where(
      and(
        eq(companyTranslations.companyId, companyId),
        inArray(companyTranslations.language, [language, 'en']),
      ),
    );
  const name =
    names.find((row) => row.language === language) ?? names.find((row) => row.language === 'en');
  return {
    id: company.id,
    email: company.email,
    name: name?.name ?? '',
    address: name?.address ?? '',
  };
}

export async function listActivePlans(db: Executor, companyId: number) {
  return db
    .select()
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.companyId, companyId), eq(subscriptionPlans.isActive, true)))
    .orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.id));
}

export async function findActivePlan(db: Executor, companyId: number, planId: number) {
  const [plan] = await db
    .select()
    .from(subscriptionPlans)
    .where(
      and(
        eq(subscriptionPlans.id, planId),
        eq(subscriptionPlans.companyId, companyId),
        eq(subscriptionPlans.isActive, true),
      ),
    );
  return plan;
}

export type PurchaseRow = typeof subscriptionPurchases.$inferSelect;

/** Locked: two calls with one txn_id are handled one after the other. */
export async function findPurchaseByTxn(db: Executor, txnId: string) {
  return lockedRow(db, subscriptionPurchases, eq(subscriptionPurchases.txnId, txnId));
}

export async function findPurchase(db: Executor, purchaseId: number) {
  return lockedRow(db, subscriptionPurchases, eq(subscriptionPurchases.id, purchaseId));
}

/** Inserts the purchase unless its txn_id exists already (then undefined). */
export async function insertPurchase(
  db: Executor,
  values: typeof subscriptionPurchases.$inferInsert,
) {
  const [row] = await db
    .insert(subscriptionPurchases)
    .values(values)
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function latestPaymentOfPurchase(db: Executor, purchaseId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.purchaseId, purchaseId))
    .orderBy(sql`${payments.id} desc`)
    .limit(1);
  return row;
}

export async function setPurchaseStatus(
  db: Executor,
  purchaseId: number,
  status: 'pending' | 'paid' | 'cancelled',
  subscriptionId?: number,
) {
  await db
    .update(subscriptionPurchases)
    .set({
      status,
      ...(subscriptionId === undefined ? {} : { subscriptionId }),
      updatedAt: sql`now()`,
    })
    .where(eq(subscriptionPurchases.id, purchaseId));
}

/** The company's subscription period bought by a paid purchase: [now, now + duration). */
export async function startSubscription(
  db: Executor,
  companyId: number,
  discountBasisPoints: number,
  durationDays: number,
) {
  const [row] = await db
    .insert(companySubscriptions)
    .values({
      companyId,
      discountBasisPoints,
      startsAt: sql`now()`,
      endsAt: sql`now() + make_interval(days => ${durationDays}::int)`,
    })
    .returning();
  if (!row) throw new Error('subscription period not created');
  return row;
}

export async function findSubscriptionPeriod(db: Executor, subscriptionId: number) {
  const [row] = await db
    .select()
    .from(companySubscriptions)
    .where(eq(companySubscriptions.id, subscriptionId));
  return row;
}
