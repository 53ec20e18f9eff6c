import type { CompanyChangeRequestStatus } from './companyChangeRequestStatus';
import type { CompanyChangeRequestChangesItem } from './companyChangeRequestChangesItem';
import type { CompanyChangeRequestRejectReason } from './companyChangeRequestRejectReason';
import type { CompanyChangeRequestDecidedAt } from './companyChangeRequestDecidedAt';

/**
 * 一条资料变更申请及其审核结果
 */
export interface CompanyChangeRequest {
  /**
   * 申请的 id
   * @minimum 1
   */
  changeRequestId: number;
  /** 0 待平台审核，1 已通过，2 已驳回，3 已撤回 */
  status: CompanyChangeRequestStatus;
  /**
   * 每个变更的字段及其原值与新值
   * @maxItems 10
   */
  changes: CompanyChangeRequestChangesItem[];
  /**
   * 商家填写的变更原因
   * @maxLength 500
   */
  reason: string;
  /**
   * 平台驳回时的原因
   * @maxLength 500
   */
  rejectReason: CompanyChangeRequestRejectReason;
  /**
   * 毫秒时间戳
   * @minimum 0
   */
  createdAt: number;
  /**
   * 审核或撤回的时间，毫秒时间戳
   * @minimum 0
   */
  decidedAt: CompanyChangeRequestDecidedAt;
}
