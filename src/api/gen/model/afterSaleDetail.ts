import type { AfterSaleSummary } from './afterSaleSummary';
import type { AfterSaleDetailAllOf } from './afterSaleDetailAllOf';

/**
 * 摘要之外的全部信息
 */
export type AfterSaleDetail = AfterSaleSummary & AfterSaleDetailAllOf;
