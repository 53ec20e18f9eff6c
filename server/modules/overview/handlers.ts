import { clock } from '../../lib/clock.ts';
import { sql } from 'kysely';
import type { HandlerContext, HandlerMap } from '../../lib/handler.ts';
import { requireAuth } from '../../lib/handler.ts';
import type { Db } from '../../db/index.ts';
import { todoItems } from '../after-sale/index.ts';
import { AfterSale, chinaDate, DAY, LOW_STOCK, OrderStatus, startOfChinaDay, TAB_AFTER_SALE } from '../order/index.ts';

const TREND_DAYS = 30;
const CHINA_OFFSET = 8 * 3600_000;

async function paidBetween(db: Db, companyId: number, from: number, to: number) {
  const r = await db
    .selectFrom('orders')
    .select((eb) => [eb.fn.coalesce(eb.fn.sum<number>('paid_amount'), sql<number>`0`).as('amount'), eb.fn.countAll<number>().as('n')])
    .where('company_id', '=', companyId)
    .where('paid_at', '>=', from)
    .where('paid_at', '<', to)
    .executeTakeFirstOrThrow();
  // Visitors are not recorded anywhere yet: null, never an estimate.
  return { paidAmount: Number(r.amount), paidOrders: Number(r.n), visitors: null, conversionRate: null };
}

/** The shop's landing figures; every number is read from the orders and goods tables at request time. */
export async function overview(db: Db, companyId: number, now = clock.now()) {
  const today = startOfChinaDay(now);
  const trendFrom = today - (TREND_DAYS - 1) * DAY;
  const [todayFig, yesterdayFig, counters, overdue, onSale, lowStock, trendRows, shipTodos, afterSaleTodos, reviewTodos] = await Promise.all([
    paidBetween(db, companyId, today, today + DAY),
    paidBetween(db, companyId, today - DAY, today),
    db.selectFrom('order_counter').select(['tab', 'n']).where('company_id', '=', companyId).execute(),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('company_id', '=', companyId)
      .where('status', '=', OrderStatus.TO_SHIP)
      .where('ship_by_at', '<', now)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('goods')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('company_id', '=', companyId)
      .where('status', '=', 1)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('goods as g')
      .select((eb) => eb.fn.count<number>('g.id').distinct().as('n'))
      .where('g.company_id', '=', companyId)
      .where('g.status', '=', 1)
      .where('g.deleted_at', 'is', null)
      .where((eb) =>
        eb.exists(eb.selectFrom('goods_sku as s').select('s.id').whereRef('s.goods_id', '=', 'g.id').where('s.status', '=', 1).where('s.stock', '<=', LOW_STOCK)),
      )
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('orders')
      .select((eb) => [
        sql<number>`(paid_at + ${sql.lit(CHINA_OFFSET)}) / ${sql.lit(DAY)}`.as('day'),
        eb.fn.sum<number>('paid_amount').as('amount'),
        eb.fn.countAll<number>().as('n'),
      ])
      .where('company_id', '=', companyId)
      .where('paid_at', '>=', trendFrom)
      .where('paid_at', '<', today + DAY)
      .groupBy(sql`(paid_at + ${sql.lit(CHINA_OFFSET)}) / ${sql.lit(DAY)}`)
      .execute(),
    db
      .selectFrom('orders')
      .select(['id', 'order_no', 'receiver_name', 'school', 'ship_by_at'])
      .where('company_id', '=', companyId)
      .where('status', '=', OrderStatus.TO_SHIP)
      .orderBy('ship_by_at', 'asc')
      .limit(10)
      .execute(),
    db
      .selectFrom('orders')
      .select(['id', 'order_no', 'receiver_name'])
      .where('company_id', '=', companyId)
      .where('after_sale_status', '=', AfterSale.IN_PROGRESS)
      .orderBy('created_at', 'desc')
      .limit(5)
      .execute(),
    db
      .selectFrom('evaluation')
      .select(['id', 'goods_name', 'rating', 'created_at'])
      .where('company_id', '=', companyId)
      .where('rating', '<=', 2)
      .where('reply', 'is', null)
      .orderBy('created_at', 'desc')
      .limit(5)
      .execute(),
  ]);
  const caseTodos = await todoItems(db, companyId, now);
  const caseOrders = new Set((await db.selectFrom('after_sale').select('order_id').where('company_id', '=', companyId).where('status', 'in', [10, 20, 30, 40, 50, 60, 85]).execute()).map((r) => Number(r.order_id)));
  const afterSaleCases = caseTodos;
  const byTab = new Map(counters.map((c) => [c.tab, Number(c.n)]));
  const byDay = new Map(trendRows.map((r) => [Number(r.day), r]));
  const trend = [];
  for (let i = 0; i < TREND_DAYS; i++) {
    const start = trendFrom + i * DAY;
    const r = byDay.get(Math.floor((start + CHINA_OFFSET) / DAY));
    trend.push({ date: chinaDate(start), paidAmount: Number(r?.amount ?? 0), paidOrders: Number(r?.n ?? 0) });
  }
  const lowStockCount = Number(lowStock.n);
  const TODO_MAX = 20;
  const todos = [
    ...shipTodos.map((o) => ({
      type: 'ship' as const,
      title: o.ship_by_at != null && o.ship_by_at < now ? '订单已超时未发货' : '订单待发货',
      description: `${o.order_no} · ${o.receiver_name} · ${o.school}`.slice(0, 200),
      deadline: o.ship_by_at,
      link: `/order/detail?orderId=${o.id}`,
    })),
    // Cases with their own deadlines (the after-sale area); an order marked "after-sale" without a case (data from
    // before the after-sale area) still shows, without a deadline.
    ...afterSaleCases,
    ...afterSaleTodos
      .filter((o) => !caseOrders.has(o.id))
      .map((o) => ({
        type: 'afterSale' as const,
        title: '售后待处理',
        description: `${o.order_no} · ${o.receiver_name}`.slice(0, 200),
        deadline: null,
        link: `/order/detail?orderId=${o.id}`,
      })),
    ...reviewTodos.map((e) => ({
      type: 'review' as const,
      title: `${e.rating} 星差评待回复`,
      description: e.goods_name.slice(0, 200),
      deadline: null,
      link: `/order/evaluate?rating=${e.rating}&replied=0`,
    })),
  ];
  // Ordered by deadline (ship-by first, earliest first); items without a deadline keep their kind's order after.
  todos.sort((a, b) => (a.deadline ?? Infinity) - (b.deadline ?? Infinity));
  // The low-stock line sums up many goods: it always has its place, however many orders wait.
  const summaries =
    lowStockCount > 0
      ? [{ type: 'lowStock' as const, title: '商品库存不足', description: `${lowStockCount} 个在售商品的规格库存不超过 ${LOW_STOCK} 件`, deadline: null, link: '/goods/list' }]
      : [];
  return {
    today: todayFig,
    yesterday: yesterdayFig,
    toShip: byTab.get(OrderStatus.TO_SHIP) ?? 0,
    shipOverdue: Number(overdue.n),
    afterSaleWaiting: byTab.get(TAB_AFTER_SALE) ?? 0,
    goodsOnSale: Number(onSale.n),
    lowStock: lowStockCount,
    trend,
    todos: [...todos.slice(0, TODO_MAX - summaries.length), ...summaries],
    generatedAt: now,
  };
}

async function overviewData(ctx: HandlerContext) {
  const a = requireAuth(ctx);
  return overview(ctx.db, a.companyId);
}

export const overviewHandlers: HandlerMap = { overviewData };
