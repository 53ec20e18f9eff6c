
/**
 * ms
 */
export type AfterSaleDetailAllOfOrderShippedAt = number | null;
