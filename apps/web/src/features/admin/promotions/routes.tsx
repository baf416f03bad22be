import { lazyPage } from '../../../lib/routing/lazy-page';
import type { AdminSection } from '../shell/section';

const PromoCodesPage = lazyPage(() => import('./pages/promo-codes-page'));

/**
 * The back office's promo codes (issue 16 item 3): the list with its create / edit dialog at
 * /admin/promo-codes, beside the orders in the side navigation's sales group.
 */
export const adminPromotionsSection: AdminSection = {
  group: 'sales',
  nav: [{ to: 'promo-codes', label: (t) => t('admin_promotions.nav.promo_codes') }],
  routes: [{ path: 'promo-codes', element: <PromoCodesPage /> }],
};
