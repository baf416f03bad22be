import { useTranslation } from 'react-i18next';
import {
  adminPaths,
  adminPromoCodeRequestSchema,
  formatDay,
  formatMoney,
  type AdminPromoCode,
} from '@storefront/shared';
import { useLanguage } from '../../../../i18n/use-language';
import { formatPercent } from '../../../../lib/format-percent';
import { useListTexts } from '../../common/list-texts';
import { StateBadge } from '../../shell/admin-badge';
import { OptionsFilter, fixedOptions } from '../../shell/admin-page';
import { RecordListPage } from '../../shell/record-list-page';
import { useColumns } from '../../shell/use-columns';
import {
  PromoCodeFields,
  type PromoCodeOutput,
  type PromoCodeValues,
} from '../components/promo-code-fields';
import '../components/promotions.css';

/** The query key's resource: the list, and what a write refreshes. */
const PROMO_CODES = 'promo-codes';
/** The `active` filter's choices (the server's query values). */
const ACTIVE_STATES = ['active', 'inactive'] as const;

const blank = (): PromoCodeValues => ({
  code: '',
  kind: 'percent',
  percent_off: '',
  amount_off: '',
  min_order: '0',
  starts_on: '',
  ends_on: '',
  total_limit: '',
  per_customer_limit: '',
  first_order_only: false,
  item_ids: [],
  combo_ids: [],
  is_active: true,
});

const text = (value: number | string | null) => (value === null ? '' : String(value));

const fromRow = (row: AdminPromoCode): PromoCodeValues => ({
  code: row.code,
  kind: row.kind,
  percent_off: text(row.percent_off),
  amount_off: text(row.amount_off),
  min_order: String(row.min_order),
  starts_on: text(row.starts_on),
  ends_on: text(row.ends_on),
  total_limit: text(row.total_limit),
  per_customer_limit: text(row.per_customer_limit),
  first_order_only: row.first_order_only,
  item_ids: row.item_ids,
  combo_ids: row.combo_ids,
  is_active: row.is_active,
});

/**
 * Back office: the promo codes (issue 16 item 3, decision 065), searched by code, filtered by
 * state, sorted and paged on the server; created and edited in a dialog. A code orders carry
 * cannot be deleted (409 `in_use`): the question says so and suggests deactivating it.
 */
export default function PromoCodesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const column = useColumns('admin_promotions.columns');
  const days = (row: AdminPromoCode) => {
    const from = row.starts_on ? formatDay(row.starts_on, language) : null;
    const until = row.ends_on ? formatDay(row.ends_on, language) : null;
    if (from && until) return `${from} – ${until}`;
    if (from) return t('admin_promotions.values.from', { date: from });
    if (until) return t('admin_promotions.values.until', { date: until });
    return t('admin_promotions.values.any_day');
  };
  return (
    <RecordListPage<AdminPromoCode, PromoCodeValues, PromoCodeOutput>
      cacheKey={PROMO_CODES}
      invalidates={[PROMO_CODES]}
      listPath={adminPaths.promoCodes}
      recordPath={adminPaths.promoCode}
      defaultSort={{ sort: 'id', direction: 'desc' }}
      {...useListTexts('admin_promotions.list')}
      newLabel={t('admin_promotions.list.new')}
      editLabel={(row) => t('admin_promotions.list.edit_title', { code: row.code })}
      rowName={(row) => row.code}
      deleteText={(row) =>
        row.uses > 0 ? t('admin_promotions.values.in_use', { count: row.uses }) : undefined
      }
      filterFields={['active']}
      filters={(filters) => (
        <OptionsFilter
          name="active"
          value={filters.active}
          any={t('admin_promotions.list.any_status')}
          options={fixedOptions(ACTIVE_STATES, (state) => t(`admin_promotions.list.${state}`))}
        />
      )}
      columns={[
        column('code', { sortKey: 'code' }, (row) => (
          <span className="promo-code-cell" dir="ltr">
            {row.code}
          </span>
        )),
        column('discount', { align: 'end' }, (row) =>
          row.kind === 'percent'
            ? formatPercent(row.percent_off ?? 0, language)
            : formatMoney(row.amount_off ?? 0, language, row.currency),
        ),
        column('min_order', { align: 'end' }, (row) =>
          row.min_order > 0
            ? formatMoney(row.min_order, language, row.currency)
            : t('admin_promotions.values.no_minimum'),
        ),
        column('valid', { sortKey: 'ends_on' }, days),
        column('uses', { sortKey: 'uses', align: 'end' }, (row) =>
          row.total_limit === null
            ? row.uses
            : t('admin_promotions.values.uses_of', { uses: row.uses, limit: row.total_limit }),
        ),
        column('active', (row) => (
          <StateBadge
            on={row.is_active}
            yes={t('admin_promotions.list.active')}
            no={t('admin_promotions.list.inactive')}
          />
        )),
      ]}
      form={{
        schema: adminPromoCodeRequestSchema,
        blank,
        fromRow,
        render: (form) => <PromoCodeFields form={form} />,
      }}
    />
  );
}
