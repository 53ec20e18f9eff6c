import type { AfterSaleCaseStatus } from './afterSaleCaseStatus';

/**
 * status 为售后状态（85 待裁决，45/40 支持买家已退款，95 支持商家已关闭）
 */
export type AfterSaleDisputeListQueryFilter = {
  status?: AfterSaleCaseStatus;
};
