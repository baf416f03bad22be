import type { Paginated } from '@storefront/shared';
import type { Database, Executor } from '../../db/client';
import { ConflictError, NotFoundError } from '../../platform/errors';
import { isUniqueViolation } from '../accounts/accounts.repository';
import { toPage } from '../catalog/catalog.mappers';

/**
 * The service half of a back-office record (issue 12 item 2; record-routes.ts is the routes
 * half): a page of rows in the list answer's shape, and a delete refused while anything refers
 * to the record.
 */

/** PostgreSQL's foreign_key_violation: a reference appeared between our check and the delete. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** What a delete needs of a record's store (places.repository's `…Records`, plans). */
export interface DeletableRecords {
  find(tx: Executor, id: number): Promise<unknown>;
  references(tx: Executor, id: number): Promise<number>;
  remove(tx: Executor, id: number): Promise<void>;
}

/** Deletes unless something references the record: 409 `in_use` (also when one races in). */
export async function deleteUnlessUsed(db: Database, records: DeletableRecords, id: number) {
  try {
    await db.transaction(async (tx) => {
      if (!(await records.find(tx, id))) throw new NotFoundError();
      if ((await records.references(tx, id)) > 0) throw new ConflictError('in_use');
      await records.remove(tx, id);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new ConflictError('in_use');
    throw error;
  }
}

/** A record's list call: the repository's rows and total, answered as a page of `map`'s rows. */
export function pageCall<Query extends { page: number; limit: number }, Row, Out>(
  list: (db: Database, query: Query) => Promise<{ rows: Row[]; total: number }>,
  map: (row: Row) => Out,
) {
  return async (db: Database, query: Query): Promise<Paginated<Out>> =>
    page(await list(db, query), query, map);
}

export function page<Row, Out>(
  result: { rows: Row[]; total: number },
  query: { page: number; limit: number },
  map: (row: Row) => Out,
): Paginated<Out> {
  return toPage(result.rows.map(map), result.total, query);
}

/** A value another record holds (an ISO code, a promo code) is 409 `duplicate_value`: the
 * unique index decides, races included. */
export async function uniqueValue<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError('duplicate_value');
    throw error;
  }
}
