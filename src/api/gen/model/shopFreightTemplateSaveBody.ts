import type { ShopFreightTemplateSaveBodyTemplateId } from './shopFreightTemplateSaveBodyTemplateId';
import type { ShopFreightTemplateSaveBodyChargeType } from './shopFreightTemplateSaveBodyChargeType';
import type { ShopFreightTemplateSaveBodyFreeOverAmount } from './shopFreightTemplateSaveBodyFreeOverAmount';
import type { ShopFreightTemplateSaveBodyFreeOverCount } from './shopFreightTemplateSaveBodyFreeOverCount';
import type { ShopFreightTemplateSaveBodyRulesItem } from './shopFreightTemplateSaveBodyRulesItem';

/**
 * 新建（templateId 为空）或修改一个运费模板
 */
export interface ShopFreightTemplateSaveBody {
  /**
   * 修改时为模板 id；新建为 null
   * @minimum 1
   * @maximum 2147483647
   */
  templateId: ShopFreightTemplateSaveBodyTemplateId;
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
  chargeType: ShopFreightTemplateSaveBodyChargeType;
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
  freeOverAmount: ShopFreightTemplateSaveBodyFreeOverAmount;
  /**
   * 件数达到此数包邮；null 不启用
   * @minimum 1
   * @maximum 999
   */
  freeOverCount: ShopFreightTemplateSaveBodyFreeOverCount;
  /** 发布商品时默认选中 */
  isDefault: boolean;
  /**
   * 按地区或校园配送区的运费
   * @maxItems 50
   */
  rules: ShopFreightTemplateSaveBodyRulesItem[];
}
