import type { BrandApplyBodyBrandId } from './brandApplyBodyBrandId';
import type { BrandApplyBodyLogoUrl } from './brandApplyBodyLogoUrl';
import type { BrandType } from './brandType';
import type { BrandApplyBodyAuthType } from './brandApplyBodyAuthType';

/**
 * 品牌申请资料
 */
export interface BrandApplyBody {
  /**
   * 重新提交时传原申请 id
   * @minimum 1
   * @maximum 2147483647
   */
  brandId?: BrandApplyBodyBrandId;
  /**
   * 1 至 30 个字
   * @minLength 1
   * @maxLength 30
   */
  name: string;
  /** 品牌 Logo URL */
  logoUrl?: BrandApplyBodyLogoUrl;
  /** 1 自有；2 授权；3 农产品 */
  brandType: BrandType;
  /** 授权品牌必填：1 品牌授权；2 一级代理授权 */
  authType?: BrandApplyBodyAuthType;
  /**
   * 商标注册证上的注册号（字母或数字，4 至 20 位）
   * @pattern ^[A-Za-z0-9]{4,20}$
   */
  trademarkNo: string;
  /**
   * 1 至 5 张
   * @minItems 1
   * @maxItems 5
   */
  trademarkUrls: string[];
  /**
   * 授权品牌必填，至多 5 张
   * @maxItems 5
   */
  authUrls?: string[];
  /**
   * 毫秒时间戳
   * @minimum 0
   * @maximum 4102444800000
   */
  validFrom: number;
  /**
   * 毫秒时间戳，须晚于有效期起且未过期
   * @minimum 0
   * @maximum 4102444800000
   */
  validTo: number;
}
