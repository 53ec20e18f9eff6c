
/**
 * ms
 */
export type AfterSaleDetailAllOfMerchantProofAt = number | null;
