import type { Db } from '../../db/index.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { dayStart } from '../finance/accounts-chart.ts';
import { confirmRecharge, registerRecharge } from '../finance/deposit.ts';
import { fund, newCompany, readyToWithdraw } from '../finance/withdraw.testing.ts';
import { simulateOrders } from '../order/simulate.ts';
import { OrderStatus } from '../order/constants.ts';

/** Thrown to roll back a simulated order that is not the one wanted. */
class NotThisOne extends Error {}

export interface ClosingShop {
  companyId: number;
  ownerPhone: string;
  memberId: number;
  memberPhone: string;
  /** The one open order: unpaid (待付款), so the merchant can close it. */
  orderId: number;
  orderNo: string;
  disputeId: number;
  /** The available balance to withdraw before closing. */
  available: number;
  deposit: number;
  goods: number;
}

/**
 * A verified shop that may not close yet, for the closing tests (server and browser): goods on sale, one unpaid
 * order a buyer just placed (through the order simulator), ¥123.45 available to withdraw (a test adjustment, with a
 * bound settlement account), a statement dispute waiting for the platform, and a ¥2,000.00 deposit. Also a member
 * with a small role, to hand the shop to.
 */
export async function closingShop(db: Db, now: number, name = '杭州关店测试文具有限公司'): Promise<ClosingShop> {
  const { companyId, phone: ownerPhone } = await newCompany(db, { type: 1, name, ownerName: '周关店' });
  const owner = await db.selectFrom('merchant_user').select(['id', 'password_hash']).where('phone', '=', ownerPhone).executeTakeFirstOrThrow();
  const role = await db.insertInto('role').values({ company_id: companyId, name: '运营专员', created_at: now }).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('role_key')
    .values(['goods.list', 'order.list', 'company.view'].map((k) => ({ role_id: role.id, auth_key: k })))
    .execute();
  const memberPhone = `137${ownerPhone.slice(3)}`;
  const member = await db
    .insertInto('merchant_user')
    .values({ company_id: companyId, phone: memberPhone, name: '吴运营', avatar: null, password_hash: owner.password_hash ?? (await hashPassword('Demo@123456')), password_set_at: now, password_set_by_other: 0, is_owner: 0, status: 1, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_role').values({ user_id: member.id, role_id: role.id }).execute();
  let cat = await db.selectFrom('category').select('id').where('level', '=', 3).orderBy('id').executeTakeFirst();
  cat ??= await db.selectFrom('category').select('id').orderBy('id').executeTakeFirst();
  if (!cat) cat = await db.insertInto('category').values({ parent_id: 0, level: 1, name: '文具', sort: 0 }).returning('id').executeTakeFirstOrThrow();
  const names = ['关店测试 中性笔 12 支装', '关店测试 笔记本 A5'];
  for (const [i, n] of names.entries()) {
    const g = await db
      .insertInto('goods')
      .values({ company_id: companyId, category_id: cat.id, name: n, status: 1, main_image: '/favicon.svg', price_min: 1990 + i * 1000, price_max: 1990 + i * 1000, stock_total: 500, sales: 0, created_at: now, updated_at: now, deleted_at: null } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('goods_sku')
      .values({ goods_id: g.id, company_id: companyId, spec_json: '[]', spec_text: '默认', price: 1990 + i * 1000, stock: 500, status: 1, created_at: now, updated_at: now } as never)
      .execute();
  }
  // A buyer's fresh order that is still unpaid: the simulator's seeds are tried until one leaves it so.
  let order: { id: number; order_no: string } | undefined;
  for (let seed = 1; !order && seed < 400; seed++) {
    try {
      order = await db.transaction().execute(async (trx) => {
        await simulateOrders(trx, companyId, 1, { seed, days: 1 / 96, now });
        const o = await trx.selectFrom('orders').select(['id', 'order_no', 'status']).where('company_id', '=', companyId).executeTakeFirstOrThrow();
        if (o.status !== OrderStatus.TO_PAY) throw new NotThisOne();
        return o;
      });
    } catch (e) {
      if (!(e instanceof NotThisOne)) throw e;
    }
  }
  if (!order) throw new Error('找不到留下待付款订单的模拟种子');
  const available = 12_345;
  await readyToWithdraw(db, companyId, now - 86_400_000, { accountType: 1, accountName: name });
  await fund(db, companyId, available, now - 86_400_000);
  const deposit = 200_000;
  const rec = await registerRecharge(db, { companyId, userId: owner.id, input: { amount: deposit, payerName: name, payerAccountNo: '6222021202001234567', transferSerialNo: `CLOSE${companyId}`, transferredAt: now - 3_600_000 }, now });
  await confirmRecharge(db, rec.id, now, 'test');
  const dispute = await db
    .insertInto('fin_statement_dispute')
    .values({ company_id: companyId, period: 'day', period_start: dayStart(now - 86_400_000), line_id: 1, reason: '这笔调账的金额与合同不符，请核实', status: 0, reply: null, created_by: owner.id, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { companyId, ownerPhone, memberId: member.id, memberPhone, orderId: order.id, orderNo: order.order_no, disputeId: Number(dispute.id), available, deposit, goods: names.length };
}
