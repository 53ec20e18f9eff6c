import path from 'node:path';
import { loadConfig } from '../../config.ts';
import { clock } from '../../lib/clock.ts';
import { emitEvent } from '../../lib/events.ts';
import { PARTNERS, vendorCredential, VENDORS } from '../../modules/open-erp/service.ts';
import { runErpSim } from '../../modules/open-erp/simulator.ts';
import { CommandError, type PlatformCommand } from '../types.ts';

/** `erp-sim <vendor>`: an ERP end to end over HTTP against a running server (docs/open-erp.md「ERP 模拟器」). */
export const erpSimCommand: PlatformCommand = {
  name: 'erp-sim',
  usage: [
    'erp-sim <vendor> [--url http://127.0.0.1:3000] [--ship 3] [--stock 3] [--state <文件>] [--reset]',
    '                                                 模拟 ERP：申请授权、等商家确认、增量拉单、回传发货、推送库存',
  ],
  async run(args, { handle, out }) {
    const [vendor, ...rest] = args;
    if (!vendor || !VENDORS[vendor]) throw new CommandError(`请指定 ERP 服务商：${Object.keys(VENDORS).join('、')}`);
    const opt = (name: string) => {
      const i = rest.indexOf(`--${name}`);
      return i >= 0 ? rest[i + 1] : undefined;
    };
    const num = (name: string, def: number) => {
      const v = opt(name);
      if (v === undefined) return def;
      if (!/^\d{1,4}$/.test(v)) throw new CommandError(`--${name} 应为 0 至 9999 的整数`);
      return Number(v);
    };
    const config = loadConfig();
    const url = opt('url') ?? `http://127.0.0.1:${config.port}`;
    const stateFile = opt('state') ?? path.join(config.dataDir, `erp-sim-${vendor}.json`);
    if (rest.includes('--reset')) {
      const fs = await import('node:fs');
      fs.rmSync(stateFile, { force: true });
    }
    const cred = await vendorCredential(handle.db, vendor, clock.now());
    out(`${VENDORS[vendor]} ERP 模拟器，平台地址 ${url}，状态文件 ${stateFile}`);
    try {
      const r = await runErpSim({ baseUrl: url, vendor, vendorKey: cred.app_key, vendorSecret: cred.app_secret, stateFile, ship: num('ship', 3), stock: num('stock', 3), now: () => clock.now(), log: out });
      out(`完成：新订单 ${r.newOrders} 单，回传发货 ${r.shipped.length} 单，更新库存 ${r.stock.length} 个 SKU${r.afterSales === null ? "" : `，售后单新增或变化 ${r.afterSales} 单`}`);
    } catch (e) {
      const cause = (e as { cause?: { code?: string } }).cause;
      if (cause?.code === 'ECONNREFUSED') throw new CommandError(`连不上平台 ${url}：请先 npm start，或用 --url 指定地址`);
      throw new CommandError((e as Error).message);
    }
  },
};

/** The platform's side of docking applications: list the open ones, accept (服务商配置中) or reject with a reason. */
export const erpFormCommand: PlatformCommand = {
  name: 'erp-form',
  usage: [
    'erp-form list                                   列出待受理与处理中的 ERP / 跨境清关对接申请',
    'erp-form accept <申请单ID> [回复]                受理：对接状态变为服务商配置中',
    'erp-form reject <申请单ID> <原因>                驳回：对接状态变为已驳回',
  ],
  async run(args, { handle, out }) {
    const db = handle.db;
    const [sub, idText, ...rest] = args;
    if (sub === 'list' || sub === undefined) {
      const rows = await db.selectFrom('erp_form').selectAll().where('status', 'in', [0, 1]).orderBy('id').execute();
      if (!rows.length) return out('没有待处理的对接申请');
      for (const r of rows) out(`  申请单 ${r.id}  ${r.form_no}  公司 ${r.company_id}  ${r.vendor ? VENDORS[r.vendor] : `跨境清关 ${r.partner}`}  ${r.status === 0 ? '待受理' : '处理中'}  联系人 ${r.contact_name}`);
      return;
    }
    if (sub !== 'accept' && sub !== 'reject') throw new CommandError('用法：erp-form list | accept <申请单ID> [回复] | reject <申请单ID> <原因>');
    if (!idText || !/^\d{1,12}$/.test(idText)) throw new CommandError(`申请单ID应为正整数：${idText ?? '(缺少)'}`);
    const text = rest.join(' ').trim();
    if (sub === 'reject' && !text) throw new CommandError('驳回须写原因');
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      const f = await trx.selectFrom('erp_form').selectAll().where('id', '=', Number(idText)).executeTakeFirst();
      if (!f) throw new CommandError('申请单不存在');
      if (f.status !== 0 && !(sub === 'reject' && f.status === 1)) throw new CommandError('该申请单已处理');
      const reply = text || (sub === 'accept' ? '已受理，已通知服务商' : '');
      const status = sub === 'accept' ? 1 : 3;
      await trx.updateTable('erp_form').set({ status, reply: reply.slice(0, 500), updated_at: now }).where('id', '=', f.id).execute();
      await trx.insertInto('erp_form_log').values({ form_id: f.id, company_id: f.company_id, status, operator: '平台运营', remark: reply.slice(0, 500), at: now }).execute();
      await emitEvent(trx, { companyId: f.company_id, kind: 'openErp.formReviewed', subjectId: f.id, payload: { accepted: sub === 'accept', formNo: f.form_no, target: f.vendor ? VENDORS[f.vendor] : `跨境清关 ${(f.partner && PARTNERS[f.partner]) ?? f.partner}`, reply: reply.slice(0, 200) || null }, now });
      if (f.abutment_id !== null) {
        await trx
          .updateTable('erp_abutment')
          .set(sub === 'accept' ? { status: 2, updated_at: now } : { status: 6, reject_reason: reply.slice(0, 500), updated_at: now })
          .where('id', '=', f.abutment_id)
          .where('status', 'in', [1, 2])
          .execute();
      }
    });
    out(`申请单 ${idText} 已${sub === 'accept' ? '受理' : '驳回'}`);
  },
};
