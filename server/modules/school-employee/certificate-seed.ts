import type { Db } from '../../db/index.ts';
import { A } from './service.ts';
import { CERT, issueCertificate } from './certificate.ts';

/**
 * Demo internship certificates: one for the agent who left first (valid), and one issued to an active agent and
 * revoked (the list shows both states); the other agents on duty or departed can be certified from the page.
 */
export async function seedCertificates(db: Db, companyId: number, now: number, random: () => number): Promise<void> {
  const left = await db.selectFrom('se_agent').select('id').where('company_id', '=', companyId).where('state', '=', A.LEFT).orderBy('id').executeTakeFirst();
  const active = await db.selectFrom('se_agent').select('id').where('company_id', '=', companyId).where('state', '=', A.ACTIVE).orderBy('id').executeTakeFirst();
  const work = '在校内推广店铺商品，组织宿舍楼试用与团购，收集同学反馈并整理成周报';
  if (left) {
    await issueCertificate(db, { companyId, userId: null, agentId: left.id, workSummary: work, comment: '实习期间工作认真负责，沟通能力强，能按时完成店铺布置的推广任务。', now: now - 3 * 86_400_000, random });
  }
  if (active) {
    const id = await issueCertificate(db, { companyId, userId: null, agentId: active.id, workSummary: work, comment: '积极主动，推广效果良好。', now: now - 2 * 86_400_000, random });
    await db.updateTable('se_certificate').set({ status: CERT.REVOKED, revoke_reason: '实习尚未结束，结束后重新开具', revoked_at: now - 86_400_000 }).where('id', '=', id).execute();
  }
}
