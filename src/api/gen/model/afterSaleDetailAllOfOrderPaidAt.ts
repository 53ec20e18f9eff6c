
/**
 * ms
 */
export type AfterSaleDetailAllOfOrderPaidAt = number | null;
