import type { SeedContext } from '../../db/seed.ts';
import { demoShop } from '../account/index.ts';
import { simulateOrders, type SimulateResult } from './simulate.ts';
import { DAY, HOUR, startOfChinaDay } from './constants.ts';

/** Orders of the demo shop over the last 30 days, and how many of them arrived in the last hour. */
export const DEMO_ORDERS = { month: 360, lastHour: 8 } as const;

/**
 * The demo shop's orders, through the same simulator as `npm run platform -- simulate-orders`: 30 days of buyers
 * ordering the goods on sale, paying, being shipped to, confirming and reviewing (about half of the reviews
 * answered), then an hour of fresh orders, some still unpaid. Every status and tab has orders, the overview has
 * figures today and yesterday, a 30-day trend and a to-do list. Needs the goods area's demo goods.
 */
export async function seedDemo({ db, now, seed }: SeedContext): Promise<string> {
  const { companyId } = await demoShop(db);
  const month = await simulateOrders(db, companyId, DEMO_ORDERS.month, { days: 30, seed, now });
  // The last hour's orders, kept inside today (China time): just after midnight the hour would fall on yesterday and
  // the overview would open on a day without orders.
  const window = Math.max(10 * 60_000, Math.min(HOUR, now - startOfChinaDay(now)));
  const hour = await simulateOrders(db, companyId, DEMO_ORDERS.lastHour, { days: window / DAY, seed: seed + 1, now });
  const sum = (k: keyof SimulateResult) => month[k] + hour[k];
  return `${sum('created')} 笔订单（完成 ${sum('completed')}，关闭 ${sum('closed')}，售后 ${sum('afterSale')}），${sum('reviewed')} 条评价、${sum('replied')} 条回复`;
}
