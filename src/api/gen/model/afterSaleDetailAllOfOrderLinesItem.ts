import type { AfterSaleDetailAllOfOrderLinesItemImage } from './afterSaleDetailAllOfOrderLinesItemImage';

/**
 * 快照
 */
export type AfterSaleDetailAllOfOrderLinesItem = {
  /** id */
  orderLineId: number;
  /** 名称 */
  goodsName: string;
  /** 文字 */
  specText: string;
  /** 地址 */
  image: AfterSaleDetailAllOfOrderLinesItemImage;
  /** 分 */
  unitPrice: number;
  /** 件 */
  quantity: number;
  /** 分 */
  lineAmount: number;
};
