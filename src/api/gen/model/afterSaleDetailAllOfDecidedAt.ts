
/**
 * ms
 */
export type AfterSaleDetailAllOfDecidedAt = number | null;
