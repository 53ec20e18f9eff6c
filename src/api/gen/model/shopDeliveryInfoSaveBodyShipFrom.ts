
/**
 * 发货地址
 */
export type ShopDeliveryInfoSaveBodyShipFrom = {
  /**
   * 6 位区县代码（东莞、中山等为 9 位乡镇街道代码）
   * @maxLength 9
   * @pattern ^\d{6}(\d{3})?$
   */
  regionCode: string;
  /**
   * 街道门牌，至多 100 字
   * @minLength 1
   * @maxLength 100
   */
  address: string;
  /**
   * 至多 20 字
   * @minLength 1
   * @maxLength 20
   */
  contact: string;
  /**
   * 手机或座机
   * @maxLength 20
   * @pattern ^(?:(?:\+86|0086)?1[3-9]\d{9}|0\d{2,3}-?\d{7,8}|400-?\d{3}-?\d{4})$
   */
  phone: string;
};
