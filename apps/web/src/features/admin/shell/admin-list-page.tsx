import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AdminFilters, AdminPage } from './admin-page';
import { AdminQueryTable, type AdminColumn, type ListQuery } from './admin-table';
import { adminHref } from './section';
import type { ListParams } from './use-list-params';

export interface AdminListPageProps<Row extends { id: number }> {
  /** `/admin/<section>/<resource>`: where rows open and where "new" leads. */
  section: string;
  resource: string;
  title: string;
  caption: string;
  emptyText: string;
  searchLabel: string;
  /** The "new" button's label; absent for records nobody creates here (messages). */
  newLabel?: string;
  params: ListParams;
  list: ListQuery<Row>;
  columns: AdminColumn<Row>[];
  /** The filter controls (`AdminFilter`s with named controls) and their names. */
  filterFields: string[];
  filters?: ReactNode;
}

/**
 * The one back-office list (issue 12 item 2): a title with its "new" link, filters and search in
 * the URL, a table sorted and paged on the server with its loading, error and empty states,
 * every row opening its record's page.
 */
export function AdminListPage<Row extends { id: number }>(props: AdminListPageProps<Row>) {
  const { params, list } = props;
  return (
    <AdminPage
      title={props.title}
      actions={
        props.newLabel ? (
          <Link
            className="button button--primary button--small"
            to={adminHref(props.section, props.resource, 'new')}
          >
            {props.newLabel}
          </Link>
        ) : undefined
      }
    >
      <AdminFilters params={params} searchLabel={props.searchLabel} fields={props.filterFields}>
        {props.filters}
      </AdminFilters>
      <AdminQueryTable
        caption={props.caption}
        columns={props.columns}
        list={list}
        rowHref={(row) => adminHref(props.section, props.resource, row.id)}
        params={params}
        emptyText={props.emptyText}
      />
    </AdminPage>
  );
}
