import type { ErpAbutmentType } from './erpAbutmentType';
import type { ErpAbutmentBodyVendor } from './erpAbutmentBodyVendor';
import type { ErpAbutmentBodyPartner } from './erpAbutmentBodyPartner';
import type { ErpAbutmentBodyVendorShopId } from './erpAbutmentBodyVendorShopId';
import type { Phone } from './phone';

/**
 * 申请对接。abutmentType 为 1 时 vendor 必填、partner 为 null；
为 2（跨境清关对接，仅跨境企业）时 partner 必填、vendor 为 null。

 */
export interface ErpAbutmentBody {
  /** 1 ERP 对接；2 跨境清关对接（仅跨境企业） */
  abutmentType: ErpAbutmentType;
  /** ERP 对接时必填 */
  vendor?: ErpAbutmentBodyVendor;
  /** 跨境清关对接时必填 */
  partner?: ErpAbutmentBodyPartner;
  /**
   * 已在 ERP 中建好的店铺编号（如有）
   * @maxLength 64
   */
  vendorShopId?: ErpAbutmentBodyVendorShopId;
  /**
   * 对接联系人姓名
   * @minLength 2
   * @maxLength 20
   */
  contactName: string;
  /** 对接联系人手机号（中国大陆手机号） */
  contactPhone: Phone;
  /**
   * 给服务商与平台的补充说明
   * @maxLength 500
   */
  remark?: string;
}
