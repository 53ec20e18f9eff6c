import type { SeedContext } from '../../db/seed.ts';
import { demoShop } from '../account/index.ts';
import { AbutmentStatus, FormStatus } from './service.ts';

const DAY = 86_400_000;

/**
 * The demo shop's ERP history: a 万里牛 application the platform turned down last month, and a 聚水潭 application
 * being configured by the vendor now (the ERP simulator's authorization moves it on to 待商家确认).
 */
export async function seedDemo({ db, now }: SeedContext): Promise<string> {
  const { companyId } = await demoShop(db);
  const form = async (no: string, vendor: string, status: number, at: number, reply: string | null, logs: Array<[number, string, string, number]>, abutmentStatus: number) => {
    const f = await db
      .insertInto('erp_form')
      .values({ company_id: companyId, form_no: no, abutment_type: 1, vendor, partner: null, status, abutment_id: null, vendor_shop_id: null, contact_name: '张晓明', contact_phone: '13800000001', remark: '订单量每天约 300 单，希望尽快接入', reply, created_at: at, updated_at: logs.at(-1)![3] })
      .returning('id')
      .executeTakeFirstOrThrow();
    const a = await db
      .insertInto('erp_abutment')
      .values({ company_id: companyId, abutment_type: 1, vendor, partner: null, status: abutmentStatus, form_id: Number(f.id), contact_name: '张晓明', contact_phone: '13800000001', reject_reason: abutmentStatus === AbutmentStatus.REJECTED ? reply : null, applied_at: at, confirmed_at: null, updated_at: logs.at(-1)![3] })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('erp_form').set({ abutment_id: Number(a.id) }).where('id', '=', Number(f.id)).execute();
    for (const [st, op, remark, t] of logs) await db.insertInto('erp_form_log').values({ form_id: Number(f.id), company_id: companyId, status: st, operator: op, remark, at: t }).execute();
  };
  const old = now - 35 * DAY;
  await form('EF202610200001', 'wanliniu', FormStatus.REJECTED, old, '万里牛暂未开通校园商城接口，请选择其他 ERP', [
    [FormStatus.PENDING, '张晓明', '提交申请', old],
    [FormStatus.REJECTED, '平台运营', '万里牛暂未开通校园商城接口，请选择其他 ERP', old + DAY],
  ], AbutmentStatus.REJECTED);
  const recent = now - 2 * DAY;
  await form('EF202611220002', 'jushuitan', FormStatus.HANDLING, recent, '已分配聚水潭实施顾问，预计 2 个工作日内完成配置', [
    [FormStatus.PENDING, '张晓明', '提交申请', recent],
    [FormStatus.HANDLING, '平台运营', '已受理，已通知聚水潭', recent + 3 * 3600_000],
  ], AbutmentStatus.CONFIGURING);
  return '演示店铺的 ERP 对接申请 2 张（万里牛已驳回、聚水潭服务商配置中）';
}
