import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SortDirection } from '@storefront/shared';

/** A back-office list's sort column in the direction its query asks for. */
export function ordered(expression: SQL | AnyColumn, direction: SortDirection) {
  return direction === 'asc' ? asc(expression) : desc(expression);
}
