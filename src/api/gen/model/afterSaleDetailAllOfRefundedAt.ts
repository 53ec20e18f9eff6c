
/**
 * ms
 */
export type AfterSaleDetailAllOfRefundedAt = number | null;
