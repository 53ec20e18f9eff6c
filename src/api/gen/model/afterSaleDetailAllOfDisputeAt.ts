
/**
 * ms
 */
export type AfterSaleDetailAllOfDisputeAt = number | null;
