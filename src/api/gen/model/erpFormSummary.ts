import type { ErpAbutmentType } from './erpAbutmentType';
import type { ErpFormSummaryVendor } from './erpFormSummaryVendor';
import type { ErpFormSummaryPartner } from './erpFormSummaryPartner';
import type { ErpFormStatus } from './erpFormStatus';

/**
 * 申请单列表中的一行
 */
export interface ErpFormSummary {
  /**
   * 申请单 id
   * @minimum 1
   */
  formId: number;
  /**
   * 展示用申请单号
   * @maxLength 32
   */
  formNo: string;
  /** 1 ERP 对接；2 跨境清关对接（仅跨境企业） */
  abutmentType: ErpAbutmentType;
  /** ERP 对接的服务商；跨境清关对接为 null */
  vendor: ErpFormSummaryVendor;
  /** 跨境清关对接的合作方；ERP 对接为 null */
  partner: ErpFormSummaryPartner;
  /** 0 待受理；1 处理中；2 已完成；3 已驳回；4 已撤销 */
  status: ErpFormStatus;
  /**
   * 提交时间，毫秒时间戳
   * @minimum 0
   */
  createdAt: number;
  /**
   * 最近处理时间，毫秒时间戳
   * @minimum 0
   */
  updatedAt: number;
}
