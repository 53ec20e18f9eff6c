import type { RoadshowSlot } from './roadshowSlot';
import type { RoadshowReason } from './roadshowReason';
import type { RoadshowMyApplicationId } from './roadshowMyApplicationId';
import type { RoadshowMyStatus } from './roadshowMyStatus';

/**
 * 平台在某校某日组织的线下推广活动：场地、时段、展位费、名额与本店能否报名
 */
export interface Roadshow {
  /** 路演ID */
  roadshowId: number;
  /** 名称 */
  name: string;
  /** 学校 */
  school: string;
  /** 城市 */
  city: string;
  /** 校内场地 */
  venue: string;
  /** 人流、要求等 */
  description: string;
  /** YYYY-MM-DD，北京时间 */
  date: string;
  /** 分；报名时从营销账户扣除 */
  boothFee: number;
  /** 毫秒时间戳 */
  signupStart: number;
  /** 毫秒时间戳；此前取消可退回展位费 */
  signupEnd: number;
  /** 第一个时段开始 */
  startAt: number;
  /** 最后一个时段结束 */
  endAt: number;
  /** 1 未开始报名，2 报名中，3 报名已截止，4 进行中，5 已结束 */
  phase: number;
  /** 阶段文字 */
  phaseText: string;
  /** 按时间 */
  slots: RoadshowSlot[];
  /** 各时段之和 */
  placesLeft: number;
  /** 本店可报名 */
  canApply: boolean;
  /** 可报名时为 null */
  reason: RoadshowReason;
  /** 待审核或已通过的报名；无则为 null */
  myApplicationId: RoadshowMyApplicationId;
  /** 0 待审核，1 已通过，4 已结束；无则为 null */
  myStatus: RoadshowMyStatus;
}
