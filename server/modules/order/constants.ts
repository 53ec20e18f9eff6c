/** Order domain constants shared by handlers, the generator and the simulator. */
export const OrderStatus = { TO_PAY: 1, TO_SHIP: 2, SHIPPED: 3, COMPLETED: 4, CLOSED: 5 } as const;
export type OrderStatusValue = (typeof OrderStatus)[keyof typeof OrderStatus];
export const STATUS_TEXT: Record<number, string> = { 1: '待付款', 2: '待发货', 3: '已发货', 4: '已完成', 5: '已关闭' };

export const AfterSale = { NONE: 0, IN_PROGRESS: 1, DONE: 2 } as const;

/** Tabs of the order list: 0 全部, 1-5 by status, 6 售后中. */
export const TAB_AFTER_SALE = 6;
export const TABS = [0, 1, 2, 3, 4, 5, 6] as const;

export const DELIVERY_TEXT: Record<number, string> = { 1: '快递配送', 2: '校园配送', 3: '到店自提' };

/** Logistics companies a merchant ships with (code → name). */
export const LOGISTICS: Record<string, string> = {
  SF: '顺丰速运',
  ZTO: '中通快递',
  YTO: '圆通速递',
  STO: '申通快递',
  YD: '韵达快递',
  JD: '京东物流',
  EMS: '中国邮政EMS',
  JT: '极兔速递',
  CAMPUS: '校园自配送',
};
export const LOGISTICS_BY_NAME: Record<string, string> = Object.fromEntries(Object.entries(LOGISTICS).map(([k, v]) => [v, k]));
export const TRACKING_NO = /^[A-Za-z0-9-]{6,30}$/;

/** A paid order must ship within 48 hours. */
export const SHIP_WITHIN_MS = 48 * 3600_000;
/** A reply may be edited for 24 hours after it was first posted. */
export const REPLY_EDIT_MS = 24 * 3600_000;
/** Rows in one export file. */
export const EXPORT_MAX_ROWS = 50_000;
/** Rows in one batch-ship request or import file. */
export const BATCH_SHIP_MAX = 500;
/** A goods is low on stock when one of its active SKUs has at most this many left. */
export const LOW_STOCK = 10;

export const HOUR = 3600_000;
export const DAY = 24 * HOUR;
/** Midnight in China (UTC+8) of the day holding `now`. */
export function startOfChinaDay(now: number): number {
  const offset = 8 * HOUR;
  return Math.floor((now + offset) / DAY) * DAY - offset;
}
/** 'YYYY-MM-DD' of a ms time in China. */
export function chinaDate(ms: number): string {
  return new Date(ms + 8 * HOUR).toISOString().slice(0, 10);
}
