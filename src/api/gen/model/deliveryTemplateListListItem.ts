import type { DeliveryTemplateListListItemChargeType } from './deliveryTemplateListListItemChargeType';

/**
 * 一个运费模板
 */
export type DeliveryTemplateListListItem = {
  /**
   * 模板 id
   * @minimum 1
   */
  templateId: number;
  /**
   * 模板名称
   * @maxLength 50
   */
  name: string;
  /** 1 包邮；2 按件计费；3 按重量计费 */
  chargeType: DeliveryTemplateListListItemChargeType;
  /**
   * 首件（首重）运费（分）
   * @minimum 0
   */
  firstFee: number;
  /**
   * 每增加一件（一千克）的运费（分）
   * @minimum 0
   */
  extraFee: number;
  /** 发布商品时默认选中 */
  isDefault: boolean;
};
