import type { MkEntrySlot } from './mkEntrySlot';
import type { MkEntryGroupSize } from './mkEntryGroupSize';
import type { MkEntryAutoFill } from './mkEntryAutoFill';
import type { MkEntryReviewNote } from './mkEntryReviewNote';
import type { MkEntryReviewedAt } from './mkEntryReviewedAt';

/**
 * 一个 SKU 的报名
 */
export interface MkEntry {
  /** 报名ID */
  entryId: number;
  /** 活动ID */
  activityId: number;
  /** 商品ID */
  goodsId: number;
  /** SKU ID */
  skuId: number;
  /** 商品名 */
  goodsName: string;
  /** 规格 */
  specText: string;
  /** 分 */
  goodsPrice: number;
  /** 分 */
  activityPrice: number;
  /** 活动库存 */
  stock: number;
  /** 已售 */
  sold: number;
  /** 每人限购 */
  perBuyerLimit: number;
  /** 秒杀场次 */
  slot: MkEntrySlot;
  /** 成团人数 */
  groupSize: MkEntryGroupSize;
  /** true 平台补足成团，false 全额退款 */
  autoFill: MkEntryAutoFill;
  /** 0 待审核，1 已通过，2 已驳回，3 已撤回 */
  status: number;
  /** 状态文字 */
  statusText: string;
  /** 审核意见 */
  reviewNote: MkEntryReviewNote;
  /** 审核时间 */
  reviewedAt: MkEntryReviewedAt;
  /** 报名时间 */
  createdAt: number;
}
