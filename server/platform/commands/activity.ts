import { clock, formatChinaTime } from '../../lib/clock.ts';
import { BizError } from '../../lib/errors.ts';
import { emitEvent } from '../../lib/events.ts';
import { audit } from '../../lib/audit.ts';
import { ENTRY_STATUS_TEXT, EntryStatus, reviewEntry } from '../../modules/activity/platform.ts';
import { ACTIVITY_TYPE_TEXT } from '../../modules/activity/pricing.ts';
import { CommandError, type PlatformCommand } from '../types.ts';

/**
 * `activity`: the platform's review of shops' activity entries.
 *   activity entries [--all]                  entries waiting for review (--all: every entry)
 *   activity approve <报名ID>                  approve an entry
 *   activity reject <报名ID> <原因>            reject it (the reserved stock returns to the goods)
 */
const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

export const activityCommand: PlatformCommand = {
  name: 'activity',
  usage: ['activity entries [--all]   待审核的活动报名（--all 全部）', 'activity approve <报名ID>   通过报名', 'activity reject <报名ID> <原因>   驳回报名（预留的活动库存退回商品）'],
  async run(argv, { handle, out }) {
    const [sub, ...rest] = argv;
    const db = handle.db;
    await clock.load(db);
    if (sub === 'entries') {
      let q = db
        .selectFrom('mk_activity_entry as e')
        .innerJoin('mk_activity as a', 'a.id', 'e.activity_id')
        .innerJoin('company as c', 'c.id', 'e.company_id')
        .select(['e.id', 'e.status', 'e.goods_name', 'e.spec_text', 'e.goods_price', 'e.activity_price', 'e.stock', 'e.created_at', 'a.name as activity', 'a.type', 'c.name as company'])
        .orderBy('e.id', 'desc')
        .limit(200);
      if (!rest.includes('--all')) q = q.where('e.status', '=', EntryStatus.PENDING);
      const rows = await q.execute();
      if (!rows.length) out('没有待审核的报名');
      for (const r of rows) out(`#${r.id} [${ENTRY_STATUS_TEXT[r.status]}] ${ACTIVITY_TYPE_TEXT[r.type]}「${r.activity}」 ${r.company}：${r.goods_name} ${r.spec_text} ${yuan(Number(r.goods_price))} → ${yuan(Number(r.activity_price))}，库存 ${r.stock}（${formatChinaTime(Number(r.created_at))}）`);
      return;
    }
    if (sub === 'approve' || sub === 'reject') {
      const [id, ...note] = rest;
      if (!id || !/^\d{1,12}$/.test(id)) throw new CommandError(`用法：activity ${sub} <报名ID>${sub === 'reject' ? ' <原因>' : ''}`);
      try {
        const e = await db.transaction().execute(async (trx) => {
          const e = await reviewEntry(trx, Number(id), sub === 'approve', note.join(' ') || null, clock.now());
          await audit(trx, { companyId: e.company_id, userId: null, actor: 'platform', action: `activity.${sub}`, detail: { entryId: Number(id), before: { status: EntryStatus.PENDING }, after: { status: sub === 'approve' ? EntryStatus.APPROVED : EntryStatus.REJECTED, note: note.join(' ') || null } } });
          await emitEvent(trx, { companyId: e.company_id, kind: 'activity.entry', subjectId: Number(e.activity_id), payload: { entryId: Number(id) }, now: clock.now() });
          return e;
        });
        out(`报名 #${id}（${e.goods_name}）已${sub === 'approve' ? '通过' : '驳回'}`);
      } catch (err) {
        if (err instanceof BizError) throw new CommandError(err.message);
        throw err;
      }
      return;
    }
    throw new CommandError('用法：activity entries [--all] | activity approve <报名ID> | activity reject <报名ID> <原因>');
  },
};
