
/**
 * 同意时选定
 */
export type AfterSaleDetailAllOfReturnAddressAnyOf = {
  /** 姓名 */
  name: string;
  /** 电话 */
  phone: string;
  /** 省市区 */
  region: string;
  /** 地址 */
  address: string;
};
