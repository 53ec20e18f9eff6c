
/**
 * 发货地址
 */
export type ShopDeliveryInfoShipFromOneOf = {
  /**
   * 6 位区县代码（东莞、中山等为 9 位乡镇街道代码）
   * @maxLength 9
   */
  regionCode: string;
  /**
   * 省市区名称
   * @maxLength 100
   */
  regionName: string;
  /**
   * 街道门牌
   * @maxLength 100
   */
  address: string;
  /**
   * 联系人
   * @maxLength 20
   */
  contact: string;
  /**
   * 联系电话
   * @maxLength 20
   */
  phone: string;
};
