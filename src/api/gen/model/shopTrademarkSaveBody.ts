import type { ShopTrademarkSaveBodyTrademarkId } from './shopTrademarkSaveBodyTrademarkId';
import type { ShopTrademarkSaveBodyBrandId } from './shopTrademarkSaveBodyBrandId';

/**
 * 登记（trademarkId 为空）或修改一件商标
 */
export interface ShopTrademarkSaveBody {
  /**
   * 修改时为商标 id；新建为 null
   * @minimum 1
   * @maximum 2147483647
   */
  trademarkId: ShopTrademarkSaveBodyTrademarkId;
  /**
   * 至多 50 字
   * @minLength 1
   * @maxLength 50
   */
  name: string;
  /**
   * 5 至 12 位数字
   * @maxLength 12
   * @pattern ^\d{5,12}$
   */
  regNo: string;
  /**
   * 尼斯分类 1-45
   * @minimum 1
   * @maximum 45
   */
  classNo: number;
  /**
   * 至多 100 字
   * @minLength 1
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
   * 上传得到的文件地址，1 至 5 个
   * @maxItems 5
   */
  docUrls: string[];
  /**
   * 本店品牌 id；null 不关联
   * @minimum 1
   * @maximum 2147483647
   */
  brandId: ShopTrademarkSaveBodyBrandId;
}
