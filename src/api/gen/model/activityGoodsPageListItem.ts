import type { ActivityGoodsPageListItemMainImage } from './activityGoodsPageListItemMainImage';
import type { ActivityGoodsPageListItemActivityType } from './activityGoodsPageListItemActivityType';
import type { ActivityGoodsPageListItemState } from './activityGoodsPageListItemState';

/**
 * 一件商品参加一个活动
 */
export type ActivityGoodsPageListItem = {
  /**
   * 报名记录 id
   * @minimum 1
   */
  id: number;
  /**
   * 商品 id
   * @minimum 1
   */
  goodsId: number;
  /**
   * 商品标题
   * @maxLength 100
   */
  goodsName: string;
  /**
   * 报名的 SKU 规格（单规格商品为空）
   * @maxLength 200
   */
  specText: string;
  /**
   * 主图 URL
   * @maxLength 500
   */
  mainImage: ActivityGoodsPageListItemMainImage;
  /**
   * 活动 id
   * @minimum 1
   */
  activityId: number;
  /** 21 校园拼团；2 限时秒杀；4 折扣专区 */
  activityType: ActivityGoodsPageListItemActivityType;
  /**
   * 活动名称
   * @maxLength 100
   */
  activityName: string;
  /**
   * 活动价（分）
   * @minimum 0
   */
  activityPrice: number;
  /**
   * 报名时该 SKU 的商品价（分）
   * @minimum 0
   */
  originalPrice: number;
  /**
   * 报名的活动库存（件，报名时从商品库存中划出）
   * @minimum 0
   */
  activityStock: number;
  /**
   * 按活动价售出的件数
   * @minimum 0
   */
  sold: number;
  /** 1 报名审核中；2 未开始；3 进行中；4 已结束；5 未通过 */
  state: ActivityGoodsPageListItemState;
  /**
   * 毫秒时间戳
   * @minimum 0
   */
  startAt: number;
  /**
   * 毫秒时间戳
   * @minimum 0
   */
  endAt: number;
};
