import { useCallback, useMemo } from 'react';
import type { SortDirection } from '@storefront/shared';
import type { QueryValue } from '../../../lib/api-client';
import { useAddressParams } from '../../../lib/routing/page-param';

const RESERVED = new Set(['page', 'sort', 'direction', 'q']);

/** A list's order when the URL names none; `Sort` narrows it to the columns the server sorts by. */
export interface ListSort<Sort extends string = string> {
  sort: Sort;
  direction: SortDirection;
}

export interface ListParams {
  page: number;
  sort: string;
  direction: SortDirection;
  q: string;
  /** Every other search parameter: the list's own filters (status, from, to, category...). */
  filters: Record<string, string>;
  /** All of it as the list call's query (adminListQuerySchema and the resource's filters). */
  query: Record<string, QueryValue>;
  setPage: (page: number) => void;
  /** A column's header: sort by it, or flip the direction when it is the sort already. */
  toggleSort: (column: string) => void;
  /** New filters (and `q`); the list starts again at page 1. Empty values remove a filter. */
  setFilters: (next: Record<string, string>) => void;
  resetFilters: () => void;
}

/**
 * A back-office list's state lives in the URL (issue 7: "tables sort and page on the server"):
 * ?page=2&sort=total&direction=desc&status=Processing. A list can be shared, reloaded and
 * navigated with Back; the list call sends the same parameters to the server.
 *
 * A second list on the same page names a `scope`: its parameters carry it as a prefix
 * (?refunds.page=2), so each list pages on its own; an unscoped list ignores prefixed ones.
 */
export function useListParams(defaults: ListSort, scope = ''): ListParams {
  const { params: searchParams, update } = useAddressParams();
  const prefix = scope ? `${scope}.` : '';
  /** The URL's name of one of this list's parameters. */
  const named = useCallback((key: string) => `${prefix}${key}`, [prefix]);
  /** This list's own parameter's name without the prefix; null for another list's. */
  const own = useCallback(
    (key: string): string | null => {
      if (!prefix) return key.includes('.') ? null : key;
      return key.startsWith(prefix) ? key.slice(prefix.length) : null;
    },
    [prefix],
  );

  const state = useMemo(() => {
    const get = (key: string) => searchParams.get(named(key));
    const page = Math.max(1, Number.parseInt(get('page') ?? '1', 10) || 1);
    const sort = get('sort') || defaults.sort;
    const direction: SortDirection =
      get('direction') === 'asc'
        ? 'asc'
        : get('direction') === 'desc'
          ? 'desc'
          : defaults.direction;
    const q = get('q') ?? '';
    const filters: Record<string, string> = {};
    for (const [name, value] of searchParams) {
      const key = own(name);
      if (key !== null && !RESERVED.has(key) && value) filters[key] = value;
    }
    const query: Record<string, QueryValue> = { page, sort, direction, ...filters };
    if (q) query.q = q;
    return { page, sort, direction, q, filters, query };
  }, [searchParams, defaults.sort, defaults.direction, named, own]);

  const setPage = useCallback(
    (page: number) =>
      update((params) => {
        if (page > 1) params.set(named('page'), String(page));
        else params.delete(named('page'));
      }),
    [update, named],
  );

  const toggleSort = useCallback(
    (column: string) =>
      update((params) => {
        const sameColumn = (params.get(named('sort')) || defaults.sort) === column;
        const currentDirection = params.get(named('direction')) || defaults.direction;
        params.set(named('sort'), column);
        params.set(named('direction'), sameColumn && currentDirection === 'asc' ? 'desc' : 'asc');
        params.delete(named('page'));
      }),
    [update, named, defaults.sort, defaults.direction],
  );

  const setFilters = useCallback(
    (next: Record<string, string>) =>
      update((params) => {
        for (const [key, value] of Object.entries(next)) {
          if (value.trim()) params.set(named(key), value.trim());
          else params.delete(named(key));
        }
        params.delete(named('page'));
      }),
    [update, named],
  );

  const resetFilters = useCallback(
    () =>
      update((params) => {
        for (const name of [...params.keys()]) {
          const key = own(name);
          if (key !== null && key !== 'sort' && key !== 'direction') params.delete(name);
        }
      }),
    [update, own],
  );

  return { ...state, setPage, toggleSort, setFilters, resetFilters };
}
