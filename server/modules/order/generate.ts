import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/index.ts';
import type { OrdersTable, OrderLineTable } from '../../db/schema.ts';
import type { Insertable } from 'kysely';
import { AfterSale, DAY, HOUR, OrderStatus, SHIP_WITHIN_MS } from './constants.ts';
import { FALLBACK_GOODS, fakePerson, orderNoPrefix, pick, rng } from './fake-data.ts';
import { recomputeCounters } from './service.ts';
import { clock } from '../../lib/clock.ts';
import { PLATFORM_ACTIVITIES } from './simulate.ts';
import { BulkLedger, type BulkOrder } from '../finance/index.ts';
import { LOGISTICS } from './constants.ts';

/**
 * Loads `n` orders of one company for benchmarks and demos: batched multi-row INSERTs, many batches per
 * transaction, times spread over the past year (status by age), then the tab counters rebuilt from the rows.
 */
export async function generateOrders(
  db: Db,
  dialect: Dialect,
  companyId: number,
  n: number,
  opts: { now?: number; seed?: number; progress?: (done: number) => void } = {},
): Promise<{ inserted: number; ms: number }> {
  const t0 = performance.now();
  const now = opts.now ?? clock.now();
  const r = rng(opts.seed ?? 20240601);
  // Real goods of the shop when it has some (snapshot from the SKU), otherwise plausible stand-ins.
  const skus = await db
    .selectFrom('goods_sku as s')
    .innerJoin('goods as g', 'g.id', 's.goods_id')
    .select(['s.id as sku_id', 'g.id as goods_id', 'g.name', 's.spec_text', 's.price', 'g.main_image'])
    .where('s.company_id', '=', companyId)
    .where('s.status', '=', 1)
    .limit(200)
    .execute();
  type G = { goods_id: number | null; sku_id: number | null; name: string; spec: string; price: number; image: string | null };
  const goodsPool: G[] = skus.length
    ? skus.map((s) => ({ goods_id: s.goods_id, sku_id: s.sku_id, name: s.name, spec: s.spec_text, price: s.price, image: s.main_image }))
    : FALLBACK_GOODS.map((g) => ({ goods_id: null, sku_id: null, name: g.name, spec: g.spec, price: g.price, image: null }));
  const maxRow = await db.selectFrom('orders').select((eb) => eb.fn.max('id').as('m')).executeTakeFirst();
  let nextId = Number(maxRow?.m ?? 0) + 1;
  // SQLite allows 32,766 bound values per statement, PostgreSQL 65,535: 34 columns x 500 rows fits both.
  const rowsPerStmt = 500;
  const stmtsPerTx = 20;
  const logistics = Object.keys(LOGISTICS);
  // Paid orders post to the ledger in the same transactions (paid → pending; settled T+7 when due).
  const ledger = await BulkLedger.open(db, companyId, now);
  let done = 0;
  while (done < n) {
    await db.transaction().execute(async (trx) => {
      for (let s = 0; s < stmtsPerTx && done < n; s++) {
        const orders: Insertable<OrdersTable>[] = [];
        const lines: Insertable<OrderLineTable>[] = [];
        const count = Math.min(rowsPerStmt, n - done);
        for (let i = 0; i < count; i++) {
          const id = nextId++;
          const age = Math.floor(Math.pow(r(), 1.3) * 365 * DAY);
          const created = now - age;
          const buyer = fakePerson(r);
          const receiver = r() < 0.85 ? buyer : fakePerson(r);
          let status: number;
          const x = r();
          if (age < 30 * 60_000) status = x < 0.5 ? OrderStatus.TO_PAY : x < 0.95 ? OrderStatus.TO_SHIP : OrderStatus.CLOSED;
          else if (age < 2 * DAY) status = x < 0.02 ? OrderStatus.CLOSED : x < 0.55 ? OrderStatus.TO_SHIP : OrderStatus.SHIPPED;
          else if (age < 10 * DAY) status = x < 0.05 ? OrderStatus.CLOSED : x < 0.4 ? OrderStatus.SHIPPED : OrderStatus.COMPLETED;
          else status = x < 0.08 ? OrderStatus.CLOSED : OrderStatus.COMPLETED;
          const paid = status !== OrderStatus.TO_PAY && status !== OrderStatus.CLOSED;
          const paidAt = paid ? created + Math.floor(r() * 10 * 60_000) : null;
          const shippedAt = status === OrderStatus.SHIPPED || status === OrderStatus.COMPLETED ? Math.min(now, paidAt! + Math.floor(r() * 36 * HOUR)) : null;
          const completedAt = status === OrderStatus.COMPLETED ? Math.min(now, shippedAt! + Math.floor((1 + r() * 6) * DAY)) : null;
          const nLines = r() < 0.8 ? 1 : 2;
          let goodsAmount = 0;
          let items = 0;
          const names: string[] = [];
          for (let k = 0; k < nLines; k++) {
            const g = pick(r, goodsPool);
            const q = 1 + Math.floor(r() * 3);
            goodsAmount += g.price * q;
            items += q;
            names.push(g.name);
            lines.push({
              order_id: id,
              company_id: companyId,
              goods_id: g.goods_id,
              sku_id: g.sku_id,
              goods_name: g.name,
              spec_text: g.spec,
              image: g.image,
              unit_price: g.price,
              quantity: q,
              line_amount: g.price * q,
              order_created_at: created,
            });
          }
          const delivery = r() < 0.6 ? 2 : r() < 0.85 ? 1 : 3;
          const freight = delivery === 1 ? 800 : 0;
          const discount = r() < 0.3 ? Math.min(goodsAmount - 1, 500) : 0;
          const afterSale = (status === OrderStatus.SHIPPED || status === OrderStatus.COMPLETED) && r() < 0.005 ? AfterSale.IN_PROGRESS : AfterSale.NONE;
          orders.push({
            id,
            company_id: companyId,
            order_no: `${orderNoPrefix(created).slice(0, 8)}${String(id).padStart(10, '0')}`,
            status,
            after_sale_status: afterSale,
            buyer_id: 100000 + Math.floor(r() * 500000),
            buyer_name: buyer.name,
            buyer_phone: buyer.phone,
            receiver_name: receiver.name,
            receiver_phone: receiver.phone,
            receiver_address: receiver.address,
            school: receiver.school,
            campus: receiver.campus,
            delivery_type: delivery,
            goods_summary: names.join('；').slice(0, 200),
            item_count: items,
            goods_amount: goodsAmount,
            freight_amount: freight,
            discount_amount: discount,
            paid_amount: goodsAmount + freight - discount,
            buyer_remark: r() < 0.1 ? '请放宿舍楼下快递柜' : null,
            merchant_remark: null,
            close_reason: status === OrderStatus.CLOSED ? '超时未付款，系统自动关闭' : null,
            logistics_company: shippedAt ? pick(r, logistics) : null,
            tracking_no: shippedAt ? `YT${String(id).padStart(12, '0')}` : null,
            evaluated: 0,
            ship_by_at: status === OrderStatus.TO_SHIP ? paidAt! + SHIP_WITHIN_MS : null,
            created_at: created,
            paid_at: paidAt,
            shipped_at: shippedAt,
            completed_at: completedAt,
            closed_at: status === OrderStatus.CLOSED ? created + 30 * 60_000 : null,
            updated_at: completedAt ?? shippedAt ?? paidAt ?? created,
          });
        }
        await trx.insertInto('orders').values(orders).execute();
        for (let k = 0; k < lines.length; k += 1000) await trx.insertInto('order_line').values(lines.slice(k, k + 1000)).execute();
        const linesOf = new Map<number, BulkOrder['lines']>();
        for (const l of lines) {
          const list = linesOf.get(l.order_id as number) ?? [];
          list.push({ goods_id: (l.goods_id as number | null) ?? null, line_amount: l.line_amount as number });
          linesOf.set(l.order_id as number, list);
        }
        await ledger.post(
          trx,
          orders.map((o) => {
            // A third of the discounts are a platform activity's, paid back to the shop at settlement.
            const activity = o.discount_amount! > 0 && (o.id as number) % 3 === 0 ? PLATFORM_ACTIVITIES[(o.id as number) % PLATFORM_ACTIVITIES.length]! : null;
            return {
              id: o.id as number,
              order_no: o.order_no,
              status: o.status,
              after_sale_status: o.after_sale_status as number,
              paid_amount: o.paid_amount,
              paid_at: o.paid_at ?? null,
              completed_at: o.completed_at ?? null,
              ...(activity ? { subsidy: o.discount_amount!, subsidyActivityId: activity.id, subsidyActivity: activity.name } : {}),
              lines: linesOf.get(o.id as number) ?? [],
            };
          }),
        );
        done += count;
      }
    });
    opts.progress?.(done);
  }
  await BulkLedger.finish(db, dialect);
  if (dialect === 'postgres') {
    await sql`SELECT setval(pg_get_serial_sequence('orders', 'id'), (SELECT MAX(id) FROM orders))`.execute(db);
    await sql`ANALYZE orders`.execute(db);
    await sql`ANALYZE order_line`.execute(db);
  } else {
    await sql`ANALYZE`.execute(db);
  }
  await db.transaction().execute((trx) => recomputeCounters(trx, companyId));
  return { inserted: n, ms: Math.round(performance.now() - t0) };
}
