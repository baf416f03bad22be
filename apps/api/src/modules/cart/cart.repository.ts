import { and, asc, count, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  CART_MAX_QUANTITY,
  DEFAULT_CURRENCY,
  GUEST_ID_DAYS,
  type Language,
} from '@storefront/shared';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { rowsOf, type Database, type Executor } from '../../db/client';
import { insertReturningId } from '../../db/records';
import { reusedStatement, type ReusableQuery } from '../../db/prepared-statements';
import {
  cartLinePicks,
  cartLines,
  carts,
  comboCategories,
  comboCategoryItems,
  combos,
  companySubscriptions,
  items,
  promoCodes,
  siteSettings,
  users,
} from '../../db/schema';
import { withStepTexts } from '../catalog/catalog.repository';
import { promoWithUsesSql, toStoredPromo, type StoredPromo } from '../promotions/promo.repository';
import { categoryText, comboText, itemText, stepText } from '../../db/texts';

/**
 * Cart storage (spec §1: a guest's cart is found by its cookie_id, a user's by the user).
 * Storage only: the cart calls (cart.service.ts) and pricing (pricing.ts) build on it.
 */
export type CartOwner = { userId: number } | { cookieId: string };

/** A database or an open transaction that can open a (nested) transaction itself. */
export type TransactionCapable = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

function ownerCondition(owner: CartOwner) {
  return 'userId' in owner ? eq(carts.userId, owner.userId) : eq(carts.cookieId, owner.cookieId);
}

/**
 * A hot statement whose text differs between a customer's cart (user_id) and a guest's
 * (cookie_id): one reusedStatement per kind of owner, the owner's picked at each call. `build`
 * gets the owner and the values as stand-ins (see reusedStatement).
 */
function reusedPerOwner<Values extends object, Result = unknown>(
  build: (db: Executor, owner: CartOwner, values: Values) => ReusableQuery<Result>,
) {
  const ofUser = reusedStatement<Values & { userId: number }, Result>((db, values) =>
    build(db, { userId: values.userId }, values),
  );
  const ofGuest = reusedStatement<Values & { cookieId: string }, Result>((db, values) =>
    build(db, { cookieId: values.cookieId }, values),
  );
  return (db: Executor, owner: CartOwner, values: Values): Promise<Result> =>
    'userId' in owner
      ? ofUser(db, { ...values, userId: owner.userId })
      : ofGuest(db, { ...values, cookieId: owner.cookieId });
}

/**
 * Deletes the guest carts no browser can reach any more, with their lines: a guest's cookie_id
 * lives GUEST_ID_DAYS from when the browser made it, before its cart, so a guest cart created
 * longer ago than that is orphaned. Answers how many went.
 */
export async function deleteUnreachableGuestCarts(db: Executor): Promise<number> {
  const deleted = await db
    .delete(carts)
    .where(
      and(
        isNotNull(carts.cookieId),
        sql`${carts.createdAt} < now() - make_interval(days => ${GUEST_ID_DAYS})`,
      ),
    )
    .returning({ id: carts.id });
  return deleted.length;
}

export async function findCartId(db: Executor, owner: CartOwner): Promise<number | undefined> {
  const [row] = await db.select({ id: carts.id }).from(carts).where(ownerCondition(owner));
  return row?.id;
}

/**
 * The owner's cart id as the common table `cart`, made when missing (`new_cart`) and `onlyIf`
 * holds: the insert, or the existing cart when the unique index drops it, so a statement needs
 * no cart id first.
 */
function ownersCartTables(owner: CartOwner, onlyIf: SQL = sql`true`) {
  const [column, value] =
    'userId' in owner
      ? [carts.userId, sql`${owner.userId}::integer`]
      : [carts.cookieId, sql`${owner.cookieId}::varchar`];
  return sql`new_cart as (
      insert into ${carts} (${sql.identifier(column.name)}) select ${value} where ${onlyIf}
      on conflict do nothing
      returning ${sql.identifier(carts.id.name)} as id),
    cart as (
      select id from new_cart
      union all
      select ${carts.id} as id from ${carts} where ${ownerCondition(owner)}
      limit 1)`;
}

/**
 * The owner's cart, made when missing, in one statement (issue 13's budget). Race-safe: when
 * another request's insert of the same cart commits while this statement runs, the statement's
 * snapshot does not see that cart yet, and a second statement reads it.
 */
export async function findOrCreateCart(db: Executor, owner: CartOwner): Promise<number> {
  const result = await db.execute(sql`with ${ownersCartTables(owner)} select id from cart`);
  const [row] = rowsOf<{ id: number | string }>(result);
  if (row) return Number(row.id);
  const id = await findCartId(db, owner);
  if (id === undefined) throw new Error('cart neither inserted nor found');
  return id;
}

/**
 * Adds a menu item to a cart: a new line, or more of the line already holding that item (the
 * unique index cart_lines_item_unique keeps one line per item).
 */
export async function addItemLine(
  db: Executor,
  cartId: number,
  itemId: number,
  quantity: number,
): Promise<number> {
  const [row] = await db
    .insert(cartLines)
    .values({ cartId, itemId, quantity })
    .onConflictDoUpdate({
      target: [cartLines.cartId, cartLines.itemId],
      targetWhere: isNotNull(cartLines.itemId),
      // A merge may add up past the cap; it keeps the most a line can hold rather than fail.
      set: {
        quantity: sql`least(${cartLines.quantity} + excluded.quantity, ${CART_MAX_QUANTITY})`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: cartLines.id });
  if (!row) throw new Error('cart line not stored');
  return row.id;
}

export interface ComboPick {
  comboCategoryId: number;
  itemId: number;
}

/** Adds a combo line with its picks (spec §3 selected_combo_items); checks are the caller's. */
export async function addComboLine(
  db: Executor,
  cartId: number,
  comboId: number,
  picks: ComboPick[],
  quantity: number,
): Promise<number> {
  const lineId = await insertReturningId(db, cartLines, { cartId, comboId, quantity });
  await insertLinePicks(db, lineId, picks);
  return lineId;
}

async function insertLinePicks(db: Executor, lineId: number, picks: readonly ComboPick[]) {
  if (picks.length === 0) return;
  await db
    .insert(cartLinePicks)
    .values(picks.map((pick) => ({ cartLineId: lineId, ...pick })))
    .onConflictDoNothing();
}

/** The picks of combo lines, as a comparable signature per line ("cat:item,cat:item"). */
async function pickSignatures(db: Executor, lineIds: number[]): Promise<Map<number, string>> {
  const signatures = new Map<number, string[]>(lineIds.map((id) => [id, []]));
  if (lineIds.length === 0) return new Map();
  const picks = await db
    .select()
    .from(cartLinePicks)
    .where(inArray(cartLinePicks.cartLineId, lineIds))
    .orderBy(asc(cartLinePicks.comboCategoryId), asc(cartLinePicks.itemId));
  for (const pick of picks) {
    signatures.get(pick.cartLineId)?.push(`${pick.comboCategoryId}:${pick.itemId}`);
  }
  return new Map([...signatures].map(([id, parts]) => [id, parts.join(',')]));
}

/** A cart's lines by what they hold (an item or a combo) and how many, oldest first. */
function linesOfCart(db: Executor, cartId: number) {
  return db
    .select({
      id: cartLines.id,
      itemId: cartLines.itemId,
      comboId: cartLines.comboId,
      quantity: cartLines.quantity,
    })
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.id));
}

/**
 * DESIGN §4: at login or registration the guest cart of `cookieId` merges into the user's, in
 * one transaction. A menu item adds its quantity to the user's line of the same item; a combo
 * line moves over with its picks, unless the user already has that combo with exactly the same
 * picks, whose quantity then grows. A promo code the guest applied goes over too (the latest
 * choice; issue 16 item 3). The guest cart is deleted: the cookie now owns nothing.
 */
export async function mergeGuestCart(
  db: TransactionCapable,
  cookieId: string,
  userId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    // The lock makes two logins with one cookie merge once: the second finds no guest cart.
    const [guest] = await tx
      .select({ id: carts.id, promoCodeId: carts.promoCodeId })
      .from(carts)
      .where(eq(carts.cookieId, cookieId))
      .for('update');
    if (!guest) return;
    const userCartId = await findOrCreateCart(tx, { userId });

    const guestLines = await linesOfCart(tx, guest.id);

    const comboLines = guestLines.filter((line) => line.comboId !== null);
    const userComboLines =
      comboLines.length === 0
        ? []
        : await tx
            .select({ id: cartLines.id, comboId: cartLines.comboId })
            .from(cartLines)
            .where(and(eq(cartLines.cartId, userCartId), isNotNull(cartLines.comboId)))
            .orderBy(asc(cartLines.id));
    const signatures = await pickSignatures(tx, [
      ...comboLines.map((line) => line.id),
      ...userComboLines.map((line) => line.id),
    ]);

    for (const line of guestLines) {
      if (line.itemId !== null) {
        await addItemLine(tx, userCartId, line.itemId, line.quantity);
        continue;
      }
      const signature = signatures.get(line.id);
      const same = userComboLines.find(
        (userLine) =>
          userLine.comboId === line.comboId && signatures.get(userLine.id) === signature,
      );
      if (same) {
        await tx
          .update(cartLines)
          .set({
            quantity: sql`least(${cartLines.quantity} + ${line.quantity}, ${CART_MAX_QUANTITY})`,
            updatedAt: sql`now()`,
          })
          .where(eq(cartLines.id, same.id));
      } else {
        // Moving the line keeps its picks (they hang off the line, not the cart).
        await tx
          .update(cartLines)
          .set({ cartId: userCartId, updatedAt: sql`now()` })
          .where(eq(cartLines.id, line.id));
        userComboLines.push({ id: line.id, comboId: line.comboId });
      }
    }

    await tx.delete(carts).where(eq(carts.id, guest.id));
    await tx
      .update(carts)
      .set({
        updatedAt: sql`now()`,
        ...(guest.promoCodeId === null ? {} : { promoCodeId: guest.promoCodeId }),
      })
      .where(eq(carts.id, userCartId));
  });
}

// ---------------------------------------------------------------- the cart calls (issue 4)

/** The owner's cart, as a subquery for conditions that must check ownership. */
function ownedCartIds(db: Executor, owner: CartOwner) {
  return db.select({ id: carts.id }).from(carts).where(ownerCondition(owner));
}

/** The line, only on the owner's cart. */
function ownedLine(db: Executor, owner: CartOwner, lineId: number) {
  return and(eq(cartLines.id, lineId), inArray(cartLines.cartId, ownedCartIds(db, owner)));
}

export interface PricingSettingsRow {
  currencyCode: string;
  vatRateBasisPoints: number;
  shippingChargeMinor: number;
  /** Issue 17 item 3: catalog prices are entered with VAT included. */
  pricesIncludeVat: boolean;
}

/** A shop without its settings row still prices: DESIGN §5's defaults (10 % VAT, no shipping). */
const DEFAULT_PRICING: PricingSettingsRow = {
  currencyCode: DEFAULT_CURRENCY,
  vatRateBasisPoints: 1000,
  shippingChargeMinor: 0,
  pricesIncludeVat: false,
};

/** The shop's currency, VAT rate and flat shipping charge (site_settings, DESIGN §5). */
export async function findPricingSettings(db: Executor): Promise<PricingSettingsRow> {
  const [row] = await db
    .select({
      currencyCode: siteSettings.currencyCode,
      vatRateBasisPoints: siteSettings.vatRateBasisPoints,
      shippingChargeMinor: siteSettings.shippingChargeMinor,
      pricesIncludeVat: siteSettings.pricesIncludeVat,
    })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return row ?? DEFAULT_PRICING;
}

/** Issue 16 item 1: whether the shop lets guests open a combo's choices (off without settings). */
export async function guestsCustomiseCombos(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ on: siteSettings.guestsCustomiseCombos })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return row?.on === true;
}

/** What pricing a cart needs besides its lines: its id, the caller's discount, the settings. */
export interface CartBasis {
  cartId: number | undefined;
  discountBasisPoints: number;
  settings: PricingSettingsRow;
  /** Issue 16 item 3: the promo code on the cart, with its uses. */
  promo: StoredPromo | undefined;
  /** Today in the shop's time zone (YYYY-MM-DD): a promo code's days are the shop's. */
  shopToday: string;
}

/** findCartBasis's statement for one kind of owner, read or locked. */
function cartBasisQuery(owner: CartOwner, lock: boolean) {
  const discount =
    'userId' in owner
      ? sql`(select max(${companySubscriptions.discountBasisPoints})
               from ${users}
               join ${companySubscriptions} on ${companySubscriptions.companyId} = ${users.companyId}
              where ${users.id} = ${owner.userId}
                and ${companySubscriptions.startsAt} <= now()
                and ${companySubscriptions.endsAt} > now())`
      : sql`null`;
  return sql`
    select (select ${carts.id} from ${carts} where ${ownerCondition(owner)}
            ${lock ? sql`for update` : sql``}) as cart_id,
           ${discount} as discount,
           ${siteSettings.currencyCode} as currency_code,
           ${siteSettings.vatRateBasisPoints} as vat_rate_basis_points,
           ${siteSettings.shippingChargeMinor} as shipping_charge_minor,
           ${siteSettings.pricesIncludeVat} as prices_include_vat,
           (select ${promoWithUsesSql('userId' in owner ? owner.userId : undefined, sql`${carts.id}`)}
              from ${carts} join ${promoCodes} on ${promoCodes.id} = ${carts.promoCodeId}
             where ${ownerCondition(owner)}) as promo,
           to_char(now() at time zone coalesce(${siteSettings.timeZone}, 'UTC'), 'YYYY-MM-DD')
             as shop_today
      from (select 1) as one
      left join ${siteSettings} on ${siteSettings.id} = 1`;
}

// Built once each (reusedPerOwner): read or locked.
const cartBasisOf = [false, true].map((lock) =>
  reusedPerOwner((_db, owner) => cartBasisQuery(owner, lock)),
);

/**
 * The owner's cart id, their company's subscription discount (users only) and the shop's
 * pricing settings in one statement (issue 13: a cart read is a budget of statements).
 * DESIGN §5: the discount is the active subscription's of the customer's company, in basis
 * points (0 without a company or an active one); active means starts_at <= now < ends_at, and
 * with overlapping periods the best discount counts. `lock` locks the cart row until the
 * transaction ends (lockCart, in the same statement).
 */
export async function findCartBasis(
  db: Executor,
  owner: CartOwner,
  options: { lock?: boolean } = {},
): Promise<CartBasis> {
  const result = await cartBasisOf[options.lock ? 1 : 0]!(db, owner, {});
  return toCartBasis(rowsOf<CartBasisRow>(result)[0]);
}

/** A row of cartBasisQuery, as the driver answers it. */
interface CartBasisRow {
  cart_id: number | string | null;
  discount: number | string | null;
  currency_code: string | null;
  vat_rate_basis_points: number | string | null;
  shipping_charge_minor: number | string | null;
  prices_include_vat: boolean | null;
  promo: unknown;
  shop_today: string;
}

function toCartBasis(row: CartBasisRow | undefined): CartBasis {
  return {
    cartId: row?.cart_id == null ? undefined : Number(row.cart_id),
    discountBasisPoints: Number(row?.discount ?? 0),
    settings:
      row?.currency_code == null
        ? DEFAULT_PRICING
        : {
            currencyCode: row.currency_code,
            vatRateBasisPoints: Number(row.vat_rate_basis_points),
            shippingChargeMinor: Number(row.shipping_charge_minor),
            pricesIncludeVat: row.prices_include_vat === true,
          },
    promo: toStoredPromo(row?.promo),
    shopToday: row?.shop_today ?? new Date().toISOString().slice(0, 10),
  };
}

/** The number of lines in the owner's cart (spec §7 cart count); 0 without a cart. */
export async function countCartLines(db: Executor, owner: CartOwner): Promise<number> {
  const [row] = await db
    .select({ lines: count() })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .where(ownerCondition(owner));
  return row?.lines ?? 0;
}

const comboForCart = reusedStatement((db, { comboId }: { comboId: number }) =>
  db
    .select({ id: combos.id, isAvailable: combos.isAvailable })
    .from(combos)
    .where(eq(combos.id, comboId)),
);

export async function findComboForCart(
  db: Executor,
  comboId: number,
): Promise<{ id: number; isAvailable: boolean } | undefined> {
  const [row] = await comboForCart(db, { comboId });
  return row;
}

// Each translated table joined twice: the caller's language and English (db/translations.ts).

export interface ComboChoiceRow {
  comboCategoryId: number;
  categoryId: number;
  qty: number;
  /** Issue 17 item 4: the most picks, and what each beyond `qty` adds. */
  maxQty: number;
  extraPriceMinor: number;
  title: string | null;
  categoryName: string | null;
  /** Null for a combo category that offers nothing (yet). */
  itemId: number | null;
  itemName: string | null;
  /** The item's price inside this combo (may be 0). */
  priceMinor: number | null;
  image: string | null;
  isVeg: boolean | null;
  dietaryTags: string[] | null;
  allergens: string[] | null;
  isAvailable: boolean | null;
}

const comboChoices = reusedStatement(
  (db, { language, comboId }: { language: Language; comboId: number }) => {
    const query = db
      .select({
        comboCategoryId: comboCategories.id,
        categoryId: comboCategories.categoryId,
        qty: comboCategories.qty,
        maxQty: comboCategories.maxQty,
        extraPriceMinor: comboCategories.extraPriceMinor,
        title: stepText.text<string | null>('title'),
        categoryName: categoryText.text<string | null>('name'),
        itemId: items.id,
        itemName: itemText.text<string | null>('name'),
        priceMinor: comboCategoryItems.priceMinor,
        image: items.image,
        isVeg: items.isVeg,
        dietaryTags: items.dietaryTags,
        allergens: items.allergens,
        isAvailable: items.isAvailable,
      })
      .from(comboCategories)
      .$dynamic();
    return withStepTexts(query, language)
      .leftJoin(comboCategoryItems, eq(comboCategoryItems.comboCategoryId, comboCategories.id))
      .leftJoin(items, eq(items.id, comboCategoryItems.itemId))
      .leftJoin(...itemText.onLocal(items.id, language))
      .leftJoin(...itemText.onFallback(items.id))
      .where(eq(comboCategories.comboId, comboId))
      .orderBy(
        asc(comboCategories.sortOrder),
        asc(comboCategories.id),
        asc(comboCategoryItems.sortOrder),
        asc(comboCategoryItems.itemId),
      );
  },
);

/**
 * A combo's categories ("choose {qty} from …") with the items each offers, in the shop's order
 * and the caller's language: what the combo modal shows and what picks are checked against.
 * Unavailable items are included (flagged): the caller decides whether to show or refuse them.
 */
export async function listComboChoices(
  db: Executor,
  language: Language,
  comboId: number,
): Promise<ComboChoiceRow[]> {
  return comboChoices(db, { language, comboId });
}

export interface ComboHeaderRow {
  id: number;
  title: string | null;
  priceMinor: number;
  image: string;
  isAvailable: boolean;
}

/** A combo's title (caller's language), price and image, available or not. */
export async function findComboHeader(
  db: Executor,
  language: Language,
  comboId: number,
): Promise<ComboHeaderRow | undefined> {
  const [row] = await db
    .select({
      id: combos.id,
      title: comboText.text<string | null>('title'),
      priceMinor: combos.priceMinor,
      image: combos.image,
      isAvailable: combos.isAvailable,
    })
    .from(combos)
    .leftJoin(...comboText.onLocal(combos.id, language))
    .leftJoin(...comboText.onFallback(combos.id))
    .where(eq(combos.id, comboId));
  return row;
}

interface ItemAdded {
  itemId: number;
  /** The quantity asked for; a wholesaler's is raised to the item's min_qty (spec §4). */
  requested: number;
  wholesale: boolean;
  max: number;
}

function itemAddedQuery(owner: CartOwner, { itemId, requested, wholesale, max }: ItemAdded) {
  return sql`
    with item as (
      select ${items.id} as id, ${items.isAvailable} as is_available,
             case when ${wholesale}::boolean then greatest(${requested}::integer, ${items.minQty})
                  else ${requested}::integer end as quantity
        from ${items} where ${items.id} = ${itemId}),
    addable as (select id, quantity from item where is_available and quantity <= ${max}),
    ${ownersCartTables(owner, sql`exists (select 1 from addable)`)},
    line as (
      insert into ${cartLines} (cart_id, item_id, quantity)
      select cart.id, addable.id, addable.quantity from cart, addable
      on conflict (cart_id, item_id) where item_id is not null
      do update set quantity = ${cartLines.quantity} + excluded.quantity, updated_at = now()
                where ${cartLines.quantity} + excluded.quantity <= ${max}
      returning id, cart_id, (xmax = 0) as inserted)
    select item.is_available, item.quantity <= ${max} as quantity_allowed,
           cart.id as cart_id, line.id as line_id,
           (select count(*) from ${cartLines} where ${cartLines.cartId} = cart.id)::int
             + (case when line.inserted then 1 else 0 end) as cart_count
      from item
      left join cart on item.is_available and item.quantity <= ${max}
      left join line on line.cart_id = cart.id`;
}

const itemAdded = reusedPerOwner((_db, owner, added: ItemAdded) => itemAddedQuery(owner, added));

export type ItemAddedOutcome =
  | { cartId: number; lineId: number; cartCount: number }
  /** No such item; taken off the menu; more than `max` in the line (nothing changed). */
  | 'not_found'
  | 'unavailable'
  | 'over_limit'
  /** Another request was making the same owner's cart: ask again, it exists now. */
  | 'cart_being_made';

/**
 * Adds an item to the owner's cart in one statement (issue 13: add-to-cart is the lunch rush's
 * hottest call): the item is checked (on the menu; a wholesaler's quantity raised to its
 * min_qty), the cart made when missing, then a new line, or more on the line holding that item.
 * Concurrent adds serialise on the row (ON CONFLICT DO UPDATE), so none is lost. The same
 * statement counts the cart's lines after the add (spec §7 cart_count): the lines it saw, plus
 * one for a line it inserted (`xmax = 0`: the row is new, not an updated one). Nothing changes,
 * not even a cart made, unless the line is written. `cart_being_made` is the rare race where
 * another request is making the same owner's cart: this statement's snapshot does not see it.
 */
export async function addItemToOwnersCart(
  db: Executor,
  owner: CartOwner,
  added: ItemAdded,
): Promise<ItemAddedOutcome> {
  const result = await itemAdded(db, owner, added);
  const [row] = rowsOf<{
    is_available: boolean;
    quantity_allowed: boolean;
    cart_id: number | string | null;
    line_id: number | string | null;
    cart_count: number | string | null;
  }>(result);
  if (!row) return 'not_found';
  if (!row.is_available) return 'unavailable';
  if (!row.quantity_allowed) return 'over_limit';
  if (row.cart_id === null) return 'cart_being_made';
  if (row.line_id === null) return 'over_limit';
  return {
    cartId: Number(row.cart_id),
    lineId: Number(row.line_id),
    cartCount: Number(row.cart_count),
  };
}

/** Locks a cart row until the transaction ends: changes to one cart's combo lines queue. */
export async function lockCart(db: Executor, cartId: number): Promise<void> {
  await cartLocked(db, { cartId });
}

const cartLocked = reusedStatement((db, { cartId }: { cartId: number }) =>
  db.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for('update'),
);

function signatureOf(picks: readonly ComboPick[]): string {
  return [...picks]
    .sort((a, b) => a.comboCategoryId - b.comboCategoryId || a.itemId - b.itemId)
    .map((pick) => `${pick.comboCategoryId}:${pick.itemId}`)
    .join(',');
}

const comboLinesOfCart = reusedStatement(
  (db, { cartId, comboId }: { cartId: number; comboId: number }) =>
    db
      .select({ id: cartLines.id, quantity: cartLines.quantity })
      .from(cartLines)
      .where(and(eq(cartLines.cartId, cartId), eq(cartLines.comboId, comboId)))
      .orderBy(asc(cartLines.id)),
);

/** The cart's line of this combo with exactly these picks, if any. */
export async function findSameComboLine(
  db: Executor,
  cartId: number,
  comboId: number,
  picks: readonly ComboPick[],
): Promise<{ id: number; quantity: number } | undefined> {
  const lines = await comboLinesOfCart(db, { cartId, comboId });
  if (lines.length === 0) return undefined;
  const signatures = await pickSignatures(
    db,
    lines.map((line) => line.id),
  );
  const wanted = signatureOf(picks);
  return lines.find((line) => signatures.get(line.id) === wanted);
}

const lineQuantityRaised = reusedStatement(
  (db, { lineId, quantity, max }: { lineId: number; quantity: number; max: number }) =>
    db
      .update(cartLines)
      .set({ quantity: sql`${cartLines.quantity} + ${quantity}`, updatedAt: sql`now()` })
      .where(and(eq(cartLines.id, lineId), sql`${cartLines.quantity} + ${quantity} <= ${max}`))
      .returning({ id: cartLines.id }),
);

/** More of a line, unless that would pass `max`; answers whether it changed. */
export async function addToLineQuantity(
  db: Executor,
  lineId: number,
  quantity: number,
  max: number = CART_MAX_QUANTITY,
): Promise<boolean> {
  const rows = await lineQuantityRaised(db, { lineId, quantity, max });
  return rows.length > 0;
}

export interface OwnedLine {
  id: number;
  cartId: number;
  itemId: number | null;
  comboId: number | null;
  quantity: number;
  /** The item's minimum for wholesalers; null on a combo line. */
  minQty: number | null;
}

/** A line of the owner's cart; undefined when it does not exist or is someone else's. */
export async function findOwnedLine(
  db: Executor,
  owner: CartOwner,
  lineId: number,
): Promise<OwnedLine | undefined> {
  const [row] = await db
    .select({
      id: cartLines.id,
      cartId: cartLines.cartId,
      itemId: cartLines.itemId,
      comboId: cartLines.comboId,
      quantity: cartLines.quantity,
      minQty: items.minQty,
    })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .leftJoin(items, eq(items.id, cartLines.itemId))
    .where(and(eq(cartLines.id, lineId), ownerCondition(owner)));
  return row;
}

/** Sets a line's quantity, only on the owner's cart; answers whether a line changed. */
export async function setOwnedLineQuantity(
  db: Executor,
  owner: CartOwner,
  lineId: number,
  quantity: number,
): Promise<boolean> {
  const rows = await db
    .update(cartLines)
    .set({ quantity, updatedAt: sql`now()` })
    .where(ownedLine(db, owner, lineId))
    .returning({ id: cartLines.id });
  return rows.length > 0;
}

/** Deletes a line (its picks go with it), only on the owner's cart; answers whether it did. */
export async function deleteOwnedLine(
  db: Executor,
  owner: CartOwner,
  lineId: number,
): Promise<boolean> {
  const rows = await db
    .delete(cartLines)
    .where(ownedLine(db, owner, lineId))
    .returning({ id: cartLines.id });
  return rows.length > 0;
}

/** Replaces a combo line's picks (the caller wraps this in a transaction with its checks). */
export async function replaceLinePicks(
  db: Executor,
  lineId: number,
  picks: readonly ComboPick[],
): Promise<void> {
  await db.delete(cartLinePicks).where(eq(cartLinePicks.cartLineId, lineId));
  await insertLinePicks(db, lineId, picks);
  await db
    .update(cartLines)
    .set({ updatedAt: sql`now()` })
    .where(eq(cartLines.id, lineId));
}

export interface CartLineRow {
  id: number;
  quantity: number;
  itemId: number | null;
  itemName: string | null;
  itemPriceMinor: number | null;
  itemImage: string | null;
  itemIsVeg: boolean | null;
  itemMinQty: number | null;
  itemIsAvailable: boolean | null;
  comboId: number | null;
  comboTitle: string | null;
  comboPriceMinor: number | null;
  comboImage: string | null;
  comboIsAvailable: boolean | null;
  /**
   * The combo's steps with their required number of picks (null for an item line, or a combo
   * without steps): a combo line is complete only while it holds that many picks in each step
   * (an operator may add a step or change a qty after the line was made, issue 7).
   */
  comboSteps: ComboStepQuantity[] | null;
  /** A combo line's picks, in the combo's order of steps and items (empty for an item line). */
  picks: CartPickRow[];
}

export interface ComboStepQuantity {
  comboCategoryId: number;
  qty: number;
  /** Issue 17 item 4: the most picks, and what each pick beyond `qty` adds. */
  maxQty: number;
  extraPriceMinor: number;
}

/**
 * A line's columns: its item or combo in the caller's language (withLineJoins); a combo line
 * carries its combo's steps and its picks (titles, names and per-combo prices, as the modal
 * lists them), so a cart's lines are one statement whatever their number (issue 13).
 */
function cartLineColumns(db: Executor, language: Language) {
  // The line's picks as one JSON array: the aliases are its keys, the sort keys its order.
  const pickRows = db
    .select({
      comboCategoryId: sql`${cartLinePicks.comboCategoryId}`.as('combo_category_id'),
      title: sql`${stepText.text('title')}`.as('title'),
      categoryName: sql`${categoryText.text('name')}`.as('category_name'),
      itemId: sql`${cartLinePicks.itemId}`.as('item_id'),
      itemName: sql`${itemText.text('name')}`.as('item_name'),
      priceMinor: sql`${comboCategoryItems.priceMinor}`.as('price_minor'),
      isAvailable: sql`${items.isAvailable}`.as('is_available'),
      stepSort: sql`${comboCategories.sortOrder}`.as('step_sort'),
      itemSort: sql`${comboCategoryItems.sortOrder}`.as('item_sort'),
    })
    .from(cartLinePicks)
    .innerJoin(comboCategories, eq(comboCategories.id, cartLinePicks.comboCategoryId))
    .innerJoin(items, eq(items.id, cartLinePicks.itemId))
    .leftJoin(
      comboCategoryItems,
      and(
        eq(comboCategoryItems.comboCategoryId, cartLinePicks.comboCategoryId),
        eq(comboCategoryItems.itemId, cartLinePicks.itemId),
      ),
    )
    .$dynamic();
  const picks = withStepTexts(pickRows, language)
    .leftJoin(...itemText.onLocal(items.id, language))
    .leftJoin(...itemText.onFallback(items.id))
    .where(eq(cartLinePicks.cartLineId, cartLines.id));
  return {
    id: cartLines.id,
    quantity: cartLines.quantity,
    itemId: items.id,
    itemName: itemText.text<string | null>('name'),
    itemPriceMinor: items.priceMinor,
    itemImage: items.image,
    itemIsVeg: items.isVeg,
    itemMinQty: items.minQty,
    itemIsAvailable: items.isAvailable,
    comboId: combos.id,
    comboTitle: comboText.text<string | null>('title'),
    comboPriceMinor: combos.priceMinor,
    comboImage: combos.image,
    comboIsAvailable: combos.isAvailable,
    comboSteps: sql<ComboStepQuantity[] | null>`(
        select json_agg(json_build_object('comboCategoryId', ${comboCategories.id}, 'qty', ${comboCategories.qty},
               'maxQty', ${comboCategories.maxQty}, 'extraPriceMinor', ${comboCategories.extraPriceMinor}))
          from ${comboCategories}
         where ${comboCategories.comboId} = ${cartLines.comboId})`,
    picks: sql<StoredPick[] | null>`case when ${cartLines.comboId} is null then null else (
        select json_agg(pick order by pick.step_sort, pick.combo_category_id, pick.item_sort, pick.item_id)
          from (${picks}) as pick) end`,
  };
}

/** A lines query's joins (its item or combo, in the caller's language), for cartLineColumns. */
function withLineJoins<Query extends PgSelect>(query: Query, language: Language) {
  return query
    .leftJoin(items, eq(items.id, cartLines.itemId))
    .leftJoin(...itemText.onLocal(items.id, language))
    .leftJoin(...itemText.onFallback(items.id))
    .leftJoin(combos, eq(combos.id, cartLines.comboId))
    .leftJoin(...comboText.onLocal(combos.id, language))
    .leftJoin(...comboText.onFallback(combos.id));
}

/** A cart's lines (cartLineColumns), oldest first. */
function cartLinesQuery(db: Executor, language: Language, cartId: number) {
  return withLineJoins(
    db.select(cartLineColumns(db, language)).from(cartLines).$dynamic(),
    language,
  )
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.id));
}

/**
 * The owner's cart basis (findCartBasis) and its lines (listCartLines) in one statement: one row
 * per line, each carrying the basis, or one row without a line for an empty cart or none.
 */
function cartWithLinesQuery(db: Executor, owner: CartOwner, language: Language) {
  const basis = <Key extends keyof CartBasisRow>(column: Key) =>
    sql<CartBasisRow[Key]>`${sql.raw(`"basis"."${column}"`)}`;
  return withLineJoins(
    db
      .select({
        // The basis's columns keep their names, the lines' theirs (camelCase): none collide.
        cart_id: basis('cart_id'),
        discount: basis('discount'),
        currency_code: basis('currency_code'),
        vat_rate_basis_points: basis('vat_rate_basis_points'),
        shipping_charge_minor: basis('shipping_charge_minor'),
        prices_include_vat: basis('prices_include_vat'),
        promo: basis('promo'),
        shop_today: basis('shop_today'),
        ...cartLineColumns(db, language),
      })
      .from(sql`(${cartBasisQuery(owner, false)}) as "basis"`)
      .leftJoin(cartLines, eq(cartLines.cartId, basis('cart_id')))
      .$dynamic(),
    language,
  ).orderBy(asc(cartLines.id));
}

// Built once each (reusedStatement): by cart id, and by owner, whose cart is found in the same
// statement so the read needs no cart id first.
const cartLinesOfCart = reusedStatement(
  (db, { cartId, language }: { cartId: number; language: Language }) =>
    cartLinesQuery(db, language, cartId),
);
const cartWithLinesOfOwner = reusedPerOwner((db, owner, { language }: { language: Language }) =>
  cartWithLinesQuery(db, owner, language),
);

/**
 * The owner's cart basis and lines in one statement (issue 13: the cart read, the lunch rush's
 * most frequent call, is one statement).
 */
export async function findCartWithLines(
  db: Executor,
  owner: CartOwner,
  language: Language,
): Promise<{ basis: CartBasis; lines: CartLineRow[] }> {
  const rows = await cartWithLinesOfOwner(db, owner, { language });
  const lines = rows.flatMap((row) => (row.id === null ? [] : [toCartLineRow(row as StoredLine)]));
  return { basis: toCartBasis(rows[0]), lines };
}

type StoredLine = Omit<CartLineRow, 'picks'> & { picks: StoredPick[] | null };

export async function listCartLines(
  db: Executor,
  language: Language,
  cartId: number,
): Promise<CartLineRow[]> {
  const rows = await cartLinesOfCart(db, { cartId, language });
  return rows.map(toCartLineRow);
}

function toCartLineRow(row: StoredLine): CartLineRow {
  return {
    ...row,
    picks: (row.picks ?? []).map((pick) => ({
      cartLineId: row.id,
      comboCategoryId: Number(pick.combo_category_id),
      title: pick.title,
      categoryName: pick.category_name,
      itemId: Number(pick.item_id),
      itemName: pick.item_name,
      priceMinor: pick.price_minor === null ? null : Number(pick.price_minor),
      isAvailable: pick.is_available === true,
    })),
  };
}

/** A pick as the lines statement sends it (JSON: the subquery's column aliases). */
interface StoredPick {
  combo_category_id: number;
  title: string | null;
  category_name: string | null;
  item_id: number;
  item_name: string | null;
  price_minor: number | null;
  is_available: boolean;
}

export interface CartPickRow {
  cartLineId: number;
  comboCategoryId: number;
  title: string | null;
  categoryName: string | null;
  itemId: number;
  itemName: string | null;
  /** The per-combo price; null when the combo no longer offers this item. */
  priceMinor: number | null;
  isAvailable: boolean;
}

/** A line as an order recorded it (order_lines + the item ids of its picks). */
export interface OrderedLine {
  cartLineId: number | null;
  itemId: number | null;
  comboId: number | null;
  quantity: number;
  pickItemIds: readonly number[];
}

/**
 * DESIGN §6: once a payment is confirmed, what was ordered leaves the cart. Each ordered line
 * takes its quantity off the cart line it came from (found by id, else by the same item, or the
 * same combo with the same picks); a line left with nothing is deleted. What the customer added
 * after checkout stays.
 */
export async function removeOrderedLines(
  db: Executor,
  cartId: number,
  ordered: readonly OrderedLine[],
): Promise<void> {
  const rows = await linesOfCart(db, cartId);
  if (rows.length === 0) return;
  const pickRows = await db
    .select({ cartLineId: cartLinePicks.cartLineId, itemId: cartLinePicks.itemId })
    .from(cartLinePicks)
    .where(
      inArray(
        cartLinePicks.cartLineId,
        rows.map((row) => row.id),
      ),
    );
  const picksOf = new Map<number, number[]>();
  for (const pick of pickRows)
    picksOf.set(pick.cartLineId, [...(picksOf.get(pick.cartLineId) ?? []), pick.itemId]);
  const signature = (ids: readonly number[]) => [...ids].sort((a, b) => a - b).join(',');
  const remaining = new Map(rows.map((row) => [row.id, row.quantity]));

  const same = (row: (typeof rows)[number], line: OrderedLine) =>
    line.comboId !== null
      ? row.comboId === line.comboId &&
        signature(picksOf.get(row.id) ?? []) === signature(line.pickItemIds)
      : row.itemId !== null && row.itemId === line.itemId;

  for (const line of ordered) {
    const row =
      rows.find((candidate) => candidate.id === line.cartLineId && same(candidate, line)) ??
      rows.find((candidate) => (remaining.get(candidate.id) ?? 0) > 0 && same(candidate, line));
    if (!row) continue;
    remaining.set(row.id, (remaining.get(row.id) ?? 0) - line.quantity);
  }
  for (const row of rows) {
    const left = remaining.get(row.id) ?? 0;
    if (left === row.quantity) continue;
    if (left <= 0) await db.delete(cartLines).where(eq(cartLines.id, row.id));
    else {
      await db
        .update(cartLines)
        .set({ quantity: left, updatedAt: sql`now()` })
        .where(eq(cartLines.id, row.id));
    }
  }
}
