/** After-sale domain constants shared by the service, the handlers, the simulator and the seed. */
export const CaseType = { REFUND: 1, RETURN: 2, EXCHANGE: 3 } as const;
export const TYPE_TEXT: Record<number, string> = { 1: '仅退款', 2: '退货退款', 3: '换货' };

export const S = {
  WAIT_MERCHANT: 10,
  WAIT_BUYER_RETURN: 20,
  WAIT_RECEIVE: 30,
  REFUNDING: 40,
  REFUNDED: 45,
  RESHIP_WAIT: 50,
  RESHIPPED: 60,
  EXCHANGED: 70,
  REFUSED: 80,
  DISPUTE: 85,
  CANCELLED: 90,
  CLOSED: 95,
} as const;
export const STATUS_TEXT: Record<number, string> = {
  10: '待商家处理',
  20: '待买家退货',
  30: '待商家收货',
  40: '退款中',
  45: '已退款',
  50: '换货待发货',
  60: '换货已发货',
  70: '换货完成',
  80: '已拒绝',
  85: '平台介入中',
  90: '已撤销',
  95: '已关闭',
};
export const ALL_STATUSES = [10, 20, 30, 40, 45, 50, 60, 70, 80, 85, 90, 95] as const;
/** A case in one of these keeps the order's after-sale status "in progress" (and its settlement waiting). */
export const OPEN_STATUSES = [10, 20, 30, 40, 50, 60, 85] as const;
/** States the platform acts on when their deadline passes. */
export const TIMED_STATUSES = [10, 20, 30, 40, 50, 60] as const;
/** States where the merchant is the one who must act (the header's due count, the overview's to-do list). */
export const MERCHANT_WAITING = [10, 30, 50] as const;

/** The list's tabs: 0 全部, then one per state; the counts come from one grouped query. */
export const TABS = [0, ...ALL_STATUSES] as const;

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
/** Platform defaults (the shop's after-sale settings may change the first three). */
export const DEFAULTS = {
  replyHours: 48,
  receiveDays: 7,
  reshipHours: 48,
  /** The buyer ships a return within 7 days, or the case closes. */
  buyerReturnMs: 7 * DAY,
  /** The payment channel confirms a refund within an hour (退款中 → 已退款). */
  refundChannelMs: 60 * 60_000,
  /** The buyer confirms a re-shipped exchange within 7 days, or the platform does. */
  exchangeConfirmMs: 7 * DAY,
  /** A refused case may be escalated by the buyer within 7 days. */
  escalateMs: 7 * DAY,
  /** The merchant's proof in a dispute, within 72 hours of the escalation. */
  proofMs: 72 * HOUR,
  autoAgree: 1,
  autoAgreeMax: 5000,
  batchAgreeMax: 10000,
};
/**
 * A merchant deadline within this is announced once (afterSale.deadlineSoon → a message), the same 24 hours as the
 * header's 「售后将到期 N」; the list's countdown turns red under 6 hours (client constant).
 */
export const SOON_MS = 24 * HOUR;

/** The buyer's reasons; `fault` ones are the merchant's fault, so freight is refunded with any part of the order. */
export const BUYER_REASONS: Record<string, { text: string; fault: boolean }> = {
  no_longer_needed: { text: '不想要了', fault: false },
  wrong_size: { text: '尺码/规格不合适', fault: false },
  quality: { text: '商品质量问题', fault: true },
  wrong_item: { text: '商家发错货', fault: true },
  not_as_described: { text: '商品与描述不符', fault: true },
  damaged: { text: '商品破损', fault: true },
  not_received: { text: '未收到货', fault: true },
  late_ship: { text: '商家未按时发货', fault: true },
};
/** The merchant's refusal reason codes (a reason is required; the shop's presets add their own text). */
export const REFUSE_REASONS: Record<string, string> = {
  used: '商品已使用，影响二次销售',
  no_evidence: '买家未提供有效凭证',
  over_period: '已超出售后期限',
  shipped_normal: '商品已正常发出，物流显示签收',
  agreed_other: '已与买家协商其他方案',
  other: '其他原因',
};

// ---- violations ----
export const V = { ACTIVE: 1, APPEALING: 2, UPHELD: 3, REVOKED: 4 } as const;
export const V_STATUS_TEXT: Record<number, string> = { 1: '已生效', 2: '申诉中', 3: '申诉驳回', 4: '已撤销' };
export type Penalty = 'none' | 'deposit' | 'delist' | 'activity';
export const PENALTY_TEXT: Record<Penalty, string> = { none: '仅扣分', deposit: '扣除保证金', delist: '商品下架', activity: '限制参加活动' };
export const VIOLATION_RULES: Record<string, { name: string; points: number; penalty: Penalty; amount: number; text: string }> = {
  late_ship: { name: '延迟发货', points: 1, penalty: 'deposit', amount: 500, text: '订单超过最晚发货时间仍未发货（《发货管理规范》第 3 条）' },
  false_tracking: { name: '虚假发货', points: 6, penalty: 'deposit', amount: 50000, text: '填写的运单号无真实物流信息（《发货管理规范》第 6 条）' },
  forbidden_goods: { name: '出售禁售商品', points: 12, penalty: 'delist', amount: 200000, text: '发布平台禁止销售的商品（《禁售商品管理规范》）' },
  poor_service: { name: '服务态度恶劣', points: 3, penalty: 'activity', amount: 0, text: '辱骂、骚扰买家或恶意拒绝合理售后（《售后服务规范》第 9 条）' },
};
/** The appeal window after a violation is recorded. */
export const APPEAL_MS = 7 * DAY;
/** An activity limit lasts 30 days. */
export const ACTIVITY_LIMIT_MS = 30 * DAY;
/**
 * Points per natural year (China) and what they bring; `restricts` names the shop standing's flag each one sets
 * (`shopStanding` in standing.ts): sign-up for platform activities, publishing new goods, withdrawals.
 */
export const POINT_THRESHOLDS = [
  { points: 12, text: '限制报名平台活动', restricts: 'activity' },
  { points: 24, text: '限制发布新商品', restricts: 'newGoods' },
  { points: 48, text: '店铺搜索降权并暂停提现', restricts: 'withdraw' },
] as const;

/** Who acts on a case: 1 商家 (a member), 2 买家, 3 平台. */
export interface Actor {
  type: 1 | 2 | 3;
  name: string;
}
export const PLATFORM: Actor = { type: 3, name: '平台' };
export const BUYER: Actor = { type: 2, name: '买家' };

/** China's natural year of a ms time. */
export function chinaYear(ms: number): number {
  return new Date(ms + 8 * HOUR).getUTCFullYear();
}
/** ms epoch of 1 January 00:00 (China) of a year. */
export function yearStart(year: number): number {
  return Date.UTC(year, 0, 1) - 8 * HOUR;
}
