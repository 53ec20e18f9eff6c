import type { SeedContext } from '../../db/seed.ts';
import { demoShop } from '../account/index.ts';
import { seedCampusDirectory } from './campus.ts';
import { DAY } from './service.ts';

/** Platform reference data: the campus directory (学校 → 校区 → 宿舍楼) for campus delivery zones. */
export async function seedReference({ db }: SeedContext): Promise<string> {
  const n = await seedCampusDirectory(db);
  return `校园目录 ${n} 个地点`;
}

/**
 * The demo shop's settings, before its orders are simulated (the order area reads them): a default template
 * charging by piece with a campus zone (浙江大学紫金港校区 and 复旦大学, cheaper, with delivery slots) and a region rule
 * (江浙沪), now used by its physical goods; a free-shipping-above template by weight for the rest; the profile;
 * a 48-hour promise with a ship-from address and a coming holiday declaration; announcements; two trademarks.
 */
export async function seedDemo({ db, now }: SeedContext): Promise<string> {
  const { companyId } = await demoShop(db);
  const campus = await db.selectFrom('campus_place').select(['id', 'name', 'parent_id', 'level']).execute();
  const school = (name: string) => campus.find((c) => c.level === 1 && c.name === name)!.id;
  const campusOf = (s: string, c: string) => campus.find((x) => x.level === 2 && x.parent_id === school(s) && x.name === c)!.id;

  await db.updateTable('delivery_template').set({ is_default: 0 }).where('company_id', '=', companyId).execute();
  const main = await db
    .insertInto('delivery_template')
    .values({ company_id: companyId, name: '校园配送 + 江浙沪优惠', charge_type: 2, first_unit: 1, first_fee: 1000, extra_unit: 1, extra_fee: 500, free_over_amount: 19900, free_over_count: null, is_default: 1, created_at: now - 60 * DAY, updated_at: now - 20 * DAY })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rules = [
    { kind: 2, codes: [String(campusOf('浙江大学', '紫金港校区')), String(school('复旦大学'))], first_fee: 200, extra_fee: 100, slots: [{ start: '11:30', end: '12:30' }, { start: '17:30', end: '19:30' }] },
    { kind: 1, codes: ['31', '32', '33'], first_fee: 600, extra_fee: 200, slots: [] },
    { kind: 1, codes: ['54', '65'], first_fee: 2000, extra_fee: 1000, slots: [] },
  ];
  for (const [i, r] of rules.entries()) {
    await db
      .insertInto('delivery_template_rule')
      .values({ template_id: main.id, company_id: companyId, kind: r.kind, codes_json: JSON.stringify(r.codes), first_unit: 1, first_fee: r.first_fee, extra_unit: 1, extra_fee: r.extra_fee, slots_json: JSON.stringify(r.slots), sort: i })
      .execute();
  }
  const heavy = await db
    .insertInto('delivery_template')
    .values({ company_id: companyId, name: '大件按重量（满 5 件包邮）', charge_type: 3, first_unit: 1000, first_fee: 1200, extra_unit: 500, extra_fee: 300, free_over_amount: null, free_over_count: 5, is_default: 0, created_at: now - 50 * DAY, updated_at: now - 50 * DAY })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('delivery_template_rule')
    .values({ template_id: heavy.id, company_id: companyId, kind: 1, codes_json: JSON.stringify(['3301']), first_unit: 1000, first_fee: 600, extra_unit: 500, extra_fee: 150, slots_json: '[]', sort: 0 })
    .execute();
  const goods = await db.selectFrom('goods').select('id').where('company_id', '=', companyId).where('goods_type', '=', 1).orderBy('id').execute();
  await db.updateTable('goods').set({ delivery_template_id: main.id }).where('company_id', '=', companyId).where('goods_type', '=', 1).execute();

  await db
    .insertInto('shop_profile')
    .values({
      company_id: companyId,
      logo_url: '/favicon.svg',
      intro: '开学季文具、宿舍好物一站购齐；校内下单，紫金港与复旦校区当日配送到楼。',
      service_phone: '0571-88886666',
      business_hours_json: JSON.stringify([
        { days: [1, 2, 3, 4, 5], start: '09:00', end: '21:00' },
        { days: [6, 7], start: '10:00', end: '18:00' },
      ]),
      ship_from_json: JSON.stringify({ regionCode: '330106', address: '文三路 90 号东部软件园 3 号仓', contact: '王店长', phone: '13800000001' }),
      ship_promise_hours: 48,
      updated_at: now - 15 * DAY,
    })
    .execute();
  const start = now + 20 * DAY;
  await db.insertInto('shop_delay').values({ company_id: companyId, reason: '元旦仓库放假', start_at: start, end_at: start + 3 * DAY, status: 1, created_by: null, created_at: now - 2 * DAY, cancelled_at: null }).execute();
  const anns = [
    { title: '开学季满 199 包邮', content: '即日起全场满 199 元包邮；浙江大学紫金港校区、复旦大学校园配送 2 元起，午间与傍晚两个时段送到楼下。', start_at: now - 10 * DAY, end_at: now + 20 * DAY },
    { title: '元旦发货安排', content: '元旦期间仓库放假 3 天，期间订单将在假期结束后 48 小时内发出，敬请谅解。', start_at: now + 15 * DAY, end_at: now + 25 * DAY },
    { title: '国庆假期发货通知', content: '国庆期间订单已全部发出，感谢支持。', start_at: now - 60 * DAY, end_at: now - 50 * DAY },
  ];
  for (const a of anns) await db.insertInto('shop_announcement').values({ ...a, company_id: companyId, status: 1, created_at: a.start_at - DAY, updated_at: a.start_at - DAY }).execute();
  const brand = await db.selectFrom('brand').select(['id', 'trademark_no']).where('company_id', '=', companyId).where('name', '=', '校园优选').executeTakeFirst();
  await db
    .insertInto('shop_trademark')
    .values([
      { company_id: companyId, name: '校园优选', reg_no: brand?.trademark_no.replace(/\D/g, '').slice(0, 12) || '35123456', class_no: 16, holder: '杭州文具小铺有限公司', valid_from: now - 900 * DAY, valid_to: now + 2700 * DAY, doc_urls_json: JSON.stringify(['/demo-goods/cert.svg']), brand_id: brand?.id ?? null, created_at: now - 40 * DAY, updated_at: now - 40 * DAY },
      { company_id: companyId, name: '青禾', reg_no: '28765432', class_no: 20, holder: '杭州文具小铺有限公司', valid_from: now - 3600 * DAY, valid_to: now + 60 * DAY, doc_urls_json: JSON.stringify(['/demo-goods/cert.svg']), brand_id: null, created_at: now - 30 * DAY, updated_at: now - 30 * DAY },
    ])
    .execute();
  return `2 个运费模板（含校园配送区），${goods.length} 个实物商品改用默认模板，店铺信息、发货设置、1 条延迟发货报备、${anns.length} 条公告、2 个商标`;
}
