import type { Db } from '../../db/index.ts';
import { HOUR, POINT_THRESHOLDS, V, chinaYear } from './constants.ts';

/**
 * The shop's standing: the violation points of this natural year (China; revoked violations do not count) and what
 * they restrict, read by every area that enforces it (docs/after-sale.md):
 * - `activity`: signing up for platform activities, from 12 points or while a violation's 30-day activity limit runs;
 * - `newGoods`: publishing new goods (creating or copying; editing existing goods stays allowed), from 24 points;
 * - `withdraw`: withdrawals on every channel, from 48 points.
 * Each restriction is null when it does not apply, otherwise the reason in Chinese, ready for a refusal.
 *
 * This file reads only the violation table and the after-sale constants, so the finance area can import it without
 * importing the after-sale service (which posts refunds through finance).
 */
export interface ShopStanding {
  year: number;
  points: number;
  /** The end of the latest running 30-day activity limit (null: none). */
  activityLimitUntil: number | null;
  activity: string | null;
  newGoods: string | null;
  withdraw: string | null;
}

/** A date in China time, 2026-12-24. */
export function chinaDay(ms: number): string {
  return new Date(ms + 8 * HOUR).toISOString().slice(0, 10);
}

export async function shopStanding(db: Db, companyId: number, now: number): Promise<ShopStanding> {
  const year = chinaYear(now);
  const r = await db
    .selectFrom('violation')
    .select((e) => e.fn.coalesce(e.fn.sum<number>('points'), e.val(0)).as('points'))
    .where('company_id', '=', companyId)
    .where('year', '=', year)
    .where('status', '!=', V.REVOKED)
    .executeTakeFirstOrThrow();
  const points = Number(r.points);
  const limit = await db
    .selectFrom('violation')
    .select(['limit_until'])
    .where('company_id', '=', companyId)
    .where('penalty', '=', 'activity')
    .where('status', '!=', V.REVOKED)
    .where('limit_until', '>', now)
    .orderBy('limit_until', 'desc')
    .limit(1)
    .executeTakeFirst();
  const activityLimitUntil = limit?.limit_until != null ? Number(limit.limit_until) : null;
  const reached = (key: (typeof POINT_THRESHOLDS)[number]['restricts']) => {
    const t = POINT_THRESHOLDS.find((x) => x.restricts === key)!;
    return points >= t.points ? `本年违规扣分 ${points} 分，满 ${t.points} 分${key === 'withdraw' ? '暂停提现' : t.text}` : null;
  };
  return {
    year,
    points,
    activityLimitUntil,
    activity: reached('activity') ?? (activityLimitUntil !== null ? `违规处罚限制参加活动至 ${chinaDay(activityLimitUntil)}` : null),
    newGoods: reached('newGoods'),
    withdraw: reached('withdraw'),
  };
}
