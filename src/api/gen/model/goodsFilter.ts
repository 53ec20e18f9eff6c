import type { GoodsType } from './goodsType';

/**
 * 商品列表与状态计数共用的筛选条件（均可省略）
 */
export interface GoodsFilter {
  /**
   * 匹配商品名称、商品ID、商品编码或 SKU 编码
   * @maxLength 50
   */
  keyword?: string;
  /**
   * 只看该类目（任一级，含下级类目）
   * @minimum 1
   * @maximum 2147483647
   */
  categoryId?: number;
  /** 只看该类型的商品 */
  goodsType?: GoodsType;
  /**
   * 价格下限（分），按商品最低价比较
   * @minimum 0
   * @maximum 100000000
   */
  priceMin?: number;
  /**
   * 价格上限（分），按商品最低价比较
   * @minimum 0
   * @maximum 100000000
   */
  priceMax?: number;
  /**
   * 总库存下限
   * @minimum 0
   * @maximum 9999999000
   */
  stockMin?: number;
  /**
   * 总库存上限
   * @minimum 0
   * @maximum 9999999000
   */
  stockMax?: number;
  /**
   * 创建时间下限（含），毫秒时间戳
   * @minimum 0
   * @maximum 4102444800000
   */
  createdFrom?: number;
  /**
   * 创建时间上限（含），毫秒时间戳
   * @minimum 0
   * @maximum 4102444800000
   */
  createdTo?: number;
}
