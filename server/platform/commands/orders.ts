import type { Db } from '../../db/index.ts';
import { SEED_ACCOUNTS } from '../../db/seed.ts';
import { BizError } from '../../lib/errors.ts';
import { generateOrders } from '../../modules/order/generate.ts';
import { simulateOrders } from '../../modules/order/simulate.ts';
import { CommandError, type PlatformCommand } from '../types.ts';

interface OrderArgs {
  n: number;
  companyId: number | null;
  seed: number | null;
  goodsIds: number[] | null;
  to: { school: string; campus: string } | null;
  delivery: 1 | 2 | 3 | null;
}

function parseArgs(args: string[], max: number): OrderArgs {
  const [nText, ...rest] = args;
  if (!nText || !/^[1-9]\d*$/.test(nText)) throw new CommandError('请给出订单数量（正整数）');
  const n = Number(nText);
  if (n > max) throw new CommandError(`订单数量至多 ${max}`);
  let companyId: number | null = null;
  let seed: number | null = null;
  let goodsIds: number[] | null = null;
  let to: { school: string; campus: string } | null = null;
  let delivery: 1 | 2 | 3 | null = null;
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === '--company' && /^[1-9]\d*$/.test(rest[i + 1] ?? '')) companyId = Number(rest[++i]);
    else if (rest[i] === '--seed' && /^\d{1,9}$/.test(rest[i + 1] ?? '')) seed = Number(rest[++i]);
    else if (rest[i] === '--goods' && /^[1-9]\d*(,[1-9]\d*)*$/.test(rest[i + 1] ?? '')) goodsIds = rest[++i]!.split(',').map(Number);
    else if (rest[i] === '--to' && /^[^/]{1,30}\/[^/]{1,30}$/.test(rest[i + 1] ?? '')) {
      const [school, campus] = rest[++i]!.split('/') as [string, string];
      to = { school, campus };
    } else if (rest[i] === '--delivery' && /^[123]$/.test(rest[i + 1] ?? '')) delivery = Number(rest[++i]) as 1 | 2 | 3;
    else throw new CommandError(`无法识别的参数：${rest[i]}`);
  }
  return { n, companyId, seed, goodsIds, to, delivery };
}

/** The demo shop: the company of the seeded owner 13800000001, unless --company is given. */
async function company(db: Db, companyId: number | null): Promise<{ id: number; name: string }> {
  const row = companyId
    ? await db.selectFrom('company').select(['id', 'name', 'review_status']).where('id', '=', companyId).executeTakeFirst()
    : await db
        .selectFrom('merchant_user as u')
        .innerJoin('company as c', 'c.id', 'u.company_id')
        .select(['c.id', 'c.name', 'c.review_status'])
        .where('u.phone', '=', SEED_ACCOUNTS.owner)
        .executeTakeFirst();
  if (!row) throw new CommandError(companyId ? `公司 ${companyId} 不存在` : '找不到演示店铺（13800000001 的公司）：这个数据库建立时没有写入演示数据（SEED_DEMO=0），请用 --company 指定公司');
  if (row.review_status !== 1) throw new CommandError(`公司 ${row.id} 尚未通过入驻审核`);
  return row;
}

export const genOrdersCommand: PlatformCommand = {
  name: 'gen-orders',
  usage: ['gen-orders <n> [--company <公司ID>] [--seed <种子>]   批量生成 n 个订单（压测用，分批多行插入；默认演示店铺）'],
  async run(args, { handle, out }) {
    const { n, companyId, seed } = parseArgs(args, 5_000_000);
    const c = await company(handle.db, companyId);
    out(`为「${c.name}」（ID ${c.id}）生成 ${n} 个订单……`);
    let last = 0;
    const r = await generateOrders(handle.db, handle.dialect, c.id, n, {
      ...(seed !== null ? { seed } : {}),
      progress: (done) => {
        if (done - last >= 100_000 || done === n) {
          last = done;
          out(`  已写入 ${done}`);
        }
      },
    });
    out(`完成：${r.inserted} 个订单，用时 ${(r.ms / 1000).toFixed(1)} 秒（${Math.round(r.inserted / (r.ms / 1000))} 单/秒）`);
  },
};

export const simulateOrdersCommand: PlatformCommand = {
  name: 'simulate-orders',
  usage: [
    'simulate-orders <n> [--company <公司ID>] [--seed <种子>]   模拟买家对店铺在售商品下单、付款、确认收货与评价（近 30 天）；运费按商品的运费模板计算',
    '  [--goods <商品ID,…>] [--to <学校>/<校区>] [--delivery 1|2|3]   只买这些商品；买家都住在这个校区；配送方式 1 快递 2 校园配送 3 自提',
  ],
  async run(args, { handle, out }) {
    const { n, companyId, seed, goodsIds, to, delivery } = parseArgs(args, 100_000);
    const c = await company(handle.db, companyId);
    try {
      const r = await simulateOrders(handle.db, c.id, n, { ...(seed !== null ? { seed } : {}), ...(goodsIds ? { goodsIds } : {}), ...(to ? { to } : {}), ...(delivery ? { delivery } : {}) });
      out(
        `「${c.name}」：下单 ${r.created}，付款 ${r.paid}，发货 ${r.shipped}，完成 ${r.completed}，关闭 ${r.closed}，评价 ${r.reviewed}，回复 ${r.replied}，售后 ${r.afterSale}`,
      );
    } catch (e) {
      if (e instanceof BizError) throw new CommandError(e.message);
      throw e;
    }
  },
};
