
/**
 * 文字
 */
export type AfterSaleDetailAllOfDecisionNote = string | null;
