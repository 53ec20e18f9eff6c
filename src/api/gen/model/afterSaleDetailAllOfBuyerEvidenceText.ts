
/**
 * 文字
 */
export type AfterSaleDetailAllOfBuyerEvidenceText = string | null;
