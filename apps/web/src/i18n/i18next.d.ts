import 'i18next';
import type { AdminCatalogTexts } from '../features/admin/catalog/texts';
import type { AdminContentTexts } from '../features/admin/content/texts';
import type { AdminOrdersTexts } from '../features/admin/orders/texts';
import type { AdminPaymentsTexts } from '../features/admin/payments/texts';
import type { AdminPlacesTexts } from '../features/admin/places/texts';
import type { AdminPromotionsTexts } from '../features/admin/promotions/texts';
import type { AdminShellTexts } from '../features/admin/shell/texts';
import type { AccountTexts } from './locales/account/en';
import type { CartTexts } from './locales/cart/en';
import type { OrdersTexts } from './locales/orders/en';
import type { SubscriptionsTexts } from './locales/subscriptions/en';
import type { CoreTexts } from './resources';

// Translation keys are checked at compile time against the English resource, including the
// account pages', the cart's and the orders' texts that load with their chunks (account-texts.ts,
// cart-texts.ts, orders-texts.ts), and the back office's, which load with the admin chunk.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: CoreTexts &
        AccountTexts &
        CartTexts &
        OrdersTexts &
        SubscriptionsTexts &
        AdminShellTexts &
        AdminOrdersTexts &
        AdminCatalogTexts &
        AdminPlacesTexts &
        AdminContentTexts &
        AdminPromotionsTexts &
        AdminPaymentsTexts;
    };
  }
}
