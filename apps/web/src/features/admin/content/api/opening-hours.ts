import {
  adminDeliverySlotsInputSchema,
  adminOpeningHoursInputSchema,
  adminPaths,
  type AdminDeliverySlots,
  type AdminDeliverySlotsInput,
  type AdminOpeningHours,
  type AdminOpeningHoursInput,
} from '@storefront/shared';
import { DELIVERY_SLOTS_RESOURCE, OPENING_HOURS_RESOURCE } from './resources';
import { wholeRecord } from './whole-record';

/**
 * /admin/opening-hours: time zone, order-ahead days, windows and closures (issue 15); after a
 * save this tab's storefront notice follows at once.
 */
export const openingHoursRecord = wholeRecord<AdminOpeningHours, AdminOpeningHoursInput>(
  OPENING_HOURS_RESOURCE,
  adminPaths.openingHours,
  adminOpeningHoursInputSchema,
  'opening-hours',
);

/** /admin/delivery-slots: every building's and university's slots, saved as the whole list (ids keep existing slots). */
export const deliverySlotsRecord = wholeRecord<AdminDeliverySlots, AdminDeliverySlotsInput>(
  DELIVERY_SLOTS_RESOURCE,
  adminPaths.deliverySlots,
  adminDeliverySlotsInputSchema,
);
