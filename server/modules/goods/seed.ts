import type { Db } from '../../db/index.ts';
import type { SeedContext } from '../../db/seed.ts';
import { demoShop } from '../account/index.ts';
import { DAY_MS } from './common.ts';

/** Platform categories: level 1 > level 2 > level 3 leaves. */
const CATEGORY_TREE: [string, [string, string[]][]][] = [
  ['食品饮料', [['休闲零食', ['坚果炒货', '饼干糕点']], ['饮料冲调', ['咖啡', '茶饮']]]],
  ['服饰箱包', [['箱包', ['双肩包', '帆布包']], ['男女服饰', ['T恤', '卫衣']]]],
  ['数码电子', [['手机配件', ['充电器', '数据线']], ['电脑外设', ['键盘', '鼠标']]]],
  ['文具图书', [['文具', ['笔类', '本册']], ['图书', ['教辅', '考研资料']]]],
  ['美妆个护', [['护肤', ['面霜', '防晒']]]],
  ['虚拟服务', [['卡券', ['观影券', '会员卡']]]],
];

/** Qualifications and the category (any level) requiring them; required 0 = recommended only. */
const APTITUDES: { name: string; description: string; category: string; required: number }[] = [
  { name: '食品经营许可证', description: '经营预包装食品、散装食品须持有，由市场监督管理部门核发', category: '食品饮料', required: 1 },
  { name: '3C 认证证书', description: '充电器、数据线等电子产品须通过中国强制性产品认证', category: '手机配件', required: 1 },
  { name: '出版物经营许可证', description: '销售图书、教辅资料须持有', category: '图书', required: 1 },
  { name: '化妆品备案凭证', description: '国产普通化妆品须在药监部门备案', category: '美妆个护', required: 1 },
  { name: '品牌授权书', description: '销售他人品牌服饰箱包时建议上传', category: '服饰箱包', required: 0 },
  { name: '进口商品报关单', description: '进口咖啡豆、咖啡粉建议上传', category: '咖啡', required: 0 },
];

interface DemoGoods {
  name: string;
  cat: string;
  img: string;
  points: string;
  /** [name, values][] */
  specs: [string, string[]][];
  price: number;
  stock: number;
  /** 1 在售 2 仓库中 3 审核中 4 审核驳回 */
  status: number;
  sales: number;
  type?: 1 | 2;
  reason?: string;
}

const DEMO_GOODS: DemoGoods[] = [
  { name: '校园定制帆布双肩包 大容量防泼水', cat: '双肩包', img: 'bag', points: '15.6 寸电脑仓 · 防泼水面料', specs: [['颜色', ['藏青', '米白', '黑色']], ['尺寸', ['标准款', '大容量']]], price: 8900, stock: 240, status: 1, sales: 312 },
  { name: '文艺帆布托特包 学生通勤单肩包', cat: '帆布包', img: 'canvas', points: '加厚 12 安帆布', specs: [['颜色', ['原色', '黑色']]], price: 3900, stock: 160, status: 1, sales: 86 },
  { name: '纯棉短袖 T 恤 校园文化衫', cat: 'T恤', img: 'tshirt', points: '200g 精梳棉 · 可定制班服', specs: [['颜色', ['白色', '黑色']], ['尺码', ['S', 'M', 'L', 'XL']]], price: 4900, stock: 320, status: 1, sales: 1024 },
  { name: '加绒连帽卫衣 秋冬宽松款', cat: '卫衣', img: 'hoodie', points: '320g 加绒 · 不起球', specs: [['颜色', ['灰色', '藏青']], ['尺码', ['M', 'L', 'XL']]], price: 12900, stock: 0, status: 1, sales: 540 },
  { name: '20W PD 快充充电器 Type-C', cat: '充电器', img: 'charger', points: '3C 认证 · 30 分钟充至 50%', specs: [['功率', ['20W', '30W']]], price: 2900, stock: 300, status: 1, sales: 2210 },
  { name: '编织快充数据线 1.5 米', cat: '数据线', img: 'cable', points: '耐弯折 10000 次', specs: [['接口', ['Type-C', 'Lightning']], ['长度', ['1 米', '1.5 米']]], price: 1900, stock: 500, status: 1, sales: 1670 },
  { name: '静音机械键盘 87 键 宿舍友好', cat: '键盘', img: 'keyboard', points: '静音红轴 · 白色背光', specs: [['轴体', ['静音红轴', '茶轴']]], price: 19900, stock: 90, status: 1, sales: 96 },
  { name: '无线静音鼠标 轻薄便携', cat: '鼠标', img: 'mouse', points: '2.4G + 蓝牙双模', specs: [['颜色', ['白色', '粉色', '黑色']]], price: 5900, stock: 0, status: 1, sales: 402 },
  { name: '每日坚果 混合果仁 30 袋装', cat: '坚果炒货', img: 'nuts', points: '6 种果仁 · 独立小包', specs: [['规格', ['15 袋', '30 袋']]], price: 6900, stock: 260, status: 1, sales: 880 },
  { name: '黄油曲奇饼干 礼盒装', cat: '饼干糕点', img: 'cookie', points: '丹麦配方 · 新鲜烘焙', specs: [], price: 3500, stock: 36, status: 1, sales: 233 },
  { name: '挂耳咖啡 意式拼配 10 片', cat: '咖啡', img: 'coffee', points: '中深烘焙 · 上课提神', specs: [['口味', ['意式拼配', '耶加雪菲']]], price: 3990, stock: 150, status: 1, sales: 610 },
  { name: '冷泡乌龙茶 三角茶包', cat: '茶饮', img: 'tea', points: '冷水 2 小时出味', specs: [], price: 2990, stock: 80, status: 2, sales: 45 },
  { name: '速干中性笔 0.5mm 12 支', cat: '笔类', img: 'pen', points: '考试专用 · 顺滑不断墨', specs: [['颜色', ['黑色', '蓝色', '红色']]], price: 1590, stock: 1000, status: 1, sales: 3320 },
  { name: 'A5 活页笔记本 加厚 120 页', cat: '本册', img: 'notebook', points: '可替换内页 · 方格/横线', specs: [['内页', ['方格', '横线', '空白']]], price: 2490, stock: 340, status: 1, sales: 760 },
  { name: '考研英语真题解析 2026 版', cat: '考研资料', img: 'book', points: '逐题精讲 · 附音频', specs: [], price: 5980, stock: 60, status: 2, sales: 0 },
  { name: '保湿修护面霜 50g', cat: '面霜', img: 'cream', points: '积雪草修护', specs: [], price: 8900, stock: 40, status: 4, sales: 0, reason: '缺少化妆品备案凭证，请补充资质后重新提交' },
  { name: '宿舍收纳双肩包 轻量款', cat: '双肩包', img: 'bag', points: '仅 380g', specs: [['颜色', ['浅灰', '墨绿']]], price: 6900, stock: 70, status: 3, sales: 0 },
  { name: '情侣款卫衣 新品', cat: '卫衣', img: 'hoodie', points: '新款上市', specs: [['尺码', ['M', 'L']]], price: 13900, stock: 30, status: 3, sales: 0 },
  { name: '磨砂手机壳 防摔款（停售）', cat: '数据线', img: 'cable', points: '清仓', specs: [], price: 990, stock: 12, status: 2, sales: 58 },
  { name: '校园影院观影兑换券 2D 通兑', cat: '观影券', img: 'ticket', points: '全校区影院通用 · 即买即发', specs: [], price: 2500, stock: 80, status: 1, sales: 145, type: 2 },
  { name: '自习室月卡 会员', cat: '会员卡', img: 'vip', points: '30 天不限次', specs: [['时长', ['月卡', '季卡']]], price: 4900, stock: 200, status: 1, sales: 37, type: 2 },
];

function combos(specs: [string, string[]][]): string[][] {
  return specs.reduce<string[][]>((acc, [, values]) => acc.flatMap((c) => values.map((v) => [...c, v])), [[]]);
}

/** Categories and qualifications are platform data: created once, whatever the companies. */
export async function seedCategories(db: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const any = await db.selectFrom('category').select('id').limit(1).executeTakeFirst();
  if (any) {
    for (const c of await db.selectFrom('category').select(['id', 'name']).execute()) ids.set(c.name, c.id);
    return ids;
  }
  let sort = 0;
  for (const [n1, l2] of CATEGORY_TREE) {
    const c1 = await db.insertInto('category').values({ parent_id: 0, level: 1, name: n1, sort: sort++ }).returning('id').executeTakeFirstOrThrow();
    ids.set(n1, c1.id);
    for (const [n2, l3] of l2) {
      const c2 = await db.insertInto('category').values({ parent_id: c1.id, level: 2, name: n2, sort: sort++ }).returning('id').executeTakeFirstOrThrow();
      ids.set(n2, c2.id);
      for (const n3 of l3) {
        const c3 = await db.insertInto('category').values({ parent_id: c2.id, level: 3, name: n3, sort: sort++ }).returning('id').executeTakeFirstOrThrow();
        ids.set(n3, c3.id);
      }
    }
  }
  for (const a of APTITUDES) {
    const row = await db.insertInto('aptitude').values({ name: a.name, description: a.description }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('category_aptitude').values({ category_id: ids.get(a.category)!, aptitude_id: row.id, required: a.required }).execute();
  }
  return ids;
}

/** Every company gets the usual delivery templates. */
export async function seedDeliveryTemplates(db: Db, companyId: number, now: number): Promise<number> {
  const rows = [
    { name: '全国包邮', charge_type: 1, first_fee: 0, extra_fee: 0, is_default: 1 },
    { name: '按件计费（首件 8 元）', charge_type: 2, first_fee: 800, extra_fee: 300, is_default: 0 },
    { name: '按重量计费（首重 10 元）', charge_type: 3, first_fee: 1000, extra_fee: 500, is_default: 0, first_unit: 1000, extra_unit: 1000 },
  ];
  let first = 0;
  for (const r of rows) {
    const t = await db.insertInto('delivery_template').values({ ...r, company_id: companyId, created_at: now }).returning('id').executeTakeFirstOrThrow();
    if (!first) first = t.id;
  }
  return first;
}

/** Platform reference data, in every new database (with or without SEED_DEMO): categories and qualifications. */
export async function seedReference({ db }: SeedContext): Promise<string> {
  const cats = await seedCategories(db);
  return `${cats.size} 个类目，${APTITUDES.length} 种资质`;
}

/**
 * Goods demo data: delivery templates for every company, and for the demo shop (13800000001) goods with specs and
 * SKUs in every status, qualifications (one expiring soon, one expired), brands in every review state, a card
 * batch and activity participation.
 */
export async function seedDemo({ db, now }: SeedContext): Promise<string> {
  const cats = await seedCategories(db);
  const companies = await db.selectFrom('company').select('id').orderBy('id').execute();
  const templates = new Map<number, number>();
  for (const c of companies) templates.set(c.id, await seedDeliveryTemplates(db, c.id, now));
  const { companyId } = await demoShop(db);

  const apt = new Map((await db.selectFrom('aptitude').select(['id', 'name']).execute()).map((a) => [a.name, a.id]));
  const held: [string, number, number | null][] = [
    ['食品经营许可证', 2, now + 20 * DAY_MS],
    ['3C 认证证书', 2, now + 400 * DAY_MS],
    ['出版物经营许可证', 2, now - 5 * DAY_MS],
    ['品牌授权书', 1, null],
  ];
  for (const [name, status, expire] of held) {
    await db
      .insertInto('company_aptitude')
      .values({ company_id: companyId, aptitude_id: apt.get(name)!, status, cert_no: `JY${String(apt.get(name)).padStart(6, '0')}`, expire_at: expire, created_at: now - 100 * DAY_MS })
      .execute();
  }

  const goodsIds: number[] = [];
  for (const [i, g] of DEMO_GOODS.entries()) {
    const created = now - (DEMO_GOODS.length - i) * 2 * DAY_MS;
    const all = combos(g.specs);
    const skus = all.map((values, j) => ({
      values,
      price: g.price + (g.specs.length && j % 2 ? 1000 : 0),
      stock: g.stock === 0 ? 0 : Math.max(1, Math.round(g.stock / all.length)),
    }));
    const image = `/demo-goods/${g.img}.svg`;
    const goods = await db
      .insertInto('goods')
      .values({
        company_id: companyId,
        category_id: cats.get(g.cat)!,
        name: g.name,
        status: g.status,
        main_image: image,
        images_json: JSON.stringify([image, '/demo-goods/cert.svg']),
        price_min: Math.min(...skus.map((s) => s.price)),
        price_max: Math.max(...skus.map((s) => s.price)),
        stock_total: skus.reduce((n, s) => n + s.stock, 0),
        sales: g.sales,
        goods_type: g.type ?? 1,
        code: `XM${String(1001 + i)}`,
        selling_points: g.points,
        detail_html: `<p>${g.points}</p><p><img src="${image}"></p><p>校园优选旗舰店发货，支持 7 天无理由退换。</p>`,
        specs_json: JSON.stringify(g.specs.map(([name, values]) => ({ name, values: values.map((value) => ({ value, image: null })) }))),
        delivery_template_id: (g.type ?? 1) === 1 ? templates.get(companyId)! : null,
        limit_per_order: 0,
        limit_per_user: 0,
        shelf_mode: g.status === 2 ? 3 : 1,
        shelf_at: null,
        review_reason: g.reason ?? null,
        approved_at: g.status === 1 || (g.status === 2 && g.sales > 0) ? created + DAY_MS : null,
        created_at: created,
        updated_at: created + DAY_MS,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    goodsIds.push(goods.id);
    await db
      .insertInto('goods_sku')
      .values(
        skus.map((s, j) => ({
          goods_id: goods.id,
          company_id: companyId,
          spec_json: JSON.stringify(s.values.map((value, k) => ({ name: g.specs[k]![0], value }))),
          spec_text: s.values.map((value, k) => `${g.specs[k]![0]}：${value}`).join('；'),
          price: s.price,
          original_price: Math.round(s.price * 1.3),
          cost_price: Math.round(s.price * 0.55),
          stock: s.stock,
          code: `XM${String(1001 + i)}-${j + 1}`,
          weight_g: 300,
          status: 1,
          created_at: created,
          updated_at: created,
        })),
      )
      .execute();
  }

  const brands = [
    { name: '校园优选', brand_type: 1, auth_type: null, status: 1, reason: null, valid_to: now + 700 * DAY_MS },
    { name: '青禾文具', brand_type: 2, auth_type: 1, status: 1, reason: null, valid_to: now + 18 * DAY_MS },
    { name: '云岭山货', brand_type: 3, auth_type: null, status: 0, reason: null, valid_to: now + 365 * DAY_MS },
    { name: '极光数码', brand_type: 2, auth_type: 2, status: -1, reason: '授权书未盖公章，请上传盖章的授权文件', valid_to: now + 200 * DAY_MS },
  ];
  for (const [i, b] of brands.entries()) {
    await db
      .insertInto('brand')
      .values({
        ...b,
        company_id: companyId,
        logo_url: null,
        trademark_no: `3${String(5123456 + i * 7919)}`,
        trademark_urls_json: JSON.stringify(['/demo-goods/cert.svg']),
        auth_urls_json: JSON.stringify(b.brand_type === 2 ? ['/demo-goods/cert.svg'] : []),
        valid_from: now - 300 * DAY_MS,
        created_at: now - (40 - i * 8) * DAY_MS,
        updated_at: now - (40 - i * 8) * DAY_MS,
        reviewed_at: b.status === 0 ? null : now - (38 - i * 8) * DAY_MS,
      })
      .execute();
  }

  const ticketId = goodsIds[DEMO_GOODS.findIndex((g) => g.img === 'ticket')]!;
  const batch = await db
    .insertInto('card_batch')
    .values({ company_id: companyId, goods_id: ticketId, name: '十一月第一批', valid_to: now + 60 * DAY_MS, remark: '2D 影厅通兑', created_at: now - 10 * DAY_MS })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('card_code')
    .values(
      Array.from({ length: 30 }, (_, i) => {
        const status = i < 6 ? 2 : i < 15 ? 1 : 0;
        return {
          company_id: companyId,
          batch_id: batch.id,
          code: `XMTK${String(202600 + i * 37).padStart(8, '0')}`,
          status,
          order_no: status ? `XM2026110${String(1000 + i)}` : null,
          delivered_at: status ? now - (9 - (i % 9)) * DAY_MS : null,
          redeemed_at: status === 2 ? now - (3 - (i % 3)) * DAY_MS : null,
          created_at: now - 10 * DAY_MS,
        };
      }),
    )
    .execute();

  return `${DEMO_GOODS.length} 个商品，${brands.length} 个品牌，1 批 30 张卡券`;
}
