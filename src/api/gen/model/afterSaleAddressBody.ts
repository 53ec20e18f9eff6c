import type { AfterSaleAddressBodyAfterSaleAddressId } from './afterSaleAddressBodyAfterSaleAddressId';

/**
 * 新增时不传 afterSaleAddressId
 */
export interface AfterSaleAddressBody {
  /**
   * 修改时传入
   * @minimum 1
   * @maximum 9007199254740991
   */
  afterSaleAddressId?: AfterSaleAddressBodyAfterSaleAddressId;
  /**
   * 1 至 50 字
   * @minLength 1
   * @maxLength 50
   */
  name: string;
  /**
   * 手机号或座机
   * @maxLength 20
   * @pattern ^[0-9+\-]{7,20}$
   */
  phone: string;
  /**
   * 省市区
   * @minLength 1
   * @maxLength 100
   */
  region: string;
  /**
   * 1 至 200 字
   * @minLength 1
   * @maxLength 200
   */
  address: string;
  /** 默认退货地址 */
  isDefault: boolean;
}
