import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { BizError } from '../../lib/errors.ts';
import { demoShop } from '../account/index.ts';
import { A, DAY } from './service.ts';
import { payRewards, R, syncRewards } from './reward-service.ts';

/**
 * The demo shop's sales rewards: the programme settings, four rules (the whole shop with a tier, a category, one
 * goods at a fixed amount, a stopped one), one settled and one fully refunded order among the referred ones, the
 * reward sync over them (待结算, 可发放, 已冲回) and a payout of part of the payable ones through the ledger (已发放).
 */
export async function seedRewardDemo(db: Db, now: number): Promise<string> {
  const { companyId, ownerId } = await demoShop(db);
  await db.insertInto('se_reward_config').values({ company_id: companyId, recruit_enabled: 1, recruit_amount: 2000, hold_days: 0, min_payout: 100, updated_by: ownerId, updated_at: now - 30 * DAY }).execute();
  const goods = await db.selectFrom('goods').select(['id', 'name', 'category_id', 'price_min']).where('company_id', '=', companyId).where('deleted_at', 'is', null).where('price_min', '>=', 2000).orderBy('id').limit(1).executeTakeFirst();
  const top = goods
    ? await db
        .selectFrom('category as c')
        .leftJoin('category as p', 'p.id', 'c.parent_id')
        .select(sql<number>`case when c.level = 1 then c.id when c.level = 2 then c.parent_id else p.parent_id end`.as('top'))
        .where('c.id', '=', goods.category_id)
        .executeTakeFirst()
    : undefined;
  const topName = top?.top ? (await db.selectFrom('category').select('name').where('id', '=', Number(top.top)).executeTakeFirst())?.name : undefined;
  const base = { company_id: companyId, created_by: ownerId, created_at: now - 60 * DAY, updated_at: now - 60 * DAY, start_at: now - 60 * DAY, end_at: now + 300 * DAY };
  const rules = [
    { ...base, name: '全店推荐奖励', mode: 2, value: 300, scope: 1, scope_id: null, scope_name: null, tiers_json: JSON.stringify([{ threshold: 100_000, value: 500 }]), status: 1 },
    ...(top?.top && topName ? [{ ...base, name: `${topName}类目加码`, mode: 2, value: 600, scope: 2, scope_id: Number(top.top), scope_name: null, tiers_json: '[]', status: 1 }] : []),
    ...(goods ? [{ ...base, name: '爆款固定奖励', mode: 1, value: Math.min(800, Number(goods.price_min)), scope: 3, scope_id: Number(goods.id), scope_name: goods.name, tiers_json: '[]', status: 1 }] : []),
    { ...base, name: '开学季活动（已停用）', mode: 2, value: 800, scope: 1, scope_id: null, scope_name: null, tiers_json: '[]', status: 2, end_at: now - 10 * DAY },
  ];
  await db.insertInto('se_reward_rule').values(rules).execute();

  // Make sure the referred orders include settled ones and a fully refunded one (every reward state on the pages).
  // The shop's fully refunded orders are older than its agents' start: the longest-serving agent started before it.
  const agents = await db.selectFrom('se_agent').select(['id', 'referral_code', 'active_at']).where('company_id', '=', companyId).where('state', '=', A.ACTIVE).execute();
  const first = agents.filter((a) => a.active_at !== null).sort((x, y) => Number(x.active_at) - Number(y.active_at) || x.id - y.id)[0];
  if (first) {
    const refunded = await db
      .selectFrom('fin_order as f')
      .innerJoin('orders as o', 'o.id', 'f.order_id')
      .select(['o.id', 'o.paid_at'])
      .where('f.company_id', '=', companyId)
      .where('o.referral_code', 'is', null)
      .where(sql<boolean>`f.refunded_before + f.refunded_after >= f.paid_amount`)
      .orderBy('o.paid_at', 'desc')
      .orderBy('o.id')
      .executeTakeFirst();
    if (refunded) {
      if (Number(first.active_at) > Number(refunded.paid_at)) await db.updateTable('se_agent').set({ active_at: Number(refunded.paid_at) - DAY }).where('id', '=', first.id).execute();
      await db.updateTable('orders').set({ referral_code: first.referral_code }).where('id', '=', refunded.id).execute();
    }
    const settled = await db
      .selectFrom('fin_order as f')
      .innerJoin('orders as o', 'o.id', 'f.order_id')
      .select('o.id')
      .where('f.company_id', '=', companyId)
      .where('o.referral_code', 'is', null)
      .where('o.paid_at', '>=', Number(first.active_at))
      .where(sql<boolean>`f.state = 1 and f.refunded_before + f.refunded_after = 0`)
      .orderBy('o.id')
      .limit(6)
      .execute();
    for (const o of settled) await db.updateTable('orders').set({ referral_code: first.referral_code }).where('id', '=', o.id).execute();
  }
  const r = await syncRewards(db, now, { companyId, limit: 5000 });
  const payable = await db.selectFrom('se_reward').select('id').where('company_id', '=', companyId).where('state', '=', R.PAYABLE).orderBy('id').execute();
  const toPay = payable.slice(0, Math.floor(payable.length / 2)).map((p) => Number(p.id));
  let paid = 0;
  // The demo shop's available balance covers them; if it did not, the payout is refused and the rewards stay payable.
  if (toPay.length) paid = (await payRewards(db, { companyId, userId: ownerId, rewardIds: toPay, now }).catch((e: unknown) => (e instanceof BizError ? { count: 0 } : Promise.reject(e)))).count;
  return `奖励规则 ${rules.length} 条、奖励 ${r.created} 笔（可发放 ${r.payable}，已发放 ${paid}）`;
}
