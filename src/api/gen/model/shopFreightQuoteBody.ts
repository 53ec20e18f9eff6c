import type { ShopFreightQuoteBodyDeliveryType } from './shopFreightQuoteBodyDeliveryType';
import type { ShopFreightQuoteBodyRegionCode } from './shopFreightQuoteBodyRegionCode';
import type { ShopFreightQuoteBodyPlaceId } from './shopFreightQuoteBodyPlaceId';

/**
 * 按一个模板试算一个包裹的运费
 */
export interface ShopFreightQuoteBody {
  /**
   * 模板 id
   * @minimum 1
   * @maximum 2147483647
   */
  templateId: number;
  /**
   * 包裹内的件数
   * @minimum 1
   * @maximum 999
   */
  quantity: number;
  /**
   * 包裹重量（克）
   * @minimum 0
   * @maximum 1000000
   */
  weightG: number;
  /**
   * 商品金额（分）
   * @minimum 0
   * @maximum 100000000
   */
  goodsAmount: number;
  /**
   * 1 快递配送；2 校园配送；3 到店自提
   * @minimum 1
   * @maximum 3
   */
  deliveryType: ShopFreightQuoteBodyDeliveryType;
  /**
   * 收货区县代码（6 位；东莞、中山等为 9 位乡镇街道代码）；可为空
   * @maxLength 6
   * @pattern ^\d{2,6}$
   */
  regionCode?: ShopFreightQuoteBodyRegionCode;
  /**
   * 宿舍楼、校区或学校 id；校园配送时使用
   * @maxLength 10
   * @pattern ^\d{1,10}$
   */
  placeId?: ShopFreightQuoteBodyPlaceId;
}
