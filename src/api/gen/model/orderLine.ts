import type { OrderLineGoodsId } from './orderLineGoodsId';
import type { OrderLineSkuId } from './orderLineSkuId';
import type { OrderLineImage } from './orderLineImage';

/**
 * 下单时的商品与规格快照
 */
export interface OrderLine {
  /**
   * 订单明细 id
   * @minimum 1
   */
  lineId: number;
  /**
   * 下单时的商品 id（仅用于链接；商品可能已删除）
   * @minimum 1
   */
  goodsId: OrderLineGoodsId;
  /**
   * 下单时的 SKU id（仅用于链接）
   * @minimum 1
   */
  skuId: OrderLineSkuId;
  /**
   * 下单时的商品名称快照
   * @maxLength 100
   */
  goodsName: string;
  /**
   * 下单时的规格文字快照
   * @maxLength 200
   */
  specText: string;
  /**
   * 下单时的商品主图地址；无则为 null
   * @maxLength 500
   */
  image: OrderLineImage;
  /**
   * 下单时的单价，单位：分
   * @minimum 0
   */
  unitPrice: number;
  /**
   * 购买数量
   * @minimum 1
   */
  quantity: number;
  /**
   * 单价乘数量，单位：分
   * @minimum 0
   */
  lineAmount: number;
}
