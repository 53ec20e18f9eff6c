import type { Db } from '../../db/index.ts';
import { applyRoadshow } from './roadshow.ts';
import { insertRoadshow } from './roadshow-seed.ts';

const DAY = 86_400_000;

/** For the security suite: one pending roadshow application of the company (a free event of its own, open now). */
export async function roadshowFixture(db: Db, companyId: number, now: number): Promise<void> {
  const g = await db.selectFrom('goods').select('id').where('company_id', '=', companyId).where('status', '=', 1).where('deleted_at', 'is', null).orderBy('id').executeTakeFirst();
  if (!g) throw new Error(`安全测试数据：公司 ${companyId} 没有在售商品，无法报名路演`);
  const day = Math.floor((now + 8 * 3_600_000) / DAY) * DAY - 8 * 3_600_000 + 10 * DAY;
  const ev = await insertRoadshow(db, { name: '安全测试路演', school: '安全测试大学', city: '广州', venue: '东门广场', description: '安全测试', boothFee: 0, signupStart: now - DAY, signupEnd: now + 5 * DAY, day, slots: [['09:00-12:00', 9, 12, 5]] }, now);
  await applyRoadshow(db, companyId, { roadshowId: ev.id, slotId: ev.slotIds[0]!, goodsIds: [Number(g.id)], contactName: '安全测试', contactPhone: '13900000000' }, now);
}
