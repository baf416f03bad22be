import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { SortDirection } from '@storefront/shared';
import type { QueryValue } from '../../../lib/api-client';

const RESERVED = new Set(['page', 'sort', 'direction', 'q']);

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
 */
export function useListParams(defaults: { sort: string; direction: SortDirection }): ListParams {
  const [searchParams, setSearchParams] = useSearchParams();

  const state = useMemo(() => {
    const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
    const sort = searchParams.get('sort') || defaults.sort;
    const direction: SortDirection =
      searchParams.get('direction') === 'asc'
        ? 'asc'
        : searchParams.get('direction') === 'desc'
          ? 'desc'
          : defaults.direction;
    const q = searchParams.get('q') ?? '';
    const filters: Record<string, string> = {};
    for (const [key, value] of searchParams) if (!RESERVED.has(key) && value) filters[key] = value;
    const query: Record<string, QueryValue> = { page, sort, direction, ...filters };
    if (q) query.q = q;
    return { page, sort, direction, q, filters, query };
  }, [searchParams, defaults.sort, defaults.direction]);

  const update = useCallback(
    (change: (params: URLSearchParams) => void) => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      });
    },
    [setSearchParams],
  );

  const setPage = useCallback(
    (page: number) =>
      update((params) => {
        if (page > 1) params.set('page', String(page));
        else params.delete('page');
      }),
    [update],
  );

  const toggleSort = useCallback(
    (column: string) =>
      update((params) => {
        const sameColumn = (params.get('sort') || defaults.sort) === column;
        const currentDirection = params.get('direction') || defaults.direction;
        params.set('sort', column);
        params.set('direction', sameColumn && currentDirection === 'asc' ? 'desc' : 'asc');
        params.delete('page');
      }),
    [update, defaults.sort, defaults.direction],
  );

  const setFilters = useCallback(
    (next: Record<string, string>) =>
      update((params) => {
        for (const [key, value] of Object.entries(next)) {
          if (value.trim()) params.set(key, value.trim());
          else params.delete(key);
        }
        params.delete('page');
      }),
    [update],
  );

  const resetFilters = useCallback(
    () =>
      update((params) => {
        for (const key of [...params.keys()])
          if (key !== 'sort' && key !== 'direction') params.delete(key);
      }),
    [update],
  );

  return { ...state, setPage, toggleSort, setFilters, resetFilters };
}
