/** Test fixtures: after-sale rows of every kind for a company (the security suite's prepareWorld). */
import type { Db } from '../../db/index.ts';
import { OrderStatus } from '../order/constants.ts';
import { CaseType } from './constants.ts';
import { escalate, openCase, refuse } from './service.ts';
import { issueViolation } from './violation.ts';

export async function afterSaleFixture(db: Db, companyId: number, now: number): Promise<void> {
  await db.insertInto('after_sale_address').values({ company_id: companyId, name: `售后收件人${companyId}`, phone: '13800000009', region: '浙江省杭州市', address: `测试路 ${companyId} 号`, is_default: 1, created_at: now }).execute();
  await db.insertInto('after_sale_reason').values({ company_id: companyId, code: 'used', text: `拒绝预设${companyId}`, created_at: now }).execute();
  const orders = await db.selectFrom('orders').select('id').where('company_id', '=', companyId).where('status', 'in', [OrderStatus.SHIPPED, OrderStatus.COMPLETED]).where('after_sale_status', '=', 0).orderBy('id').limit(2).execute();
  await db.transaction().execute(async (trx) => {
    if (orders[0]) await openCase(trx, { companyId, orderId: Number(orders[0].id), type: CaseType.RETURN, reasonCode: 'quality', now });
    if (orders[1]) {
      const c = await openCase(trx, { companyId, orderId: Number(orders[1].id), type: CaseType.REFUND, reasonCode: 'quality', now });
      const r = await refuse(trx, c, { type: 1, name: '测试' }, { reasonCode: 'no_evidence' }, now);
      await escalate(trx, r, { text: '买家申请平台介入' }, now);
    }
    await issueViolation(trx, { companyId, rule: 'poor_service', now, key: `fixture:${companyId}` });
  });
}
