import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/like';
import { rowsOf, type Executor } from '../../db/client';
import { insertReturningId } from '../../db/records';
import { pageOf } from '../../db/paging';
import { carts, orders, promoCodes } from '../../db/schema';
import type { PromoTerms, PromoUses } from './promo-rules';

/**
 * Promo code storage (issue 16 item 3, decision 065). A use is an order carrying the code that is
 * not Cancelled; a Pending order of the cart being priced is left out, since the next checkout of
 * that cart replaces it. Counted in the statement that reads the code, never kept as a counter.
 */

/** A code with its uses, as the statements below answer it. */
export interface StoredPromo {
  terms: PromoTerms;
  uses: PromoUses;
}

/** Decision 065: an order that carries a code uses it unless it was cancelled. */
const isUseSql = sql`${orders.status} <> 'Cancelled'`;

function usesOfOthersSql(cartId: SQL): SQL {
  return sql`${isUseSql}
    and not (${orders.status} = 'Pending' and ${orders.cartId} is not distinct from ${cartId})`;
}

/**
 * One JSON value: the `promo_codes` row of the statement and its uses in all, by the customer and
 * the customer's orders (null for a guest: checked at checkout, which needs a login).
 */
export function promoWithUsesSql(userId: number | undefined, cartId: SQL): SQL {
  const counted = usesOfOthersSql(cartId);
  const ofCustomer = (condition: SQL) =>
    userId === undefined
      ? sql`null`
      : sql`(select count(*) from ${orders}
              where ${orders.userId} = ${userId} and ${condition} and ${counted})`;
  return sql`to_jsonb(${promoCodes}) || jsonb_build_object(
    'uses', (select count(*) from ${orders}
              where ${orders.promoCodeId} = ${promoCodes.id} and ${counted}),
    'customer_uses', ${ofCustomer(sql`${orders.promoCodeId} = ${promoCodes.id}`)},
    'customer_orders', ${ofCustomer(sql`true`)})`;
}

/** The JSON of promoWithUsesSql as terms and uses. */
export function toStoredPromo(json: unknown): StoredPromo | undefined {
  if (json === null || json === undefined) return undefined;
  const row = (typeof json === 'string' ? JSON.parse(json) : json) as Record<string, unknown>;
  const count = (value: unknown) => (value === null ? undefined : Number(value));
  const whole = (value: unknown) => (value === null ? null : Number(value));
  return {
    terms: {
      id: Number(row.id),
      code: String(row.code),
      percentBasisPoints: whole(row.percent_bp),
      amountMinor: whole(row.amount_minor),
      minOrderMinor: Number(row.min_order_minor),
      startsOn: (row.starts_on as string | null) ?? null,
      endsOn: (row.ends_on as string | null) ?? null,
      totalLimit: whole(row.total_limit),
      perCustomerLimit: whole(row.per_customer_limit),
      firstOrderOnly: row.first_order_only === true,
      itemIds: ((row.item_ids as unknown[] | null) ?? []).map(Number),
      comboIds: ((row.combo_ids as unknown[] | null) ?? []).map(Number),
      isActive: row.is_active === true,
    },
    uses: {
      total: Number(row.uses),
      byCustomer: count(row.customer_uses),
      customerOrders: count(row.customer_orders),
    },
  };
}

/** The code a customer typed (already upper-case), with its uses for that customer's cart. */
export async function findPromoByCode(
  db: Executor,
  code: string,
  userId: number | undefined,
  cartId: number | undefined,
): Promise<StoredPromo | undefined> {
  const result = await db.execute(sql`
    select ${promoWithUsesSql(userId, sql`${cartId ?? null}::integer`)} as promo
      from ${promoCodes} where ${promoCodes.code} = ${code}`);
  return toStoredPromo(rowsOf<{ promo: unknown }>(result)[0]?.promo);
}

/**
 * At checkout: takes the code's row lock until the transaction ends, then counts its uses again,
 * so of two checkouts racing for its last use the second sees the first's order (decision 065).
 */
export async function lockPromoAndCountUses(
  tx: Executor,
  promoId: number,
  userId: number,
  cartId: number,
): Promise<StoredPromo | undefined> {
  await tx.execute(sql`select ${promoCodes.id} from ${promoCodes}
                        where ${promoCodes.id} = ${promoId} for update`);
  const result = await tx.execute(sql`
    select ${promoWithUsesSql(userId, sql`${cartId}::integer`)} as promo
      from ${promoCodes} where ${promoCodes.id} = ${promoId}`);
  return toStoredPromo(rowsOf<{ promo: unknown }>(result)[0]?.promo);
}

/** Puts a code on a cart, or takes it off (null). */
export async function setCartPromo(
  db: Executor,
  cartId: number,
  promoId: number | null,
): Promise<void> {
  await db
    .update(carts)
    .set({ promoCodeId: promoId, updatedAt: new Date() })
    .where(eq(carts.id, cartId));
}

/**
 * Takes a code that no longer applies off the cart (decision 093), only if the cart still has that
 * code: a code the customer applied meanwhile stays. True when this call took it off, so of two
 * reads that found it stale only one answers the notice.
 */
export async function takeStalePromoOffCart(
  db: Executor,
  cartId: number,
  promoId: number,
): Promise<boolean> {
  const taken = await db
    .update(carts)
    .set({ promoCodeId: null, updatedAt: new Date() })
    .where(and(eq(carts.id, cartId), eq(carts.promoCodeId, promoId)))
    .returning({ id: carts.id });
  return taken.length > 0;
}

/**
 * Decision 093: once an order is paid, the code it was sold with leaves the cart it came from
 * (the order keeps it), unless the customer has put another code on that cart since.
 */
export async function takePaidOrdersPromoOffCart(tx: Executor, orderId: number): Promise<void> {
  await tx.execute(sql`
    update ${carts} set promo_code_id = null, updated_at = now()
      from ${orders}
     where ${orders.id} = ${orderId}
       and ${carts.id} = ${orders.cartId}
       and ${carts.promoCodeId} = ${orders.promoCodeId}`);
}

// ---------------------------------------------------------------- back office

/**
 * Orders that used a code (not Cancelled), as the back office lists them. The code's id is named
 * with its table: in a one-table select drizzle leaves columns unqualified, and a bare "id" here
 * would be the order's.
 */
const usesOfCode = sql<number>`(select count(*)::int from ${orders}
  where ${orders.promoCodeId} = ${promoCodes}.${sql.identifier('id')} and ${isUseSql})`;

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type PromoCodeValues = Omit<typeof promoCodes.$inferInsert, 'id' | 'createdAt'>;

export async function listPromoCodes(
  db: Executor,
  query: {
    page: number;
    limit: number;
    sort: 'code' | 'ends_on' | 'uses' | 'id';
    direction: 'asc' | 'desc';
    q?: string | undefined;
    active: 'all' | 'active' | 'inactive';
  },
): Promise<{ rows: { code: PromoCodeRow; uses: number }[]; total: number }> {
  const where = and(
    query.q ? ilike(promoCodes.code, containsPattern(query.q)) : undefined,
    query.active === 'all' ? undefined : eq(promoCodes.isActive, query.active === 'active'),
  );
  const sorts = {
    code: promoCodes.code,
    ends_on: promoCodes.endsOn,
    uses: usesOfCode,
    id: promoCodes.id,
  } as const;
  const sort = sorts[query.sort];
  return pageOf(
    db
      .select({ code: promoCodes, uses: usesOfCode })
      .from(promoCodes)
      .where(where)
      .orderBy(query.direction === 'asc' ? asc(sort) : desc(sort), desc(promoCodes.id)),
    db.select({ total: count() }).from(promoCodes).where(where),
    query,
  );
}

/** The back office's store of codes: find, insert, update, count uses, delete. */
export const promoCodeRecords = {
  async find(db: Executor, id: number): Promise<PromoCodeRow | undefined> {
    const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
    return row;
  },
  async insert(db: Executor, values: PromoCodeValues): Promise<number> {
    return insertReturningId(db, promoCodes, values);
  },
  async update(db: Executor, id: number, values: PromoCodeValues): Promise<boolean> {
    const changed = await db
      .update(promoCodes)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(promoCodes.id, id))
      .returning({ id: promoCodes.id });
    return changed.length > 0;
  },
  /** Orders of any status that carry the code: the snapshot keeps pointing at it. */
  async references(db: Executor, id: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.promoCodeId, id));
    return row?.n ?? 0;
  },
  async remove(db: Executor, id: number): Promise<void> {
    await db.delete(promoCodes).where(eq(promoCodes.id, id));
  },
};
