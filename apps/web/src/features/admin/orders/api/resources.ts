/** Query-key resources of this part (useAdminQuery / useInvalidateAdmin). */
export const ORDERS_RESOURCE = 'orders';
export const OVERVIEW_RESOURCE = 'overview';
