import type { Db } from '../../db/index.ts';
import { emitEvent } from '../../lib/events.ts';
import { TotalsBatch } from './referral-totals.ts';

/**
 * Recruit rewards (docs/school-employee.md「招募奖励」): when a student who applied with an active agent's referral code
 * becomes active, the referrer earns the one-off amount of the shop's recruit-reward configuration, payable at once
 * (there is no order to settle) and paid with the sales rewards from the shop's available balance. Nothing when the
 * configuration is off, or the referrer is no longer active. One reward per recruit (order_line_id = −recruit id,
 * unique), so a replay adds nothing. Kept apart from reward-service.ts so service.ts (the agent's life cycle) can call it.
 */
export const KIND = { SALES: 1, RECRUIT: 2 } as const;
export const KIND_TEXT: Record<number, string> = { 1: '销售奖励', 2: '招募奖励' };

export async function grantRecruitReward(db: Db, p: { companyId: number; recruit: { id: number; name: string; referrer_id: number | null }; now: number }): Promise<number | null> {
  if (!p.recruit.referrer_id) return null;
  const cfg = await db.selectFrom('se_reward_config').select(['recruit_enabled', 'recruit_amount']).where('company_id', '=', p.companyId).executeTakeFirst();
  if (!cfg || cfg.recruit_enabled !== 1 || Number(cfg.recruit_amount) <= 0) return null;
  const ref = await db.selectFrom('se_agent').select(['id', 'name', 'school_name', 'state']).where('id', '=', p.recruit.referrer_id).where('company_id', '=', p.companyId).executeTakeFirst();
  if (!ref || ref.state !== 4) return null;
  const dup = await db.selectFrom('se_reward').select('id').where('order_line_id', '=', -p.recruit.id).executeTakeFirst();
  if (dup) return null;
  const amount = Number(cfg.recruit_amount);
  const r = await db
    .insertInto('se_reward')
    .values({
      kind: KIND.RECRUIT,
      company_id: p.companyId,
      agent_id: ref.id,
      school_name: ref.school_name,
      order_id: 0,
      order_line_id: -p.recruit.id,
      order_no: '',
      goods_name: `推荐 ${p.recruit.name} 入职`.slice(0, 100),
      rule_id: 0,
      rule_name: '',
      base: 0,
      amount,
      reversed: 0,
      state: 2,
      paid_at_order: p.now,
      payable_at: p.now,
      paid_at: null,
      paid_by: null,
      created_at: p.now,
      updated_at: p.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const totals = new TotalsBatch();
  totals.reward(p.companyId, ref.id, p.now, null, { state: 2, amount, reversed: 0 });
  await totals.flush(db);
  await emitEvent(db, { companyId: p.companyId, kind: 'schoolEmployee.rewardChanged', payload: { recruitRewardId: Number(r.id) }, now: p.now });
  return Number(r.id);
}
