import type { MkActivityMaxPerBuyer } from './mkActivityMaxPerBuyer';
import type { MkActivityMaxRateBp } from './mkActivityMaxRateBp';
import type { MkActivityGroupMin } from './mkActivityGroupMin';
import type { MkActivityGroupMax } from './mkActivityGroupMax';
import type { MkActivityReason } from './mkActivityReason';

/**
 * 平台活动与本店资格
 */
export interface MkActivity {
  /** 活动ID */
  activityId: number;
  /** 21 校园团，2 秒杀，4 折扣专区 */
  type: number;
  /** 类型文字 */
  typeText: string;
  /** 名称 */
  name: string;
  /** 介绍 */
  description: string;
  /** 报名开始 */
  signupStart: number;
  /** 报名截止 */
  signupEnd: number;
  /** 活动开始 */
  startAt: number;
  /** 活动结束 */
  endAt: number;
  /** 1 未开始报名，2 报名中，3 报名已截止，4 活动进行中，5 已结束 */
  phase: number;
  /** 阶段文字 */
  phaseText: string;
  /** 活动价优惠中平台补贴的万分比 */
  platformShareBp: number;
  /** 规则与要求 */
  rules: string[];
  /** 秒杀场次 */
  slots: string[];
  /** 秒杀每人限购上限 */
  maxPerBuyer: MkActivityMaxPerBuyer;
  /** 万分比 */
  maxRateBp: MkActivityMaxRateBp;
  /** 最少成团人数 */
  groupMin: MkActivityGroupMin;
  /** 最多成团人数 */
  groupMax: MkActivityGroupMax;
  /** 最少活动库存 */
  minStock: number;
  /** 违规扣分上限 */
  maxViolationPoints: number;
  /** 类目要求 */
  categories: string[];
  /** 本店可报名 */
  qualified: boolean;
  /** 不可报名原因 */
  reason: MkActivityReason;
  /** 本店报名数 */
  entries: number;
}
