import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { adminPaths, adminPlanCreateSchema, formatMoney, type AdminPlan } from '@storefront/shared';
import { useLanguage } from '../../../../i18n/use-language';
import { CheckboxField } from '../../common/input-field';
import { AdminBadge } from '../../shell/admin-badge';
import { AdminFilter } from '../../shell/admin-page';
import { useCompanyOptions } from '../api/place-options';
import { CompanyFilter, FormOptionsField } from '../components/place-selects';
import { NumberField } from '../../shell/record-form';
import { RecordListPage } from '../../shell/record-list-page';
import { numberColumn } from '../../shell/admin-table';
import { PLACES_CACHE } from '../api/resources';
import { SortOrderField } from '../components/sort-order-field';
import { usePlacePageTexts } from '../components/place-page';

// One form for create and edit: the update call ignores `company_id` (a plan keeps its company).
type Values = z.input<typeof adminPlanCreateSchema>;
type Output = z.output<typeof adminPlanCreateSchema>;

/** Back office: each company's subscription plans (issue 7 item 4; DESIGN §5). */
export default function PlansPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const companies = useCompanyOptions();
  const number = (id: string, label: string, name: keyof Values, decimals: number) => ({
    id,
    label,
    name,
    decimals,
  });
  const numbers = [
    number('plan-price', t('admin_places.plans.price'), 'price', 3),
    number('plan-duration', t('admin_places.plans.duration_days'), 'duration_days', 0),
    number('plan-employees', t('admin_places.plans.no_of_employee'), 'no_of_employee', 0),
    number('plan-discount', t('admin_places.plans.discount_percent'), 'discount_percent', 2),
  ];
  return (
    <RecordListPage<AdminPlan, Values, Output>
      {...PLACES_CACHE}
      listPath={adminPaths.plans}
      recordPath={adminPaths.plan}
      defaultSort={{ sort: 'company', direction: 'asc' }}
      {...usePlacePageTexts('plans')}
      searchLabel={t('admin_places.plans.search')}
      rowName={(row) =>
        `${row.company_name} · ${t('admin_places.plans.days', { count: row.duration_days })}`
      }
      note={<p className="admin-places__note">{t('admin_places.plans.in_use_hint')}</p>}
      filterFields={['company_id', 'active']}
      filters={(filters) => (
        <>
          <CompanyFilter label={t('admin_places.plans.company')} value={filters.company_id} />
          <AdminFilter label={t('admin.filters.status')}>
            <select name="active" defaultValue={filters.active ?? ''}>
              <option value="">{t('admin.filters.any')}</option>
              <option value="active">{t('admin_places.plans.on_sale')}</option>
              <option value="inactive">{t('admin_places.plans.off_sale')}</option>
            </select>
          </AdminFilter>
        </>
      )}
      columns={[
        {
          id: 'company',
          header: t('admin_places.plans.company'),
          sortKey: 'company',
          // Off-sale plans are marked; on sale is the usual state (the Status filter finds either).
          cell: (row) =>
            row.is_active ? (
              row.company_name
            ) : (
              <span className="admin-places__stack">
                <span>{row.company_name}</span>
                <span>
                  <AdminBadge>{t('admin_places.plans.off_sale')}</AdminBadge>
                </span>
              </span>
            ),
        },
        {
          id: 'price',
          header: t('admin_places.plans.price'),
          sortKey: 'price',
          align: 'end',
          cell: (row) => formatMoney(row.price, language, row.currency),
        },
        numberColumn(
          'duration',
          t('admin_places.plans.duration_days'),
          (row) => row.duration_days,
          'duration_days',
        ),
        numberColumn(
          'employees',
          t('admin_places.plans.no_of_employee'),
          (row) => row.no_of_employee,
          'no_of_employee',
        ),
        numberColumn(
          'discount',
          t('admin_places.plans.discount_percent'),
          (row) => row.discount_percent,
          'discount_percent',
        ),
        numberColumn('purchases', t('admin_places.plans.purchases'), (row) => row.purchases),
      ]}
      form={{
        schema: adminPlanCreateSchema,
        blank: () => ({
          company_id: '',
          price: '',
          duration_days: 30,
          no_of_employee: 10,
          discount_percent: 0,
          is_active: true,
          sort_order: 0,
        }),
        fromRow: (row) => ({
          company_id: String(row.company_id),
          price: row.price,
          duration_days: row.duration_days,
          no_of_employee: row.no_of_employee,
          discount_percent: row.discount_percent,
          is_active: row.is_active,
          sort_order: row.sort_order,
        }),
        render: (form, editing) => (
          <>
            <div className="admin-form__row">
              <FormOptionsField
                form={form}
                name="company_id"
                id="plan-company"
                label={t('admin_places.plans.company')}
                {...(editing ? { hint: t('admin_places.plans.company_fixed') } : {})}
                query={companies}
                placeholder={t('admin_places.plans.choose_company')}
                emptyText={t('admin_places.common.no_companies')}
                disabled={editing !== null}
                aria-required
              />
            </div>
            <div className="admin-form__row">
              {numbers.map(({ id, label, name, decimals }) => (
                <NumberField
                  key={id}
                  form={form}
                  name={name}
                  id={id}
                  label={label}
                  decimals={decimals}
                  required
                />
              ))}
              <SortOrderField form={form} />
            </div>
            <div className="admin-form__checks">
              <CheckboxField form={form} name="is_active" label={t('admin_places.plans.active')} />
            </div>
          </>
        ),
      }}
    />
  );
}
