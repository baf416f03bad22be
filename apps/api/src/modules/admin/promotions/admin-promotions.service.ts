import {
  type adminPromoCodeRequestSchema,
  type adminPromoCodesQuerySchema,
  toMajor,
  toMinor,
  type AdminPromoCode,
  type Paginated,
} from '@storefront/shared';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { NotFoundError } from '../../../platform/errors';
import { findPricingSettings } from '../../cart/cart.repository';
import {
  listPromoCodes,
  promoCodeRecords,
  type PromoCodeRow,
  type PromoCodeValues,
} from '../../promotions/promo.repository';
import { deleteUnlessUsed, page, uniqueValue } from '../record-service';

/** Back office, promo codes (issue 16 item 3, decision 065). */

type PromoCodeRequest = z.output<typeof adminPromoCodeRequestSchema>;

function toAdminPromoCode(row: PromoCodeRow, uses: number, currency: string): AdminPromoCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.percentBasisPoints !== null ? 'percent' : 'amount',
    percent_off: row.percentBasisPoints === null ? null : row.percentBasisPoints / 100,
    amount_off: row.amountMinor === null ? null : toMajor(row.amountMinor, currency),
    min_order: toMajor(row.minOrderMinor, currency),
    currency,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    total_limit: row.totalLimit,
    per_customer_limit: row.perCustomerLimit,
    first_order_only: row.firstOrderOnly,
    item_ids: row.itemIds,
    combo_ids: row.comboIds,
    is_active: row.isActive,
    uses,
  };
}

/** The stored values of a request: money in minor units of the shop's currency, % in basis points. */
async function storedValues(db: Database, body: PromoCodeRequest): Promise<PromoCodeValues> {
  const { currencyCode } = await findPricingSettings(db);
  return {
    code: body.code,
    percentBasisPoints: body.kind === 'percent' ? Math.round((body.percent_off ?? 0) * 100) : null,
    amountMinor: body.kind === 'amount' ? toMinor(body.amount_off ?? 0, currencyCode) : null,
    minOrderMinor: toMinor(body.min_order, currencyCode),
    startsOn: body.starts_on ?? null,
    endsOn: body.ends_on ?? null,
    totalLimit: body.total_limit ?? null,
    perCustomerLimit: body.per_customer_limit ?? null,
    firstOrderOnly: body.first_order_only,
    itemIds: [...new Set(body.item_ids)],
    comboIds: [...new Set(body.combo_ids)],
    isActive: body.is_active,
  };
}

export const promoCodeCalls = {
  async page(
    db: Database,
    query: z.output<typeof adminPromoCodesQuerySchema>,
  ): Promise<Paginated<AdminPromoCode>> {
    const [{ currencyCode }, result] = await Promise.all([
      findPricingSettings(db),
      listPromoCodes(db, query),
    ]);
    return page(result, query, ({ code, uses }) => toAdminPromoCode(code, uses, currencyCode));
  },

  async create(db: Database, body: PromoCodeRequest): Promise<number> {
    const values = await storedValues(db, body);
    return uniqueValue(() => promoCodeRecords.insert(db, values));
  },

  async update(db: Database, id: number, body: PromoCodeRequest): Promise<void> {
    const values = await storedValues(db, body);
    if (!(await uniqueValue(() => promoCodeRecords.update(db, id, values)))) {
      throw new NotFoundError();
    }
  },

  /** A code orders carry stays for their record: deactivate it instead (409 `in_use`). */
  remove(db: Database, id: number): Promise<void> {
    return deleteUnlessUsed(db, promoCodeRecords, id);
  },
};
