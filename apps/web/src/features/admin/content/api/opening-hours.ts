import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminPaths,
  type AdminDeliverySlots,
  type AdminDeliverySlotsInput,
  type AdminOpeningHours,
  type AdminOpeningHoursInput,
} from '@storefront/shared';
import { apiClient } from '../../../../lib/api-client';
import { useAdminQuery, useInvalidateAdmin } from '../../shell/admin-queries';
import { DELIVERY_SLOTS_RESOURCE, OPENING_HOURS_RESOURCE } from './resources';

/** GET /admin/opening-hours: time zone, order-ahead days, windows and closures (issue 15). */
export function useAdminOpeningHours() {
  return useAdminQuery<AdminOpeningHours>(OPENING_HOURS_RESOURCE, adminPaths.openingHours);
}

/** PUT /admin/opening-hours; this tab's storefront notice follows at once. */
export function useSaveOpeningHours() {
  const invalidate = useInvalidateAdmin();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AdminOpeningHoursInput) => {
      const answer = await apiClient.put<AdminOpeningHours>(adminPaths.openingHours, { ...body });
      return { hours: answer.responseData, text: answer.responseText };
    },
    onSuccess: () =>
      Promise.all([
        invalidate(OPENING_HOURS_RESOURCE),
        queryClient.invalidateQueries({ queryKey: ['opening-hours'] }),
      ]),
  });
}

/** GET /admin/delivery-slots: every building's and university's slots (issue 15). */
export function useAdminDeliverySlots() {
  return useAdminQuery<AdminDeliverySlots>(DELIVERY_SLOTS_RESOURCE, adminPaths.deliverySlots);
}

/** PUT /admin/delivery-slots: the whole list (ids keep existing slots). */
export function useSaveDeliverySlots() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: async (body: AdminDeliverySlotsInput) => {
      const answer = await apiClient.put<AdminDeliverySlots>(adminPaths.deliverySlots, {
        ...body,
      });
      return { slots: answer.responseData, text: answer.responseText };
    },
    onSuccess: () => invalidate(DELIVERY_SLOTS_RESOURCE),
  });
}
