import { areaJob } from '../../platform/area.ts';
/**
 * The after-sale module's public face (docs/after-sale.md): other areas call these, never the internals.
 * - openCaseCount(db, companyId): open cases (disputes included) plus appeals awaiting the platform; the shop-closing
 *   preconditions wait for 0.
 * - shopStanding(db, companyId, now): this year's violation points and what they restrict (activity sign-up, new goods,
 *   withdrawals), each with its Chinese reason; the areas that enforce a restriction call it.
 * - recomputeCaseCounters(db, companyId?): rebuilds the list's tab counters (after_sale_counter) from the cases, for
 *   whoever writes cases in bulk without the state machine (the bench's generator).
 * Its job kinds (declared in area.ts, registered from AREAS): the deadline pass every minute and the daily
 * late-shipping scan.
 */

import { deadlinePass } from './service.ts';
import { lateShippingScan } from './violation.ts';

export { openCaseCount, deadlinePass, todoItems, recomputeCaseCounters } from './service.ts';
export { lateShippingScan, yearSummary } from './violation.ts';
export { shopStanding, type ShopStanding } from './standing.ts';

export const deadlinesJob = areaJob(
  'afterSale.deadlines',
  async ({ db, now }) => {
    const r = await deadlinePass(db, now);
    return r.applied || r.warned ? `售后到期处理 ${r.applied} 单，临期提醒 ${r.warned} 单${r.failed ? `，失败 ${r.failed} 单` : ''}` : undefined;
  },
  { everyMs: 60_000 },
);

export const lateShippingJob = areaJob(
  'violation.lateShipping',
  async ({ db, now }) => {
    const n = await lateShippingScan(db, now);
    return n ? `记录延迟发货违规 ${n} 条` : undefined;
  },
  { everyMs: 24 * 3_600_000 },
);
export { STATUS_TEXT, TYPE_TEXT } from './constants.ts';
