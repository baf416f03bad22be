import { useTranslation } from 'react-i18next';
import type { AdminPageRow } from '@storefront/shared';
import { useLanguage } from '../../../../i18n/use-language';
import { formatDateTime } from '../../../../lib/format-date';
import { useListTexts } from '../../common/list-texts';
import { AdminListPage } from '../../shell/admin-list-page';
import { AdminBadge } from '../../shell/admin-badge';
import { YesNoFilter } from '../../shell/admin-page';
import type { AdminColumn } from '../../shell/admin-table';
import { useColumns } from '../../shell/use-columns';
import { useAdminPages } from '../api/pages';
import '../components/admin-content.css';

const FILTERS = ['published'];

/** Back office: the content pages (issue 7 item 5), sorted, filtered and paged on the server. */
export default function PagesListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { params, list } = useAdminPages();

  const column = useColumns('admin_content.pages.columns');
  const columns: AdminColumn<AdminPageRow>[] = [
    column('title', { sortKey: 'title' }, (row) => row.title || row.slug),
    column('slug', { sortKey: 'slug' }, (row) => (
      <bdi className="admin-content__slug" dir="ltr">
        {row.slug}
      </bdi>
    )),
    column('status', { sortKey: 'is_published' }, (row) => (
      <span className="admin-badges">
        <AdminBadge tone={row.is_published ? 'success' : undefined}>
          {row.is_published ? t('admin_content.pages.published') : t('admin_content.pages.draft')}
        </AdminBadge>
        {row.is_required ? (
          <AdminBadge tone="info">{t('admin_content.pages.linked')}</AdminBadge>
        ) : null}
      </span>
    )),
    column('updated', { sortKey: 'updated_at' }, (row) => formatDateTime(row.updated_at, language)),
    column('id', { sortKey: 'id', align: 'end' }, (row) => row.id),
  ];

  return (
    <AdminListPage
      section="content"
      resource="pages"
      {...useListTexts('admin_content.pages')}
      newLabel={t('admin_content.pages.new')}
      params={params}
      list={list}
      columns={columns}
      filterFields={FILTERS}
      filters={
        <YesNoFilter
          label={t('admin_content.pages.published_filter')}
          name="published"
          value={params.filters.published}
        />
      }
    />
  );
}
