import type { ErpAbutmentType } from './erpAbutmentType';
import type { ErpFormDetailVendor } from './erpFormDetailVendor';
import type { ErpFormDetailPartner } from './erpFormDetailPartner';
import type { ErpFormStatus } from './erpFormStatus';
import type { ErpFormDetailAbutmentId } from './erpFormDetailAbutmentId';
import type { ErpFormDetailVendorShopId } from './erpFormDetailVendorShopId';
import type { ErpFormDetailRemark } from './erpFormDetailRemark';
import type { ErpFormDetailReply } from './erpFormDetailReply';
import type { ErpFormLog } from './erpFormLog';

/**
 * 申请单详情与处理记录
 */
export interface ErpFormDetail {
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
  vendor: ErpFormDetailVendor;
  /** 跨境清关对接的合作方；ERP 对接为 null */
  partner: ErpFormDetailPartner;
  /** 0 待受理；1 处理中；2 已完成；3 已驳回；4 已撤销 */
  status: ErpFormStatus;
  /**
   * 关联的对接记录 id
   * @minimum 1
   */
  abutmentId: ErpFormDetailAbutmentId;
  /**
   * 申请时填写的 ERP 店铺编号；未填写时为 null
   * @maxLength 64
   */
  vendorShopId: ErpFormDetailVendorShopId;
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
   * 商家提交时的备注；无备注时为 null
   * @maxLength 500
   */
  remark: ErpFormDetailRemark;
  /**
   * 平台或服务商的最新回复；尚未回复时为 null
   * @maxLength 500
   */
  reply: ErpFormDetailReply;
  /** 按时间正序的处理记录 */
  logs: ErpFormLog[];
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
