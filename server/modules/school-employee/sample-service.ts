import type { Db } from '../../db/index.ts';
import { fail } from '../../lib/errors.ts';
import { emitEvent } from '../../lib/events.ts';
import { AfterSale, OrderStatus } from '../order/index.ts';
import { orderNoPrefix } from '../order/index.ts';
import { getOrder, log, moveCounters, payOrder } from '../order/index.ts';
import { STALE } from './service.ts';

/**
 * Free samples of task packages (docs/school-employee.md「样品」): the rules shared by the merchant's calls, a take
 * (task-service takePackage) and the demo seed.
 * - Saving a sample reserves its total from the SKU's stock (goods_sku.stock and goods.stock_total go down at once), so
 *   buyers can no longer buy what the agents are promised. Raising the total reserves the difference; lowering it or
 *   stopping the sample returns what no agent received.
 * - Each agent who takes the package gets one sample order: an order of amount 0 to the agent at their school, paid at
 *   once (no money moves), which the merchant ships from the order pages like any other order.
 */

export const S = { ACTIVE: 1, STOPPED: 2 } as const;
export const SAMPLE_STATUS_TEXT: Record<number, string> = { 1: '发放中', 2: '已停止' };
export const SAMPLE_LIMIT = 200;
export const MAX_PER_AGENT = 10;
export const MAX_TOTAL = 100_000;

const SYSTEM = { type: 3, name: '系统' } as const;

export interface SampleInput {
  companyId: number;
  userId: number | null;
  sampleId: number | null;
  packageId: number;
  skuId: number;
  perAgent: number;
  total: number;
  note: string | null;
  now: number;
}

async function lockSku(db: Db, companyId: number, skuId: number) {
  const sku = await db
    .selectFrom('goods_sku as s')
    .innerJoin('goods as g', 'g.id', 's.goods_id')
    .select(['s.id', 's.goods_id', 's.spec_text', 's.price', 's.stock', 's.status', 'g.name', 'g.main_image', 'g.deleted_at'])
    .where('s.id', '=', skuId)
    .where('s.company_id', '=', companyId)
    .where('g.company_id', '=', companyId)
    .executeTakeFirst();
  if (!sku || sku.deleted_at !== null) throw fail('商品不存在或已删除');
  if (sku.status !== 1) throw fail('该规格已停用，不能作为样品');
  return sku;
}

/** Moves `delta` pieces out of (positive) or back into (negative) the SKU's stock. Refuses more than the stock. */
async function reserve(db: Db, sku: { id: number; goods_id: number }, delta: number, now: number) {
  if (delta === 0) return;
  let q = db
    .updateTable('goods_sku')
    .set((eb) => ({ stock: eb('stock', '-', delta), updated_at: now }))
    .where('id', '=', sku.id);
  if (delta > 0) q = q.where('stock', '>=', delta);
  const r = await q.executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) {
    const cur = await db.selectFrom('goods_sku').select('stock').where('id', '=', sku.id).executeTakeFirst();
    throw fail(`库存不足：该规格可用库存 ${cur?.stock ?? 0} 件，需预留 ${delta} 件`);
  }
  await db
    .updateTable('goods')
    .set((eb) => ({ stock_total: eb('stock_total', '-', delta), updated_at: now }))
    .where('id', '=', sku.goods_id)
    .execute();
}

/** The package a sample belongs to (task-service imports this file, so the package is read here). */
async function loadPackage(db: Db, companyId: number, packageId: number) {
  const p = await db.selectFrom('se_task_package').select(['id', 'title', 'status', 'deadline']).where('id', '=', packageId).where('company_id', '=', companyId).executeTakeFirst();
  if (!p) throw fail('任务包不存在');
  return p;
}

/** Creates or changes a sample, reserving stock. Returns the sample id. */
export async function saveSample(db: Db, p: SampleInput): Promise<number> {
  if (!db.isTransaction) return db.transaction().execute((trx) => saveSample(trx, p));
  if (!Number.isInteger(p.perAgent) || p.perAgent < 1 || p.perAgent > MAX_PER_AGENT) throw fail(`每人发放数量应为 1 至 ${MAX_PER_AGENT} 件`);
  if (!Number.isInteger(p.total) || p.total < 1 || p.total > MAX_TOTAL) throw fail(`样品总数应为 1 至 ${MAX_TOTAL} 件`);
  if (p.total < p.perAgent) throw fail('样品总数不能少于每人发放数量');
  const note = p.note?.trim() || null;
  if (p.sampleId === null) {
    const pkg = await loadPackage(db, p.companyId, p.packageId);
    if (pkg.status === 2) throw fail('任务包已关闭，不能再配置样品');
    if (p.now >= pkg.deadline) throw fail('任务包已截止，不能再配置样品');
    const dup = await db.selectFrom('se_sample').select('id').where('package_id', '=', pkg.id).where('status', '=', S.ACTIVE).executeTakeFirst();
    if (dup) throw fail('该任务包已有发放中的样品，请修改或停止后再配置');
    const count = await db.selectFrom('se_sample').select((eb) => eb.fn.countAll<number>().as('n')).where('company_id', '=', p.companyId).executeTakeFirstOrThrow();
    if (Number(count.n) >= SAMPLE_LIMIT) throw fail(`样品配置至多 ${SAMPLE_LIMIT} 条`);
    const sku = await lockSku(db, p.companyId, p.skuId);
    await reserve(db, { id: sku.id, goods_id: sku.goods_id }, p.total, p.now);
    const r = await db
      .insertInto('se_sample')
      .values({
        company_id: p.companyId,
        package_id: pkg.id,
        goods_id: sku.goods_id,
        sku_id: sku.id,
        goods_name: sku.name.slice(0, 100),
        spec_text: sku.spec_text.slice(0, 200),
        image: sku.main_image,
        unit_price: sku.price,
        per_agent: p.perAgent,
        total: p.total,
        allocated: 0,
        status: S.ACTIVE,
        note,
        created_by: p.userId,
        created_at: p.now,
        updated_at: p.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await emitEvent(db, { companyId: p.companyId, userId: p.userId, kind: 'taskSample.changed', subjectId: Number(r.id), payload: { packageId: pkg.id }, now: p.now });
    return Number(r.id);
  }
  const cur = await loadSample(db, p.companyId, p.sampleId);
  if (cur.status !== S.ACTIVE) throw fail('样品已停止发放，不能修改');
  if (cur.package_id !== p.packageId || cur.sku_id !== p.skuId) throw fail('样品的任务包与商品不能修改，请停止后重新配置');
  if (p.total < cur.allocated) throw fail(`样品总数不能少于已发放的 ${cur.allocated} 件`);
  await reserve(db, { id: cur.sku_id, goods_id: cur.goods_id }, p.total - cur.total, p.now);
  const n = await db
    .updateTable('se_sample')
    .set({ per_agent: p.perAgent, total: p.total, note, updated_at: p.now })
    .where('id', '=', cur.id)
    .where('total', '=', cur.total)
    .where('allocated', '=', cur.allocated)
    .where('status', '=', S.ACTIVE)
    .executeTakeFirst();
  if (Number(n.numUpdatedRows) !== 1) throw fail(STALE);
  await emitEvent(db, { companyId: p.companyId, userId: p.userId, kind: 'taskSample.changed', subjectId: cur.id, payload: { packageId: cur.package_id }, now: p.now });
  return cur.id;
}

export async function loadSample(db: Db, companyId: number, sampleId: number) {
  const s = await db.selectFrom('se_sample').selectAll().where('id', '=', sampleId).where('company_id', '=', companyId).executeTakeFirst();
  if (!s) throw fail('样品配置不存在');
  return s;
}

/** Stops a sample: no more sample orders; the pieces no agent received go back to stock. Returns them. */
export async function stopSample(db: Db, p: { companyId: number; userId: number | null; sampleId: number; now: number }): Promise<number> {
  if (!db.isTransaction) return db.transaction().execute((trx) => stopSample(trx, p));
  const cur = await loadSample(db, p.companyId, p.sampleId);
  if (cur.status !== S.ACTIVE) throw fail('样品已停止发放');
  const n = await db
    .updateTable('se_sample')
    .set({ status: S.STOPPED, updated_at: p.now })
    .where('id', '=', cur.id)
    .where('status', '=', S.ACTIVE)
    .where('allocated', '=', cur.allocated)
    .executeTakeFirst();
  if (Number(n.numUpdatedRows) !== 1) throw fail(STALE);
  const back = cur.total - cur.allocated;
  await reserve(db, { id: cur.sku_id, goods_id: cur.goods_id }, -back, p.now);
  await emitEvent(db, { companyId: p.companyId, userId: p.userId, kind: 'taskSample.changed', subjectId: cur.id, payload: { packageId: cur.package_id, returned: back }, now: p.now });
  return back;
}

/**
 * A take of a package with a sample in stock gets its sample order (in the take's transaction). Returns the order id,
 * or null when the package has no sample or the reserved pieces ran out (the take stands either way).
 */
export async function allocateSample(db: Db, p: { companyId: number; packageId: number; takeId: number; agentId: number; now: number }): Promise<number | null> {
  const s = await db
    .selectFrom('se_sample')
    .selectAll()
    .where('company_id', '=', p.companyId)
    .where('package_id', '=', p.packageId)
    .where('status', '=', S.ACTIVE)
    .executeTakeFirst();
  if (!s || s.total - s.allocated < s.per_agent) return null;
  const claimed = await db
    .updateTable('se_sample')
    .set((eb) => ({ allocated: eb('allocated', '+', s.per_agent), updated_at: p.now }))
    .where('id', '=', s.id)
    .where('status', '=', S.ACTIVE)
    .where((eb) => eb('allocated', '<=', eb('total', '-', s.per_agent)))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return null;
  const agent = await db.selectFrom('se_agent').select(['id', 'name', 'phone', 'school_name']).where('id', '=', p.agentId).executeTakeFirstOrThrow();
  const pkg = await loadPackage(db, p.companyId, p.packageId);
  const amount = s.unit_price * s.per_agent;
  const orderNo = `${orderNoPrefix(p.now)}9${String(p.takeId % 100_000).padStart(5, '0')}`;
  const inserted = await db
    .insertInto('orders')
    .values({
      company_id: p.companyId,
      order_no: orderNo,
      status: OrderStatus.TO_PAY,
      after_sale_status: AfterSale.NONE,
      // Agents are not platform buyers: their sample orders carry a buyer id of their own range (agent id + 9e8).
      buyer_id: 900_000_000 + agent.id,
      buyer_name: agent.name,
      buyer_phone: agent.phone,
      receiver_name: agent.name,
      receiver_phone: agent.phone,
      receiver_address: `${agent.school_name}（校园代理样品，配送到校）`.slice(0, 200),
      school: agent.school_name,
      campus: '',
      delivery_type: 2,
      goods_summary: s.goods_name.slice(0, 200),
      item_count: s.per_agent,
      goods_amount: amount,
      freight_amount: 0,
      discount_amount: amount,
      paid_amount: 0,
      buyer_remark: null,
      merchant_remark: `任务包样品：${pkg.title}`.slice(0, 200),
      close_reason: null,
      logistics_company: null,
      tracking_no: null,
      evaluated: 0,
      ship_by_at: null,
      created_at: p.now,
      paid_at: null,
      shipped_at: null,
      completed_at: null,
      closed_at: null,
      updated_at: p.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const orderId = Number(inserted.id);
  await db
    .insertInto('order_line')
    .values({
      order_id: orderId,
      company_id: p.companyId,
      goods_id: s.goods_id,
      sku_id: s.sku_id,
      goods_name: s.goods_name,
      spec_text: s.spec_text,
      image: s.image,
      unit_price: s.unit_price,
      quantity: s.per_agent,
      line_amount: amount,
      order_created_at: p.now,
    })
    .execute();
  let o = await getOrder(db, p.companyId, orderId);
  await moveCounters(db, p.companyId, null, o);
  await log(db, o, SYSTEM, '下单', `任务包「${pkg.title}」的样品，代理 ${agent.name} 领取，共 ${s.per_agent} 件（库存已在配置样品时预留）`, p.now);
  o = await payOrder(db, o, SYSTEM, p.now);
  await db.insertInto('se_sample_order').values({ company_id: p.companyId, sample_id: s.id, take_id: p.takeId, agent_id: agent.id, order_id: orderId, quantity: s.per_agent, created_at: p.now }).execute();
  return orderId;
}
