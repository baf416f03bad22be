import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  CATALOG_LIMITS,
  adminCategoryWriteSchema,
  adminPaths,
  type AdminCategoryDetail,
  type AdminCategoryRow,
  type Language,
} from '@storefront/shared';
import { useListTexts } from '../../common/list-texts';
import { NumberField } from '../../shell/record-form';
import { RecordListPage } from '../../shell/record-list-page';
import { TextsFields, blankTexts, filledTexts } from '../../shell/texts-fields';
import { numberColumn } from '../../shell/admin-table';
import { CATALOG_RESOURCES } from '../api/catalog-api';
import { CatalogName } from '../components/catalog-columns';
import '../components/catalog.css';

interface Values {
  translations: Record<Language, { name: string }>;
  sort_order: string;
}
type Output = z.output<typeof adminCategoryWriteSchema>;

/**
 * Back office: the menu categories items belong to and combo steps choose from (issue 7). A
 * category is deleted only once no item or step uses it (the server answers 409 otherwise).
 */
export default function CategoriesPage() {
  const { t } = useTranslation();
  const inUse = (row: AdminCategoryRow) =>
    row.item_count > 0 || row.step_count > 0
      ? t('admin_catalog.categories.in_use', { items: row.item_count, steps: row.step_count })
      : undefined;
  return (
    <RecordListPage<AdminCategoryRow, Values, Output, AdminCategoryDetail>
      cacheKey={CATALOG_RESOURCES.categories}
      invalidates={[CATALOG_RESOURCES.categories, CATALOG_RESOURCES.items]}
      listPath={adminPaths.categories}
      recordPath={adminPaths.category}
      detailPath={adminPaths.category}
      imagePath={adminPaths.categoryImage}
      defaultSort={{ sort: 'sort_order', direction: 'asc' }}
      {...useListTexts('admin_catalog.categories')}
      newLabel={t('admin_catalog.categories.new')}
      editLabel={(record) => t('admin_catalog.categories.edit_title', { name: record.name })}
      rowName={(row) => row.name}
      deleteText={inUse}
      columns={[
        {
          id: 'name',
          header: t('admin_catalog.common.name'),
          sortKey: 'name',
          cell: (row) => <CatalogName image={row.image} name={row.name} />,
        },
        numberColumn(
          'items',
          t('admin_catalog.categories.items'),
          (row) => row.item_count,
          'items',
        ),
        numberColumn('steps', t('admin_catalog.categories.steps'), (row) => row.step_count),
        numberColumn(
          'order',
          t('admin_catalog.common.sort_order'),
          (row) => row.sort_order,
          'sort_order',
        ),
      ]}
      form={{
        schema: adminCategoryWriteSchema,
        blank: () => ({ translations: blankTexts(['name']), sort_order: '0' }),
        fromRow: (detail) => ({
          translations: filledTexts(['name'], detail.translations),
          sort_order: String(detail.sort_order),
        }),
        render: (form) => (
          <>
            <TextsFields
              form={form}
              group="translations"
              idPrefix="category"
              legend={t('admin_catalog.common.name')}
              fields={[
                {
                  key: 'name',
                  label: t('admin_catalog.common.name'),
                  maxLength: CATALOG_LIMITS.categoryName,
                  required: true,
                },
              ]}
            />
            <NumberField
              form={form}
              name="sort_order"
              id="category-order"
              text="admin_catalog.common.sort_order"
              max={CATALOG_LIMITS.sortOrder}
            />
          </>
        ),
      }}
    />
  );
}
