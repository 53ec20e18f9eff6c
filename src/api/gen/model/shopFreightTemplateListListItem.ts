import type { ShopFreightTemplateListListItemChargeType } from './shopFreightTemplateListListItemChargeType';
import type { ShopFreightTemplateListListItemFreeOverAmount } from './shopFreightTemplateListListItemFreeOverAmount';
import type { ShopFreightTemplateListListItemFreeOverCount } from './shopFreightTemplateListListItemFreeOverCount';

/**
 * 列表中的一个运费模板
 */
export type ShopFreightTemplateListListItem = {
  /**
   * 模板 id
   * @minimum 1
   * @maximum 2147483647
   */
  templateId: number;
  /**
   * 模板名称，1 至 30 字
   * @minLength 1
   * @maxLength 30
   */
  name: string;
  /**
   * 1 包邮；2 按件计费；3 按重量计费
   * @minimum 1
   * @maximum 3
   */
  chargeType: ShopFreightTemplateListListItemChargeType;
  /**
   * 按件计费为件数，按重量计费为克数；不能为 0
   * @minimum 0
   * @maximum 100000
   */
  firstUnit: number;
  /**
   * 首件（首重）运费（分）
   * @minimum 0
   * @maximum 100000
   */
  firstFee: number;
  /**
   * 每次续加的件数或克数；不能为 0
   * @minimum 0
   * @maximum 100000
   */
  extraUnit: number;
  /**
   * 每个续件（续重）的运费（分）
   * @minimum 0
   * @maximum 100000
   */
  extraFee: number;
  /**
   * 商品金额达到此数（分）包邮；null 不启用
   * @minimum 1
   * @maximum 10000000
   */
  freeOverAmount: ShopFreightTemplateListListItemFreeOverAmount;
  /**
   * 件数达到此数包邮；null 不启用
   * @minimum 1
   * @maximum 999
   */
  freeOverCount: ShopFreightTemplateListListItemFreeOverCount;
  /** 发布商品时默认选中 */
  isDefault: boolean;
  /**
   * 地区运费条数
   * @minimum 0
   * @maximum 50
   */
  regionRuleCount: number;
  /**
   * 校园配送区条数
   * @minimum 0
   * @maximum 50
   */
  campusRuleCount: number;
  /**
   * 一句话的运费说明
   * @maxLength 200
   */
  summary: string;
  /**
   * 使用此模板的商品数
   * @minimum 0
   * @maximum 10000000
   */
  goodsCount: number;
  /**
   * 最后修改时间（ms）
   * @minimum 0
   * @maximum 4102444800000
   */
  updatedAt: number;
};
