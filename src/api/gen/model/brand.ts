import type { BrandLogoUrl } from './brandLogoUrl';
import type { BrandType } from './brandType';
import type { BrandAuthType } from './brandAuthType';
import type { BrandValidFrom } from './brandValidFrom';
import type { BrandValidTo } from './brandValidTo';
import type { BrandStatus } from './brandStatus';
import type { BrandReason } from './brandReason';
import type { BrandReviewedAt } from './brandReviewedAt';

/**
 * 一个品牌申请
 */
export interface Brand {
  /**
   * 品牌 id
   * @minimum 1
   */
  brandId: number;
  /**
   * 品牌名称
   * @maxLength 50
   */
  name: string;
  /**
   * 品牌 Logo URL
   * @maxLength 500
   */
  logoUrl: BrandLogoUrl;
  /** 1 自有；2 授权；3 农产品 */
  brandType: BrandType;
  /** 授权品牌的授权类型：1 品牌授权；2 一级代理授权；其他品牌为 null */
  authType: BrandAuthType;
  /**
   * 商标注册证上的注册号
   * @maxLength 32
   */
  trademarkNo: string;
  /** 商标注册证图片 */
  trademarkUrls: string[];
  /** 品牌授权书或代理授权书图片 */
  authUrls: string[];
  /**
   * 资质有效期起（毫秒时间戳）
   * @minimum 0
   */
  validFrom: BrandValidFrom;
  /**
   * 资质有效期止（毫秒时间戳）
   * @minimum 0
   */
  validTo: BrandValidTo;
  /** 0 审核中；1 已通过；-1 已驳回 */
  status: BrandStatus;
  /**
   * 平台驳回时的原因
   * @maxLength 200
   */
  reason: BrandReason;
  /** 有效期在 30 天内到期 */
  expiringSoon: boolean;
  /** 有效期已过 */
  expired: boolean;
  /**
   * 毫秒时间戳
   * @minimum 0
   */
  createdAt: number;
  /**
   * 毫秒时间戳
   * @minimum 0
   */
  reviewedAt: BrandReviewedAt;
}
