import type { AfterSaleRefundLine } from './afterSaleRefundLine';

/**
 * 已退款时的明细
 */
export type AfterSaleDetailAllOfRefundPlanAnyOf = {
  /** 按商品行 */
  lines: AfterSaleRefundLine[];
  /** 分 */
  freight: number;
};
