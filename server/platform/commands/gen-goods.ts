import { CommandError, type PlatformCommand } from '../types.ts';
import { seedCategories } from '../../modules/goods/seed.ts';

/** Rows per INSERT (17 columns each: far below SQLite's 32,766 and PostgreSQL's 65,535 bound parameters). */
const BATCH = 500;
const WORDS = ['校园', '宿舍', '学院风', '简约', '加厚', '轻薄', '大容量', '静音', '便携', '新款', '经典', '限定'];
const THINGS = ['双肩包', '帆布包', 'T 恤', '卫衣', '充电器', '数据线', '键盘', '鼠标', '中性笔', '笔记本', '保温杯', '台灯'];

/**
 * `gen-goods <n> [companyId]`: n goods (one SKU each) for benchmarks, in batched multi-row inserts inside one
 * transaction. Defaults to the demo company of 13800000001.
 */
export const genGoods: PlatformCommand = {
  name: 'gen-goods',
  usage: ['gen-goods <数量> [公司ID]   生成压测用商品（每件一个 SKU）'],
  async run(args, { handle, out }) {
    const n = Number(args[0]);
    if (!Number.isInteger(n) || n < 1 || n > 2_000_000) throw new CommandError('数量须为 1 至 2000000 的整数');
    const { db } = handle;
    let companyId: number;
    if (args[1] !== undefined) {
      if (!/^[1-9]\d*$/.test(args[1])) throw new CommandError(`公司ID无效：${args[1]}`);
      companyId = Number(args[1]);
      if (!(await db.selectFrom('company').select('id').where('id', '=', companyId).executeTakeFirst())) throw new CommandError(`公司 ${companyId} 不存在`);
    } else {
      const u = await db.selectFrom('merchant_user').select('company_id').where('phone', '=', '13800000001').executeTakeFirst();
      if (!u) throw new CommandError('找不到演示公司，请传入公司ID');
      companyId = u.company_id;
    }
    const started = Date.now();
    await db.transaction().execute(async (trx) => {
      await seedCategories(trx);
      const leaves = (await trx.selectFrom('category').select('id').where('level', '=', 3).execute()).map((c) => c.id);
      const template = await trx.selectFrom('delivery_template').select('id').where('company_id', '=', companyId).orderBy('id').executeTakeFirst();
      const now = Date.now();
      for (let done = 0; done < n; done += BATCH) {
        const size = Math.min(BATCH, n - done);
        const rows = Array.from({ length: size }, (_, j) => {
          const i = done + j;
          const price = 990 + ((i * 7919) % 50000);
          const stock = i % 17 === 0 ? 0 : (i * 31) % 900;
          const status = i % 23 === 0 ? 3 : i % 11 === 0 ? 2 : 1;
          return {
            company_id: companyId,
            category_id: leaves[i % leaves.length]!,
            name: `${WORDS[i % WORDS.length]}${THINGS[(i * 7) % THINGS.length]} 压测商品 ${i + 1}`,
            status,
            main_image: null,
            price_min: price,
            price_max: price,
            stock_total: stock,
            sales: (i * 13) % 5000,
            created_at: now - (n - i) * 1000,
            updated_at: now - (n - i) * 1000,
            deleted_at: null,
            code: `GEN${i + 1}`,
            delivery_template_id: template?.id ?? null,
            approved_at: status === 1 ? now : null,
          };
        });
        const ids = await trx.insertInto('goods').values(rows).returning('id').execute();
        await trx
          .insertInto('goods_sku')
          .values(
            ids.map((g, j) => ({
              goods_id: g.id,
              company_id: companyId,
              spec_json: '[]',
              spec_text: '',
              price: rows[j]!.price_min,
              stock: rows[j]!.stock_total,
              code: `GEN${done + j + 1}-1`,
              status: 1,
              created_at: now,
              updated_at: now,
            })),
          )
          .execute();
      }
    });
    out(`已为公司 ${companyId} 生成 ${n} 件商品，用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒`);
  },
};
