
/**
 * 一条
 */
export type AfterSaleSettingAddressesItem = {
  /** id */
  afterSaleAddressId: number;
  /** 姓名 */
  name: string;
  /** 电话 */
  phone: string;
  /** 省市区 */
  region: string;
  /** 地址 */
  address: string;
  /** 默认地址 */
  isDefault: boolean;
};
