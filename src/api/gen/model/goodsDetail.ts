import type { GoodsStatus } from './goodsStatus';
import type { GoodsDetailReviewReason } from './goodsDetailReviewReason';
import type { GoodsType } from './goodsType';
import type { GoodsDetailCode } from './goodsDetailCode';
import type { GoodsDetailVideoUrl } from './goodsDetailVideoUrl';
import type { SpecDimension } from './specDimension';
import type { Sku } from './sku';
import type { GoodsDetailDeliveryTemplateId } from './goodsDetailDeliveryTemplateId';
import type { ShelfMode } from './shelfMode';
import type { GoodsDetailShelfAt } from './goodsDetailShelfAt';

/**
 * 一件商品的全部内容
 */
export interface GoodsDetail {
  /**
   * 商品 id
   * @minimum 1
   */
  goodsId: number;
  /** 1 在售；2 仓库中；3 审核中；4 审核驳回 */
  status: GoodsStatus;
  /**
   * 审核驳回原因
   * @maxLength 200
   */
  reviewReason: GoodsDetailReviewReason;
  /**
   * 末级类目 id
   * @minimum 1
   */
  categoryId: number;
  /** 一级到末级的类目名称 */
  categoryPath: string[];
  /** 1 实物；2 虚拟卡券 */
  goodsType: GoodsType;
  /**
   * 商品标题
   * @maxLength 100
   */
  name: string;
  /**
   * 一句话卖点
   * @maxLength 200
   */
  sellingPoints: string;
  /**
   * 商家自定义编码
   * @maxLength 64
   */
  code: GoodsDetailCode;
  /** 第一张为主图 */
  images: string[];
  /**
   * 视频 URL
   * @maxLength 500
   */
  videoUrl: GoodsDetailVideoUrl;
  /** 富文本详情 HTML */
  detailHtml: string;
  /** 规格维度 */
  specs: SpecDimension[];
  /** 有效 SKU */
  skus: Sku[];
  /**
   * 运费模板 id
   * @minimum 1
   */
  deliveryTemplateId: GoodsDetailDeliveryTemplateId;
  /**
   * 0 不限
   * @minimum 0
   */
  limitPerOrder: number;
  /**
   * 0 不限
   * @minimum 0
   */
  limitPerUser: number;
  /** 1 立即上架；2 定时上架；3 放入仓库 */
  shelfMode: ShelfMode;
  /**
   * 定时上架时间
   * @minimum 0
   */
  shelfAt: GoodsDetailShelfAt;
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
