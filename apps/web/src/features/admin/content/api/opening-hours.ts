import {
  adminPaths,
  type AdminDeliverySlots,
  type AdminDeliverySlotsInput,
  type AdminOpeningHours,
  type AdminOpeningHoursInput,
} from '@storefront/shared';
import { useAdminQuery } from '../../shell/admin-queries';
import { DELIVERY_SLOTS_RESOURCE, OPENING_HOURS_RESOURCE } from './resources';
import { useSaveWholeRecord } from './whole-record';

/** GET /admin/opening-hours: time zone, order-ahead days, windows and closures (issue 15). */
export function useAdminOpeningHours() {
  return useAdminQuery<AdminOpeningHours>(OPENING_HOURS_RESOURCE, adminPaths.openingHours);
}

/** PUT /admin/opening-hours; this tab's storefront notice follows at once. */
export function useSaveOpeningHours() {
  return useSaveWholeRecord<AdminOpeningHours, AdminOpeningHoursInput>(
    OPENING_HOURS_RESOURCE,
    adminPaths.openingHours,
    'opening-hours',
  );
}

/** GET /admin/delivery-slots: every building's and university's slots (issue 15). */
export function useAdminDeliverySlots() {
  return useAdminQuery<AdminDeliverySlots>(DELIVERY_SLOTS_RESOURCE, adminPaths.deliverySlots);
}

/** PUT /admin/delivery-slots: the whole list (ids keep existing slots). */
export function useSaveDeliverySlots() {
  return useSaveWholeRecord<AdminDeliverySlots, AdminDeliverySlotsInput>(
    DELIVERY_SLOTS_RESOURCE,
    adminPaths.deliverySlots,
  );
}
