import type { ShopInfoSaveBodyLogoUrl } from './shopInfoSaveBodyLogoUrl';
import type { ShopInfoSaveBodyServicePhone } from './shopInfoSaveBodyServicePhone';
import type { ShopInfoSaveBodyBusinessHoursItem } from './shopInfoSaveBodyBusinessHoursItem';

/**
 * 修改店铺名称、logo、简介、客服电话与营业时间
 */
export interface ShopInfoSaveBody {
  /**
   * 2 至 30 字
   * @minLength 1
   * @maxLength 30
   */
  shopName: string;
  /**
   * 上传得到的图片地址；null 为不设置
   * @maxLength 500
   */
  logoUrl: ShopInfoSaveBodyLogoUrl;
  /**
   * 至多 200 字
   * @maxLength 200
   */
  intro: string;
  /**
   * 手机号、座机（区号-号码）或 400 电话
   * @maxLength 20
   * @pattern ^(?:(?:\+86|0086)?1[3-9]\d{9}|0\d{2,3}-?\d{7,8}|400-?\d{3}-?\d{4})$
   */
  servicePhone: ShopInfoSaveBodyServicePhone;
  /**
   * 至多 7 段
   * @maxItems 7
   */
  businessHours: ShopInfoSaveBodyBusinessHoursItem[];
}
