import type { ErpAbutmentType } from './erpAbutmentType';
import type { ErpAbutmentVendor } from './erpAbutmentVendor';
import type { ErpAbutmentPartner } from './erpAbutmentPartner';
import type { ErpAbutmentStatus } from './erpAbutmentStatus';
import type { ErpAbutmentFormId } from './erpAbutmentFormId';
import type { ErpAbutmentRejectReason } from './erpAbutmentRejectReason';
import type { ErpAbutmentConfirmedAt } from './erpAbutmentConfirmedAt';

/**
 * 本店与 ERP 服务商或跨境清关合作方的对接记录
 */
export interface ErpAbutment {
  /**
   * 对接记录 id
   * @minimum 1
   */
  abutmentId: number;
  /** 1 ERP 对接；2 跨境清关对接（仅跨境企业） */
  abutmentType: ErpAbutmentType;
  /** ERP 对接的服务商；跨境清关对接为 null */
  vendor: ErpAbutmentVendor;
  /** 跨境清关对接的合作方；ERP 对接为 null */
  partner: ErpAbutmentPartner;
  /** 0 未对接；1 已申请待受理；2 服务商配置中；3 待商家确认；4 已对接；5 已撤销；6 已驳回 */
  status: ErpAbutmentStatus;
  /**
   * 对应的对接申请单 id
   * @minimum 1
   */
  formId: ErpAbutmentFormId;
  /**
   * 对接联系人姓名
   * @maxLength 20
   */
  contactName: string;
  /**
   * 脱敏后的联系人手机号
   * @maxLength 20
   */
  contactPhoneMasked: string;
  /**
   * 对接申请被驳回的原因；未驳回时为 null
   * @maxLength 500
   */
  rejectReason: ErpAbutmentRejectReason;
  /**
   * 申请时间，毫秒时间戳
   * @minimum 0
   */
  appliedAt: number;
  /**
   * 商家确认对接完成的时间，毫秒时间戳；未确认时为 null
   * @minimum 0
   */
  confirmedAt: ErpAbutmentConfirmedAt;
  /**
   * 最近一次状态变化时间，毫秒时间戳
   * @minimum 0
   */
  updatedAt: number;
}
