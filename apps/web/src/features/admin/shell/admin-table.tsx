import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pagination } from '../../../ui/pagination';
import type { Paginated } from '@storefront/shared';
import type { ListParams } from './use-list-params';

export interface AdminColumn<Row> {
  id: string;
  header: string;
  /** The server's sort key for this column; absent when the column does not sort. */
  sortKey?: string;
  align?: 'start' | 'end' | 'center';
  cell: (row: Row) => ReactNode;
}

/**
 * A button in a table row: its short word (Edit, Refund) on screen, and for screen readers what
 * it does to which row (`named`: "Edit Cairo"), since every row shows the same word.
 */
export function RowButton({
  label,
  named,
  tone,
  disabled,
  onClick,
}: {
  label: string;
  named: string;
  tone?: 'primary' | 'ghost' | 'danger-quiet';
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={tone ? `button button--${tone} button--small` : 'button button--small'}
      aria-label={named}
      disabled={disabled}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

/**
 * A column of numbers (a count, a position), set at the end; the server sorts it by `sortKey`
 * where it can.
 */
export function numberColumn<Row>(
  id: string,
  header: string,
  cell: (row: Row) => ReactNode,
  sortKey?: string,
): AdminColumn<Row> {
  return { id, header, ...(sortKey ? { sortKey } : {}), align: 'end', cell };
}

export interface PageInfo {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export interface AdminTableProps<Row> {
  /** The table's accessible name (a visually hidden caption). */
  caption: string;
  columns: AdminColumn<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string | number;
  /** When given, the first column's content links there: the row opens with Enter. */
  rowHref?: (row: Row) => string;
  /** The list's URL state: sorting and paging; absent for a short list shown whole. */
  params?: ListParams;
  page: PageInfo | undefined;
  loading: boolean;
  error?: unknown;
  onRetry?: () => void;
  emptyText?: string;
}

/**
 * A dense back-office table whose sorting and paging happen on the server (issue 7): a sortable
 * header is a button that changes ?sort/&direction, the pager changes ?page, and the list call
 * sends them. aria-sort tells screen readers the order.
 */
export function AdminTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowHref,
  params,
  page,
  loading,
  error,
  onRetry,
  emptyText,
}: AdminTableProps<Row>) {
  const { t } = useTranslation();
  const from = page && page.total > 0 ? (page.current_page - 1) * page.per_page + 1 : 0;
  const to = page ? Math.min(page.total, page.current_page * page.per_page) : 0;

  return (
    <div className="admin-table" aria-busy={loading}>
      <div className="admin-table__scroll" role="region" aria-label={caption} tabIndex={0}>
        <table>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const sorted = column.sortKey !== undefined && params?.sort === column.sortKey;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    className={`admin-table__cell--${column.align ?? 'start'}`}
                    aria-sort={
                      sorted
                        ? params?.direction === 'asc'
                          ? 'ascending'
                          : 'descending'
                        : undefined
                    }
                  >
                    {column.sortKey && params ? (
                      <button
                        type="button"
                        className="admin-table__sort"
                        onClick={() => params.toggleSort(column.sortKey ?? '')}
                        title={t('admin.table.sort_by', { column: column.header })}
                      >
                        {column.header}
                        <span className="admin-table__sort-mark" aria-hidden="true">
                          {sorted ? (params.direction === 'asc' ? '▲' : '▼') : '↕'}
                        </span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows?.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column, index) => (
                  <td key={column.id} className={`admin-table__cell--${column.align ?? 'start'}`}>
                    {index === 0 && rowHref ? (
                      <Link className="admin-table__open" to={rowHref(row)}>
                        {column.cell(row)}
                      </Link>
                    ) : (
                      column.cell(row)
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {error && !rows ? (
        <div className="admin-table__state" role="alert">
          <p>{t('admin.table.error')}</p>
          {onRetry ? (
            <button type="button" className="button button--ghost" onClick={onRetry}>
              {t('admin.table.retry')}
            </button>
          ) : null}
        </div>
      ) : null}
      {!rows && !error && loading ? (
        <p className="admin-table__state" role="status">
          {t('admin.table.loading')}
        </p>
      ) : null}
      {rows && rows.length === 0 ? (
        <p className="admin-table__state">{emptyText ?? t('admin.table.empty')}</p>
      ) : null}
      {params && page && page.total > 0 ? (
        <div className="spread-row admin-table__footer">
          <p className="admin-table__count" aria-live="polite">
            {t('admin.table.count', { from, to, total: page.total })}
          </p>
          <Pagination
            currentPage={page.current_page}
            lastPage={page.last_page}
            onPageChange={params.setPage}
          />
        </div>
      ) : null}
    </div>
  );
}

/** What a list table needs of its query (TanStack Query's result). */
export interface ListQuery<Row> {
  data: Paginated<Row> | undefined;
  isFetching: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

export type AdminQueryTableProps<Row> = Omit<
  AdminTableProps<Row>,
  'rows' | 'rowKey' | 'page' | 'loading' | 'error' | 'onRetry'
> & { list: ListQuery<Row> };

/**
 * An `AdminTable` of a list call's answer: its rows (keyed by id), paging, loading and error
 * states, and Retry.
 */
export function AdminQueryTable<Row extends { id: number | string }>({
  list,
  ...props
}: AdminQueryTableProps<Row>) {
  return (
    <AdminTable
      {...props}
      rows={list.data?.data}
      rowKey={(row) => row.id}
      page={list.data}
      loading={list.isFetching}
      error={list.error}
      onRetry={() => void list.refetch()}
    />
  );
}

/**
 * An `AdminQueryTable` in a page laid out as a grid (a record list, the payments page): its cell
 * may shrink, so a wide table scrolls instead of widening the page (`admin-record__table`).
 */
export function GridQueryTable<Row extends { id: number | string }>(
  props: AdminQueryTableProps<Row>,
) {
  return (
    <div className="admin-record__table">
      <AdminQueryTable {...props} />
    </div>
  );
}
