import type { HandlerContext, HandlerMap } from '../../lib/handler.ts';
import { requireAuth } from '../../lib/handler.ts';
import { audit } from '../../lib/audit.ts';
import type { Db } from '../../db/index.ts';
import { STATUS_TEXT as ORDER_STATUS_TEXT } from '../order/index.ts';
import { loadSample, S, SAMPLE_LIMIT, SAMPLE_STATUS_TEXT, saveSample, stopSample } from './sample-service.ts';
import { PACKAGE_PHASE_TEXT, packagePhase } from './task-service.ts';

/**
 * Task-package samples (/xm-job/merchant/taskPackage/sample/...): the sample-config list with its sample orders, and
 * goods-edit (choose a package and one SKU, how many pieces each agent gets and how many to reserve). Writes need the
 * operate key sample.config.edit (checked by the contract), run in one transaction and are audited.
 */

function who(ctx: HandlerContext) {
  const a = requireAuth(ctx);
  return { companyId: a.companyId, userId: a.userId, now: ctx.deps.clock.now() };
}

async function record(ctx: HandlerContext, action: string, detail: Record<string, unknown>) {
  const a = requireAuth(ctx);
  await audit(ctx.db, { companyId: a.companyId, userId: a.userId, actor: 'merchant', action, detail, at: ctx.deps.clock.now() });
}

async function present(db: Db, companyId: number, ids: number[] | null, now: number) {
  let q = db
    .selectFrom('se_sample as s')
    .innerJoin('se_task_package as p', 'p.id', 's.package_id')
    .selectAll('s')
    .select(['p.title', 'p.status as package_status', 'p.open_at', 'p.deadline'])
    .where('s.company_id', '=', companyId);
  if (ids) q = q.where('s.id', 'in', ids.length ? ids : [0]);
  const rows = await q.orderBy('s.status').orderBy('s.id', 'desc').limit(SAMPLE_LIMIT).execute();
  const shipped = new Map<number, { orders: number; shipped: number }>();
  if (rows.length) {
    const counts = await db
      .selectFrom('se_sample_order as so')
      .innerJoin('orders as o', 'o.id', 'so.order_id')
      .select(['so.sample_id', 'o.status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('so.sample_id', 'in', rows.map((r) => r.id))
      .groupBy(['so.sample_id', 'o.status'])
      .execute();
    for (const c of counts) {
      const m = shipped.get(c.sample_id) ?? { orders: 0, shipped: 0 };
      m.orders += Number(c.n);
      if (c.status === 3 || c.status === 4) m.shipped += Number(c.n);
      shipped.set(c.sample_id, m);
    }
  }
  return rows.map((r) => {
    const phase = packagePhase({ status: r.package_status, open_at: r.open_at, deadline: r.deadline }, now);
    const m = shipped.get(r.id) ?? { orders: 0, shipped: 0 };
    return {
      sampleId: r.id,
      packageId: r.package_id,
      packageTitle: r.title,
      packagePhaseText: PACKAGE_PHASE_TEXT[phase]!,
      goodsId: r.goods_id,
      skuId: r.sku_id,
      goodsName: r.goods_name,
      specText: r.spec_text,
      image: r.image,
      unitPrice: Number(r.unit_price),
      perAgent: r.per_agent,
      total: r.total,
      allocated: r.allocated,
      remaining: r.status === S.ACTIVE ? r.total - r.allocated : 0,
      status: r.status as 1 | 2,
      statusText: r.status === S.ACTIVE && r.total - r.allocated < r.per_agent ? '已发完' : SAMPLE_STATUS_TEXT[r.status]!,
      orderCount: m.orders,
      shippedCount: m.shipped,
      note: r.note,
      createdAt: Number(r.created_at),
      updatedAt: Number(r.updated_at),
    };
  });
}

async function tpSampleList(ctx: HandlerContext) {
  const { companyId, now } = who(ctx);
  return { list: await present(ctx.db, companyId, null, now) };
}

async function tpSampleDetail(ctx: HandlerContext<{ sampleId: number }>) {
  const { companyId, now } = who(ctx);
  await loadSample(ctx.db, companyId, ctx.body.sampleId);
  return (await present(ctx.db, companyId, [ctx.body.sampleId], now))[0]!;
}

/** What goods-edit offers: packages still open to takes and the shop's goods with their SKUs and stock. */
async function tpSampleOptions(ctx: HandlerContext<{ keyword?: string | null }>) {
  const { companyId, now } = who(ctx);
  const packages = await ctx.db
    .selectFrom('se_task_package')
    .select(['id', 'title', 'status', 'open_at', 'deadline'])
    .where('company_id', '=', companyId)
    .where('status', '=', 1)
    .where('deadline', '>', now)
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  const withSample = new Set(
    (await ctx.db.selectFrom('se_sample').select('package_id').where('company_id', '=', companyId).where('status', '=', S.ACTIVE).execute()).map((r) => r.package_id),
  );
  const keyword = ctx.body.keyword?.trim();
  let gq = ctx.db
    .selectFrom('goods')
    .select(['id', 'name', 'main_image', 'status'])
    .where('company_id', '=', companyId)
    .where('deleted_at', 'is', null);
  if (keyword) gq = gq.where('name', 'like', `%${keyword.replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
  const goods = await gq.orderBy('id', 'desc').limit(50).execute();
  const skus = goods.length
    ? await ctx.db
        .selectFrom('goods_sku')
        .select(['id', 'goods_id', 'spec_text', 'price', 'stock'])
        .where('goods_id', 'in', goods.map((g) => g.id))
        .where('company_id', '=', companyId)
        .where('status', '=', 1)
        .orderBy('id')
        .execute()
    : [];
  return {
    packages: packages.map((p) => ({
      packageId: p.id,
      title: p.title,
      phaseText: PACKAGE_PHASE_TEXT[packagePhase(p, now)]!,
      deadline: Number(p.deadline),
      hasSample: withSample.has(p.id),
    })),
    goods: goods
      .map((g) => ({
        goodsId: g.id,
        name: g.name,
        image: g.main_image,
        onSale: g.status === 1,
        skus: skus.filter((s) => s.goods_id === g.id).map((s) => ({ skuId: s.id, specText: s.spec_text, price: Number(s.price), stock: s.stock })),
      }))
      .filter((g) => g.skus.length),
  };
}

interface SaveBody {
  sampleId?: number | null;
  packageId: number;
  skuId: number;
  perAgent: number;
  total: number;
  note?: string | null;
}

async function tpSampleSave(ctx: HandlerContext<SaveBody>) {
  const { companyId, userId, now } = who(ctx);
  const b = ctx.body;
  const before = b.sampleId ? await loadSample(ctx.db, companyId, b.sampleId) : null;
  const id = await saveSample(ctx.db, {
    companyId,
    userId,
    sampleId: b.sampleId ?? null,
    packageId: b.packageId,
    skuId: b.skuId,
    perAgent: b.perAgent,
    total: b.total,
    note: b.note ?? null,
    now,
  });
  await record(ctx, before ? 'schoolEmployee.sample.update' : 'schoolEmployee.sample.create', {
    sampleId: id,
    packageId: b.packageId,
    skuId: b.skuId,
    before: before ? { perAgent: before.per_agent, total: before.total } : null,
    after: { perAgent: b.perAgent, total: b.total },
  });
  return (await present(ctx.db, companyId, [id], now))[0]!;
}

async function tpSampleStop(ctx: HandlerContext<{ sampleId: number }>) {
  const { companyId, userId, now } = who(ctx);
  const returned = await stopSample(ctx.db, { companyId, userId, sampleId: ctx.body.sampleId, now });
  await record(ctx, 'schoolEmployee.sample.stop', { sampleId: ctx.body.sampleId, returned });
  return { sampleId: ctx.body.sampleId, returned };
}

/** Sample orders, newest first (keyset on se_sample_order.id). */
async function tpSampleOrders(ctx: HandlerContext<{ sampleId?: number | null; cursor?: string | null; pageSize: number }>) {
  const { companyId } = who(ctx);
  const b = ctx.body;
  let q = ctx.db
    .selectFrom('se_sample_order as so')
    .innerJoin('se_sample as s', 's.id', 'so.sample_id')
    .innerJoin('se_task_package as p', 'p.id', 's.package_id')
    .innerJoin('se_agent as a', 'a.id', 'so.agent_id')
    .innerJoin('orders as o', 'o.id', 'so.order_id')
    .select(['so.id', 'so.sample_id', 'so.take_id', 'so.quantity', 'so.created_at', 's.goods_name', 's.spec_text', 'p.title', 'a.id as agent_id', 'a.name', 'a.school_name', 'o.id as order_id', 'o.order_no', 'o.status'])
    .where('so.company_id', '=', companyId);
  if (b.sampleId) q = q.where('so.sample_id', '=', b.sampleId);
  if (b.cursor) q = q.where('so.id', '<', Number(b.cursor));
  const rows = await q.orderBy('so.id', 'desc').limit(b.pageSize + 1).execute();
  const page = rows.slice(0, b.pageSize);
  return {
    list: page.map((r) => ({
      id: r.id,
      sampleId: r.sample_id,
      takeId: r.take_id,
      packageTitle: r.title,
      goodsName: r.goods_name,
      specText: r.spec_text,
      quantity: r.quantity,
      agentId: r.agent_id,
      agentName: r.name,
      schoolName: r.school_name,
      orderId: r.order_id,
      orderNo: r.order_no,
      orderStatus: r.status,
      orderStatusText: ORDER_STATUS_TEXT[r.status] ?? '未知',
      createdAt: Number(r.created_at),
    })),
    nextCursor: rows.length > b.pageSize ? String(page[page.length - 1]!.id) : null,
  };
}

export const sampleHandlers: HandlerMap = {
  tpSampleList,
  tpSampleDetail,
  tpSampleOptions,
  tpSampleSave,
  tpSampleStop,
  tpSampleOrders,
};
