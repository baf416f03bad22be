/** Query-key resources of this part (useAdminQuery / useInvalidateAdmin). */
export const PAYMENT_PROBLEMS_RESOURCE = 'payment-problems';
export const REFUNDS_RESOURCE = 'refunds';
