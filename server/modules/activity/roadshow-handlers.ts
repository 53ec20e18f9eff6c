import type { HandlerContext, HandlerMap } from '../../lib/handler.ts';
import { requireAuth } from '../../lib/handler.ts';
import { audit } from '../../lib/audit.ts';
import { emitEvent } from '../../lib/events.ts';

import { applicationOf, applyRoadshow, AppStatus, cancelApplication, listApplications, listRoadshows, roadshowSchedule } from './roadshow.ts';

/**
 * Handlers of the campus roadshows (docs/activity.md, 路演). Every operation declares
 * [activity.platform.list, common.roadshow.list] in the contract: a company without `show_luyan_menu` 1 lacks the
 * virtual key and is refused (1004) before a handler runs. Writes add `activity.platform.pay`.
 */

// The platform's review and the shop's own changes reach the members who see the pages.

function who(ctx: HandlerContext) {
  const a = requireAuth(ctx);
  return { companyId: a.companyId, userId: a.userId, actor: a.userName, now: ctx.deps.clock.now() };
}

export const roadshowHandlers: HandlerMap = {
  async roadshowList(ctx) {
    const w = who(ctx);
    return listRoadshows(ctx.db, w.companyId, { school: ctx.body?.school ?? null, month: ctx.body?.month ?? null }, w.now);
  },
  async roadshowApply(ctx) {
    const w = who(ctx);
    const b = ctx.body;
    const id = await applyRoadshow(ctx.db, w.companyId, { roadshowId: b.roadshowId, slotId: b.slotId, goodsIds: b.goodsIds, contactName: b.contactName, contactPhone: b.contactPhone, remark: b.remark ?? null }, w.now);
    const app = await applicationOf(ctx.db, w.companyId, id, w.now);
    await audit(ctx.db, { companyId: w.companyId, userId: w.userId, actor: w.actor, action: 'roadshow.apply', detail: { applicationId: id, before: null, after: { applicationNo: app.applicationNo, roadshowId: app.roadshowId, slot: app.slotLabel, fee: app.fee, goods: app.goods } } });
    await emitEvent(ctx.db, { companyId: w.companyId, userId: w.userId, kind: 'activity.roadshow', subjectId: id, payload: { applicationId: id }, now: w.now });
    return app;
  },
  async roadshowApplications(ctx) {
    const w = who(ctx);
    return listApplications(ctx.db, w.companyId, { status: ctx.body?.status ?? null, cursor: ctx.body?.cursor ?? null, pageSize: ctx.body?.pageSize ?? 20 }, w.now);
  },
  async roadshowSchedule(ctx) {
    const w = who(ctx);
    return roadshowSchedule(ctx.db, w.companyId, w.now);
  },
  async roadshowCancel(ctx) {
    const w = who(ctx);
    const id = ctx.body.applicationId as number;
    const before = await cancelApplication(ctx.db, w.companyId, id, w.now);
    await audit(ctx.db, { companyId: w.companyId, userId: w.userId, actor: w.actor, action: 'roadshow.cancel', detail: { applicationId: id, before: { status: before.status }, after: { status: AppStatus.CANCELLED, refunded: Number(before.fee) } } });
    await emitEvent(ctx.db, { companyId: w.companyId, userId: w.userId, kind: 'activity.roadshow', subjectId: id, payload: { applicationId: id }, now: w.now });
    return applicationOf(ctx.db, w.companyId, id, w.now);
  },
};
