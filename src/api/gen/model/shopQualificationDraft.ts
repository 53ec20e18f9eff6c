import type { ShopType } from './shopType';
import type { ShopQualificationDraftFlagshipType } from './shopQualificationDraftFlagshipType';
import type { BrandType } from './brandType';
import type { ShopQualificationDraftBrandName } from './shopQualificationDraftBrandName';
import type { ShopQualificationDraftAuthType } from './shopQualificationDraftAuthType';
import type { ShopQualificationDraftAuthValidTo } from './shopQualificationDraftAuthValidTo';

/**
 * 草稿：字段均可缺省，已填写的字段按正式提交的规则校验格式。
开店信息。shopType 为 1（旗舰店）时 flagshipType 必填，否则为 null；
brandType 为 2（授权品牌）时 authType 与 authDocUrls（至少 1 个）必填。

 */
export interface ShopQualificationDraft {
  /**
   * 拟开设的店铺名称
   * @minLength 2
   * @maxLength 30
   */
  shopName?: string;
  /** 1 旗舰店；2 专卖店；3 专营店；4 校园店 */
  shopType?: ShopType;
  /** 仅旗舰店填写：1 旗舰店；2 官方旗舰店；其他店铺类型为 null */
  flagshipType?: ShopQualificationDraftFlagshipType;
  /** 1 自有品牌；2 授权品牌；3 农产品品牌 */
  brandType?: BrandType;
  /**
   * 经营的主品牌名称；无品牌时为 null
   * @maxLength 50
   */
  brandName?: ShopQualificationDraftBrandName;
  /** 授权品牌必填：1 品牌授权；2 一级代理授权；其他为 null */
  authType?: ShopQualificationDraftAuthType;
  /**
   * 品牌授权书等授权文件的地址（图片或 PDF），授权品牌至少 1 个
   * @maxItems 10
   */
  authDocUrls?: string[];
  /**
   * 授权有效期截止，毫秒时间戳；无期限或非授权品牌为 null
   * @minimum 0
   * @maximum 4102444800000
   */
  authValidTo?: ShopQualificationDraftAuthValidTo;
  /**
   * 主营的商品类目 id，1 至 10 个
   * @minItems 1
   * @maxItems 10
   */
  mainCategoryIds?: number[];
}
