import type { ShopInfoLogoUrl } from './shopInfoLogoUrl';
import type { ShopInfoServicePhone } from './shopInfoServicePhone';
import type { ShopInfoBusinessHoursItem } from './shopInfoBusinessHoursItem';
import type { ShopInfoShopType } from './shopInfoShopType';
import type { ShopInfoRating } from './shopInfoRating';
import type { ShopInfoAnnouncement } from './shopInfoAnnouncement';

/**
 * 店铺信息与买家看到的店铺卡片所需数据
 */
export interface ShopInfo {
  /**
   * 店铺名称
   * @maxLength 30
   */
  shopName: string;
  /**
   * 图片地址（已签名）
   * @maxLength 1000
   */
  logoUrl: ShopInfoLogoUrl;
  /**
   * 店铺简介
   * @maxLength 200
   */
  intro: string;
  /**
   * 客服电话
   * @maxLength 20
   */
  servicePhone: ShopInfoServicePhone;
  /**
   * 营业时间
   * @maxItems 7
   */
  businessHours: ShopInfoBusinessHoursItem[];
  /**
   * 1 旗舰店 2 专营店 3 专卖店 4 校园店；未知为 null
   * @minimum 1
   * @maximum 4
   */
  shopType: ShopInfoShopType;
  /**
   * 认证的公司名称
   * @maxLength 100
   */
  companyName: string;
  /**
   * 认证时选择的主营类目名称
   * @maxItems 50
   */
  mainCategories: string[];
  /** 认证通过后主营类目不可在此修改 */
  mainCategoriesLocked: boolean;
  /**
   * 近 90 天评价的平均星级（1-5）；无评价为 null
   * @minimum 0
   * @maximum 5
   */
  rating: ShopInfoRating;
  /**
   * 在售商品数
   * @minimum 0
   * @maximum 10000000
   */
  onSaleCount: number;
  /**
   * 正在展示的最新公告标题；无为 null
   * @maxLength 30
   */
  announcement: ShopInfoAnnouncement;
  /**
   * 最后修改时间（ms）；从未修改为 0
   * @minimum 0
   * @maximum 4102444800000
   */
  updatedAt: number;
}
