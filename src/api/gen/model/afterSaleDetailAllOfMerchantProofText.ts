
/**
 * 文字
 */
export type AfterSaleDetailAllOfMerchantProofText = string | null;
