import type { GoodsListItemCode } from './goodsListItemCode';
import type { GoodsListItemMainImage } from './goodsListItemMainImage';
import type { GoodsStatus } from './goodsStatus';
import type { GoodsType } from './goodsType';
import type { GoodsListItemReviewReason } from './goodsListItemReviewReason';

/**
 * 商品列表中的一行
 */
export interface GoodsListItem {
  /**
   * 商品 id
   * @minimum 1
   */
  goodsId: number;
  /**
   * 商品标题
   * @maxLength 100
   */
  name: string;
  /**
   * 商家自定义的商品编码
   * @maxLength 64
   */
  code: GoodsListItemCode;
  /**
   * 第一张主图的 URL
   * @maxLength 500
   */
  mainImage: GoodsListItemMainImage;
  /**
   * 末级类目 id
   * @minimum 1
   */
  categoryId: number;
  /**
   * 末级类目名称
   * @maxLength 50
   */
  categoryName: string;
  /** 1 在售；2 仓库中；3 审核中；4 审核驳回 */
  status: GoodsStatus;
  /** 在售且总库存为 0 */
  soldOut: boolean;
  /** 1 实物；2 虚拟卡券 */
  goodsType: GoodsType;
  /**
   * 有效 SKU 的最低售价（分）
   * @minimum 0
   */
  priceMin: number;
  /**
   * 有效 SKU 的最高售价（分）
   * @minimum 0
   */
  priceMax: number;
  /**
   * 有效 SKU 的库存之和
   * @minimum 0
   */
  stockTotal: number;
  /**
   * 累计销量
   * @minimum 0
   */
  sales: number;
  /**
   * 有效 SKU 个数
   * @minimum 0
   */
  skuCount: number;
  /**
   * 审核驳回时平台给出的原因
   * @maxLength 200
   */
  reviewReason: GoodsListItemReviewReason;
  /**
   * 毫秒时间戳
   * @minimum 0
   */
  createdAt: number;
  /**
   * 毫秒时间戳
   * @minimum 0
   */
  updatedAt: number;
}
