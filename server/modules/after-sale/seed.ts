import type { SeedContext } from '../../db/seed.ts';
import { demoShop } from '../account/index.ts';
import { CaseType, HOUR, DAY } from './constants.ts';
import { openCase } from './service.ts';
import { seedCases } from './simulate.ts';
import { appeal, decideAppeal, issueViolation } from './violation.ts';

/**
 * The demo shop's after-sale area: settings (two return addresses, the default one first; refusal presets), cases in
 * every state through the same state machine the merchant uses (refunds posted to the ledger), a case for each
 * order the order area left "after-sale in progress", and violations active, appealing, upheld and revoked.
 */
export async function seedDemo(ctx: SeedContext): Promise<string> {
  const { db, now, random } = ctx;
  const shop = await db.selectFrom('merchant_user').select(['company_id']).where('phone', '=', '13800000001').executeTakeFirst();
  if (!shop) return '没有演示店铺';
  const { companyId } = await demoShop(db);
  await db.insertInto('after_sale_setting').values({ company_id: companyId, auto_agree: 1, auto_agree_max: 5000, batch_agree_max: 10000, reply_hours: 48, receive_days: 7, reship_hours: 48, updated_at: now }).execute();
  await db
    .insertInto('after_sale_address')
    .values([
      { company_id: companyId, name: '王店长', phone: '13800000001', region: '浙江省杭州市西湖区', address: '文三路 478 号华星时代广场 A 座 1203 室（售后组）', is_default: 1, created_at: now },
      { company_id: companyId, name: '李仓管', phone: '13800000002', region: '浙江省杭州市余杭区', address: '仓前街道良睦路 999 号 3 号仓库', is_default: 0, created_at: now },
    ])
    .execute();
  await db
    .insertInto('after_sale_reason')
    .values([
      { company_id: companyId, code: 'used', text: '商品吊牌已拆、有明显使用痕迹，影响二次销售', created_at: now },
      { company_id: companyId, code: 'over_period', text: '签收已超过 7 天，不支持无理由退货', created_at: now },
      { company_id: companyId, code: 'no_evidence', text: '请补充商品问题的照片后重新申请', created_at: now },
    ])
    .execute();
  // The order area's orders already marked "after-sale in progress" get their case (waiting for the merchant).
  const marked = await db.selectFrom('orders').select(['id', 'shipped_at']).where('company_id', '=', companyId).where('after_sale_status', '=', 1).orderBy('id').execute();
  for (const o of marked) {
    const at = Math.max(Number(o.shipped_at ?? now - DAY) + HOUR, now - Math.floor((2 + random() * 40) * HOUR));
    await openCase(db, { companyId, orderId: Number(o.id), type: random() < 0.5 ? CaseType.RETURN : CaseType.REFUND, reasonCode: 'quality', reasonText: '收到后发现商品有破损', now: Math.min(at, now - 60_000) });
  }
  const by = await seedCases(db, companyId, now, random);
  // Violations: an active late-shipping one, an appealed false-tracking one, one upheld and one revoked.
  const order = await db.selectFrom('orders').select(['id']).where('company_id', '=', companyId).where('status', '=', 3).orderBy('id').limit(1).executeTakeFirst();
  const v1 = await issueViolation(db, { companyId, rule: 'poor_service', now: now - 40 * DAY, key: 'demo:v1', description: '客服在售后沟通中使用不文明用语（买家投诉，附聊天截图）', evidence: ['https://static.example.cn/demo/violation/chat-1.png'] });
  await appeal(db, v1.violation, { text: '客服已被约谈并向买家道歉，买家已撤回投诉', images: [] }, now - 38 * DAY);
  await decideAppeal(db, { ...v1.violation, status: 2 }, 'uphold', '聊天记录显示确有不当言论，维持处罚', now - 35 * DAY);
  const v2 = await issueViolation(db, { companyId, rule: 'false_tracking', orderId: order ? Number(order.id) : null, now: now - 20 * DAY, key: 'demo:v2', amount: 20000, evidence: ['https://static.example.cn/demo/violation/track-1.png'] });
  await appeal(db, v2.violation, { text: '快递公司系统延迟更新，已附揽收底单', images: [] }, now - 19 * DAY);
  await decideAppeal(db, { ...v2.violation, status: 2 }, 'revoke', '快递公司已证实揽收，撤销处罚并退回保证金', now - 17 * DAY);
  const v3 = await issueViolation(db, { companyId, rule: 'late_ship', orderId: order ? Number(order.id) : null, now: now - 5 * DAY, key: 'demo:v3', amount: 1000 });
  await appeal(db, v3.violation, { text: '该订单因校园封校无法发货，已与买家协商延期', images: [] }, now - 4 * DAY);
  await issueViolation(db, { companyId, rule: 'late_ship', now: now - 2 * DAY, key: 'demo:v4', amount: 500, description: '订单超过最晚发货时间 12 小时未发货（《发货管理规范》第 3 条）' });
  const states = Object.entries(by).map(([s, n]) => `${s}:${n}`).join(' ');
  return `${marked.length + Object.values(by).reduce((a, b) => a + b, 0)} 个售后单（各状态 ${states}），4 条违规，2 个退货地址`;
}


