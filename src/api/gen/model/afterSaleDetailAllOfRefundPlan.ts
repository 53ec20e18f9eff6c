import type { AfterSaleDetailAllOfRefundPlanAnyOf } from './afterSaleDetailAllOfRefundPlanAnyOf';

/**
 * 已退款时的明细
 */
export type AfterSaleDetailAllOfRefundPlan = AfterSaleDetailAllOfRefundPlanAnyOf | null;
