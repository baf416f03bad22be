import type { DomainMessages } from './define';

/** Issue 7 back office, orders: server messages owned by that module. */
const en = {
  admin_orders_placeholder: 'Orders',
} as const;

export const adminOrdersMessages: DomainMessages<typeof en> = {
  en,
  fr: { admin_orders_placeholder: 'Orders' },
  de: { admin_orders_placeholder: 'Orders' },
  ae: { admin_orders_placeholder: 'Orders' },
  ka: { admin_orders_placeholder: 'Orders' },
};
