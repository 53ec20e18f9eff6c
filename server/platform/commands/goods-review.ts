import { audit } from '../../lib/audit.ts';
import { clock } from '../../lib/clock.ts';
import { emitEvent } from '../../lib/events.ts';
import { CommandError, type PlatformCommand } from '../types.ts';

const parseId = (v: string | undefined, what: string) => {
  if (!v || !/^[1-9]\d{0,15}$/.test(v)) throw new CommandError(`${what}无效：${v ?? '（缺少）'}`);
  return Number(v);
};

/** `goods-review <goodsId> pass|reject "<reason>"`: the platform's review of goods in 审核中. */
export const goodsReview: PlatformCommand = {
  name: 'goods-review',
  usage: ['goods-review list', 'goods-review <goodsId> pass', 'goods-review <goodsId> reject "<驳回原因>"'],
  async run(args, { handle, out }) {
    const { db } = handle;
    if (args[0] === 'list') {
      const rows = await db.selectFrom('goods').select(['id', 'company_id', 'name', 'updated_at']).where('status', '=', 3).where('deleted_at', 'is', null).orderBy('id').limit(200).execute();
      if (!rows.length) out('没有待审核的商品');
      for (const r of rows) out(`${r.id}\t公司 ${r.company_id}\t${r.name}`);
      return;
    }
    const goodsId = parseId(args[0], '商品ID');
    const verdict = args[1];
    if (verdict !== 'pass' && verdict !== 'reject') throw new CommandError('第二个参数须为 pass 或 reject');
    const reason = (args[2] ?? '').trim();
    if (verdict === 'reject' && !reason) throw new CommandError('驳回须填写原因');
    if (reason.length > 200) throw new CommandError('驳回原因不能超过 200 字');
    // The platform clock (set or advanced by `clock …`), as every rule about time reads it.
    await clock.load(db);
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      const g = await trx.selectFrom('goods').select(['id', 'company_id', 'status', 'shelf_mode', 'shelf_at', 'name']).where('id', '=', goodsId).where('deleted_at', 'is', null).executeTakeFirst();
      if (!g) throw new CommandError(`商品 ${goodsId} 不存在`);
      if (g.status !== 3) throw new CommandError(`商品 ${goodsId} 不在审核中`);
      // Scheduled goods wait in the warehouse until their time; the rest go on sale now.
      const scheduled = verdict === 'pass' && g.shelf_mode === 2 && g.shelf_at !== null && g.shelf_at > now;
      if (verdict === 'pass') {
        await trx.updateTable('goods').set({ status: scheduled ? 2 : 1, review_reason: null, approved_at: now, updated_at: now }).where('id', '=', goodsId).execute();
        out(scheduled ? `商品 ${goodsId}「${g.name}」审核通过，将于定时上架时间上架` : `商品 ${goodsId}「${g.name}」审核通过，已上架`);
      } else {
        await trx.updateTable('goods').set({ status: 4, review_reason: reason, approved_at: null, updated_at: now }).where('id', '=', goodsId).execute();
        out(`商品 ${goodsId}「${g.name}」已驳回：${reason}`);
      }
      await audit(trx, { companyId: g.company_id, userId: null, actor: 'platform', action: `goods.review.${verdict}`, detail: { goodsId, reason: reason || undefined }, at: now });
      // The shop's message (content consumer): the result and the reason, linking to the goods.
      await emitEvent(trx, {
        companyId: g.company_id,
        kind: 'goods.reviewed',
        subjectId: goodsId,
        payload: { approved: verdict === 'pass', goodsName: g.name, reason: reason || null, scheduled, shelfAt: scheduled ? g.shelf_at : null },
        now,
      });
    });
  },
};

/** `brand-review <brandId> pass|reject "<reason>"`: the platform's review of brand applications. */
export const brandReview: PlatformCommand = {
  name: 'brand-review',
  usage: ['brand-review list', 'brand-review <brandId> pass', 'brand-review <brandId> reject "<驳回原因>"'],
  async run(args, { handle, out }) {
    const { db } = handle;
    if (args[0] === 'list') {
      const rows = await db.selectFrom('brand').select(['id', 'company_id', 'name']).where('status', '=', 0).orderBy('id').execute();
      if (!rows.length) out('没有待审核的品牌');
      for (const r of rows) out(`${r.id}\t公司 ${r.company_id}\t${r.name}`);
      return;
    }
    const brandId = parseId(args[0], '品牌ID');
    const verdict = args[1];
    if (verdict !== 'pass' && verdict !== 'reject') throw new CommandError('第二个参数须为 pass 或 reject');
    const reason = (args[2] ?? '').trim();
    if (verdict === 'reject' && !reason) throw new CommandError('驳回须填写原因');
    if (reason.length > 200) throw new CommandError('驳回原因不能超过 200 字');
    // The platform clock (set or advanced by `clock …`), as every rule about time reads it.
    await clock.load(db);
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      const b = await trx.selectFrom('brand').select(['id', 'company_id', 'status', 'name']).where('id', '=', brandId).executeTakeFirst();
      if (!b) throw new CommandError(`品牌 ${brandId} 不存在`);
      if (b.status !== 0) throw new CommandError(`品牌 ${brandId} 不在审核中`);
      await trx
        .updateTable('brand')
        .set({ status: verdict === 'pass' ? 1 : -1, reason: verdict === 'pass' ? null : reason, reviewed_at: now, updated_at: now })
        .where('id', '=', brandId)
        .execute();
      await audit(trx, { companyId: b.company_id, userId: null, actor: 'platform', action: `brand.review.${verdict}`, detail: { brandId, reason: reason || undefined }, at: now });
      await emitEvent(trx, { companyId: b.company_id, kind: 'brand.reviewed', subjectId: brandId, payload: { approved: verdict === 'pass', brandName: b.name, reason: reason || null }, now });
      out(verdict === 'pass' ? `品牌 ${brandId}「${b.name}」审核通过` : `品牌 ${brandId}「${b.name}」已驳回：${reason}`);
    });
  },
};
