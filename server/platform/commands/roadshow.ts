import { clock, formatChinaTime } from '../../lib/clock.ts';
import { BizError } from '../../lib/errors.ts';
import { emitEvent } from '../../lib/events.ts';
import { audit } from '../../lib/audit.ts';
import { APP_STATUS_TEXT, AppStatus, recordResult, reviewApplication, shownStatus } from '../../modules/activity/roadshow.ts';
import { CommandError, type PlatformCommand } from '../types.ts';

/**
 * `roadshow`: the platform's side of campus roadshows (docs/activity.md).
 *   roadshow applications [--all]                         applications waiting for review (--all: every one)
 *   roadshow approve <报名ID>                              approve
 *   roadshow reject <报名ID> <原因>                        reject: the place is released, the booth fee refunded
 *   roadshow result <报名ID> <到场> <线索> <成交> [说明]    record the result after the slot ended
 */
const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;
const date = (t: number) => new Date(t + 8 * 3_600_000).toISOString().slice(0, 10);
const USAGE = 'roadshow applications [--all] | roadshow approve <报名ID> | roadshow reject <报名ID> <原因> | roadshow result <报名ID> <到场人数> <线索> <成交订单> [说明]';

export const roadshowCommand: PlatformCommand = {
  name: 'roadshow',
  usage: [
    'roadshow applications [--all]   待审核的路演报名（--all 全部）',
    'roadshow approve <报名ID>   通过路演报名',
    'roadshow reject <报名ID> <原因>   驳回路演报名（释放名额，展位费退回营销账户）',
    'roadshow result <报名ID> <到场人数> <线索> <成交订单> [说明]   录入路演结果',
  ],
  async run(argv, { handle, out }) {
    const [sub, ...rest] = argv;
    const db = handle.db;
    await clock.load(db);
    const now = clock.now();
    if (sub === 'applications') {
      let q = db
        .selectFrom('mk_roadshow_application as a')
        .innerJoin('mk_roadshow as r', 'r.id', 'a.roadshow_id')
        .innerJoin('mk_roadshow_slot as s', 's.id', 'a.slot_id')
        .innerJoin('company as c', 'c.id', 'a.company_id')
        .select(['a.id', 'a.application_no', 'a.status', 'a.fee', 'a.created_at', 'a.contact_name', 'r.school', 's.label', 's.start_at', 's.end_at', 'c.name as company'])
        .orderBy('a.id', 'desc')
        .limit(200);
      if (!rest.includes('--all')) q = q.where('a.status', '=', AppStatus.PENDING);
      const rows = await q.execute();
      if (!rows.length) out('没有待审核的路演报名');
      for (const r of rows) out(`#${r.id} ${r.application_no} [${APP_STATUS_TEXT[shownStatus(r.status, Number(r.end_at), now)]}] ${r.company}：${r.school} ${date(Number(r.start_at))} ${r.label}，展位费 ${yuan(Number(r.fee))}，联系人 ${r.contact_name}（${formatChinaTime(Number(r.created_at))}）`);
      return;
    }
    const [id, ...args] = rest;
    if (!id || !/^\d{1,12}$/.test(id)) throw new CommandError(`用法：${USAGE}`);
    try {
      if (sub === 'approve' || sub === 'reject') {
        const note = args.join(' ').trim() || null;
        const { app, roadshow } = await db.transaction().execute(async (trx) => {
          const r = await reviewApplication(trx, Number(id), sub === 'approve', note, now);
          const slot = await trx.selectFrom('mk_roadshow_slot').select(['label', 'start_at']).where('id', '=', r.app.slot_id).executeTakeFirstOrThrow();
          await audit(trx, { companyId: r.app.company_id, userId: null, actor: 'platform', action: `roadshow.${sub}`, detail: { applicationId: Number(id), before: { status: r.app.status }, after: { status: sub === 'approve' ? AppStatus.APPROVED : AppStatus.REJECTED, note, refunded: sub === 'reject' ? Number(r.app.fee) : 0 } } });
          await emitEvent(trx, {
            companyId: r.app.company_id,
            kind: 'activity.roadshowReviewed',
            subjectId: Number(id),
            payload: { applicationId: Number(id), applicationNo: r.app.application_no, approved: sub === 'approve', note, school: r.roadshow.school, date: date(Number(slot.start_at)), slot: slot.label, fee: Number(r.app.fee) },
            now,
          });
          return r;
        });
        out(`路演报名 #${id}（${app.application_no}，${roadshow.school}）已${sub === 'approve' ? '通过' : `驳回，展位费 ${yuan(Number(app.fee))} 已退回营销账户`}`);
        return;
      }
      if (sub === 'result') {
        const [v, l, o, ...note] = args;
        const nums = [v, l, o].map((x) => (x && /^\d{1,7}$/.test(x) ? Number(x) : NaN));
        if (nums.some((x) => Number.isNaN(x))) throw new CommandError(`用法：${USAGE}`);
        const app = await db.transaction().execute(async (trx) => {
          const a = await recordResult(trx, Number(id), { visitors: nums[0]!, leads: nums[1]!, orders: nums[2]!, note: note.join(' ') || null }, now);
          const r = await trx.selectFrom('mk_roadshow as r').innerJoin('mk_roadshow_slot as s', 's.roadshow_id', 'r.id').select(['r.school', 's.start_at']).where('s.id', '=', a.slot_id).executeTakeFirstOrThrow();
          await audit(trx, { companyId: a.company_id, userId: null, actor: 'platform', action: 'roadshow.result', detail: { applicationId: Number(id), before: null, after: { visitors: nums[0], leads: nums[1], orders: nums[2] } } });
          await emitEvent(trx, { companyId: a.company_id, kind: 'activity.roadshowResult', subjectId: Number(id), payload: { applicationId: Number(id), school: r.school, date: date(Number(r.start_at)), visitors: nums[0], leads: nums[1], orders: nums[2] }, now });
          return a;
        });
        out(`路演报名 #${id}（${app.application_no}）的结果已录入`);
        return;
      }
    } catch (err) {
      if (err instanceof BizError) throw new CommandError(err.message);
      if (err instanceof Error && !(err instanceof CommandError) && /[\u4e00-\u9fa5]/.test(err.message)) throw new CommandError(err.message);
      throw err;
    }
    throw new CommandError(`用法：${USAGE}`);
  },
};
