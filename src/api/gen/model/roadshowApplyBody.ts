import type { RoadshowApplyBodyRemark } from './roadshowApplyBodyRemark';

/**
 * 时段、展示商品与联系人
 */
export interface RoadshowApplyBody {
  /**
   * 路演ID
   * @minimum 1
   * @maximum 9007199254740991
   */
  roadshowId: number;
  /**
   * 该路演的时段
   * @minimum 1
   * @maximum 9007199254740991
   */
  slotId: number;
  /**
   * 1-10 件
   * @minItems 1
   * @maxItems 10
   */
  goodsIds: number[];
  /**
   * 现场联系人
   * @minLength 1
   * @maxLength 20
   */
  contactName: string;
  /**
   * 11 位手机号
   * @maxLength 11
   * @pattern ^1\d{10}$
   */
  contactPhone: string;
  /**
   * 如需要电源、桌椅
   * @maxLength 200
   */
  remark?: RoadshowApplyBodyRemark;
}
