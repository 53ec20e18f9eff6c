import type { ShopTrademarkListListItemBrandId } from './shopTrademarkListListItemBrandId';
import type { ShopTrademarkListListItemBrandName } from './shopTrademarkListListItemBrandName';
import type { ShopTrademarkListListItemState } from './shopTrademarkListListItemState';

/**
 * 一件注册商标
 */
export type ShopTrademarkListListItem = {
  /**
   * 商标 id
   * @minimum 1
   * @maximum 2147483647
   */
  trademarkId: number;
  /**
   * 商标名称
   * @maxLength 50
   */
  name: string;
  /**
   * 商标注册号
   * @maxLength 20
   */
  regNo: string;
  /**
   * 尼斯分类 1-45
   * @minimum 1
   * @maximum 45
   */
  classNo: number;
  /**
   * 商标注册人
   * @maxLength 100
   */
  holder: string;
  /**
   * 注册公告日（ms）
   * @minimum 0
   * @maximum 4102444800000
   */
  validFrom: number;
  /**
   * 有效期截止（ms）
   * @minimum 0
   * @maximum 4102444800000
   */
  validTo: number;
  /**
   * 注册证、转让或续展证明（已签名地址）
   * @maxItems 5
   */
  docUrls: string[];
  /**
   * 关联的品牌 id；未关联为 null
   * @minimum 1
   * @maximum 2147483647
   */
  brandId: ShopTrademarkListListItemBrandId;
  /**
   * 关联品牌的名称
   * @maxLength 50
   */
  brandName: ShopTrademarkListListItemBrandName;
  /**
   * 1 有效；2 90 天内到期；3 已过期
   * @minimum 1
   * @maximum 3
   */
  state: ShopTrademarkListListItemState;
};
