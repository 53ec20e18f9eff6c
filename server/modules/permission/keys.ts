import { ALL_ROLE_KEYS, OPERATE_KEYS, ROLE_AUTH_KEYS } from '../../lib/permission-keys.ts';

/**
 * The role editor's tree: the menu groups of spec §2, each with its pages' view keys (labels in Chinese). Operate keys
 * hang under their view key from OPERATE_KEYS, so an area that registers a new operate key appears here without
 * touching this file; a view key added to ROLE_AUTH_KEYS but not placed below lands in 其他.
 */
export const KEY_GROUPS: ReadonlyArray<{ title: string; views: ReadonlyArray<readonly [key: string, label: string]> }> = [
  {
    title: '商品',
    views: [
      ['goods.list', '商品列表与发布'],
      ['virtual.card.list', '虚拟卡券'],
      ['goods.act.list', '活动商品'],
      ['goods.brand.list', '品牌列表'],
      ['goods.brand.detail', '品牌详情与申请'],
    ],
  },
  {
    title: '订单',
    views: [
      ['order.list', '订单列表与详情'],
      ['order.privacy.view', '查看买家完整手机号与地址'],
      ['order.evaluation.list', '评价管理'],
    ],
  },
  {
    title: '售后与违规',
    views: [
      ['order.return.list', '售后单'],
      ['order.return.dispute.list', '退货纠纷'],
      ['after.sale.setting.view', '售后设置'],
    ],
  },
  {
    title: '财务',
    views: [
      ['finance.stat', '资金概览、提现与收款账户'],
      ['finance.statement', '对账单'],
      ['finance.stream.list', '资金流水'],
      ['finance.subsidy.list', '平台补贴'],
      ['finance.deposit.list', '保证金'],
      ['finance.marketing.stream.list', '营销资金'],
      ['invoice.list', '发票'],
    ],
  },
  {
    title: '营销',
    views: [
      ['activity.platform.list', '平台活动'],
      ['activity.discount.list', '满减活动'],
      ['coupon.list', '优惠券'],
    ],
  },
  {
    title: '校园代理',
    views: [
      ['agent.recruit.list', '招募列表'],
      ['agent.recruit.page', '招募设置'],
      ['agent.reward.page', '销售奖励'],
      ['task.package.page', '任务包'],
      ['task.package.review.list', '任务审核'],
      ['sample.config.page', '样品配置'],
    ],
  },
  {
    title: '店铺设置',
    views: [
      ['freight.template.list', '运费模板'],
      ['shop.setting.view', '店铺信息'],
      ['shop.delay.view', '发货设置'],
      ['shop.announce.view', '店铺公告'],
    ],
  },
  {
    title: '客服',
    views: [
      ['kf.session.setting.view', '接待设置'],
      ['kf.user.list', '客服管理'],
    ],
  },
  {
    title: '权限',
    views: [
      ['permission.role.list', '角色管理'],
      ['permission.employee.list', '员工管理'],
      ['permission.log.list', '操作日志'],
    ],
  },
  { title: '远程任务', views: [['remote.task.list', '远程任务']] },
  { title: '开放平台', views: [['open.page', 'ERP 对接']] },
];

export interface TreeGroup {
  title: string;
  views: Array<{ key: string; label: string; operates: Array<{ key: string; label: string }> }>;
}

export function keyTree(): TreeGroup[] {
  const placed = new Set<string>();
  const operatesOf = (view: string) => OPERATE_KEYS.filter((k) => k.view === view).map((k) => ({ key: k.key, label: k.label }));
  const groups: TreeGroup[] = KEY_GROUPS.map((g) => ({
    title: g.title,
    views: g.views
      .filter(([key]) => (ROLE_AUTH_KEYS as readonly string[]).includes(key))
      .map(([key, label]) => {
        placed.add(key);
        return { key, label, operates: operatesOf(key) };
      }),
  }));
  const rest = ROLE_AUTH_KEYS.filter((k) => !placed.has(k));
  if (rest.length) groups.push({ title: '其他', views: rest.map((key) => ({ key, label: key, operates: operatesOf(key) })) });
  return groups.filter((g) => g.views.length > 0);
}

const KNOWN = new Set(ALL_ROLE_KEYS);
/** The view key each operate key needs beside it. */
const VIEW_OF = new Map(OPERATE_KEYS.map((k) => [k.key, k.view]));

/** Checks a role's keys: known keys only, and each operate key with its view key. Returns the clean, sorted list. */
export function checkRoleKeys(keys: readonly string[]): { keys: string[]; problem: string | null } {
  const set = new Set(keys);
  const unknown = [...set].filter((k) => !KNOWN.has(k));
  if (unknown.length) return { keys: [], problem: `未知的权限键：${unknown.slice(0, 3).join('、')}` };
  const orphan = [...set].filter((k) => VIEW_OF.has(k) && !set.has(VIEW_OF.get(k)!));
  if (orphan.length) return { keys: [], problem: `操作权限须同时勾选对应的查看权限：${orphan.map((k) => labelOf(k)).slice(0, 3).join('、')}` };
  if (set.size === 0) return { keys: [], problem: '请至少选择一项权限' };
  return { keys: [...set].sort(), problem: null };
}

const LABELS = new Map<string, string>([...KEY_GROUPS.flatMap((g) => g.views.map(([k, l]) => [k, l] as [string, string])), ...OPERATE_KEYS.map((k) => [k.key, `${k.label}`] as [string, string])]);
export const labelOf = (key: string) => LABELS.get(key) ?? key;

/** The five preset roles of issue 19, created for every company. */
export const PRESET_ROLES: ReadonlyArray<{ preset: string; name: string; description: string; views: readonly string[]; operateOn: readonly string[] | 'all' }> = [
  { preset: 'manager', name: '店长', description: '店铺的全部功能，含员工与角色管理', views: ROLE_AUTH_KEYS, operateOn: 'all' },
  {
    preset: 'ops',
    name: '运营',
    description: '商品、卡券、品牌、营销活动与店铺信息；查看订单、回复评价',
    views: ['goods.list', 'virtual.card.list', 'goods.act.list', 'goods.brand.list', 'goods.brand.detail', 'activity.platform.list', 'activity.discount.list', 'coupon.list', 'shop.setting.view', 'shop.announce.view', 'order.list', 'order.evaluation.list'],
    operateOn: ['goods.list', 'virtual.card.list', 'goods.act.list', 'goods.brand.detail', 'activity.platform.list', 'activity.discount.list', 'coupon.list', 'shop.setting.view', 'shop.announce.view', 'order.evaluation.list'],
  },
  {
    preset: 'cs',
    name: '客服',
    description: '接待买家、处理售后与评价；查看商品与订单',
    views: ['goods.list', 'order.list', 'order.evaluation.list', 'order.return.list', 'order.return.dispute.list', 'kf.session.setting.view', 'kf.user.list'],
    operateOn: ['order.evaluation.list', 'order.return.list', 'order.return.dispute.list', 'kf.session.setting.view', 'kf.user.list'],
  },
  {
    preset: 'finance',
    name: '财务',
    description: '资金、对账单、流水、保证金、营销资金与发票；查看订单',
    views: ['finance.stat', 'finance.statement', 'finance.stream.list', 'finance.subsidy.list', 'finance.deposit.list', 'finance.marketing.stream.list', 'invoice.list', 'order.list'],
    operateOn: ['finance.stat', 'finance.statement', 'finance.stream.list', 'finance.subsidy.list', 'finance.deposit.list', 'finance.marketing.stream.list', 'invoice.list'],
  },
  {
    preset: 'warehouse',
    name: '仓库',
    description: '发货、改址与导出订单，虚拟卡券，运费模板与发货设置；查看商品',
    views: ['goods.list', 'order.list', 'virtual.card.list', 'freight.template.list', 'shop.delay.view'],
    operateOn: ['virtual.card.list', 'freight.template.list', 'shop.delay.view'],
  },
];

export function presetKeys(p: (typeof PRESET_ROLES)[number]): string[] {
  const views = new Set(p.views.filter((k) => KNOWN.has(k)));
  const ops = OPERATE_KEYS.filter((k) => views.has(k.view) && (p.operateOn === 'all' || p.operateOn.includes(k.view))).map((k) => k.key);
  // The warehouse ships and exports orders, but neither closes them nor edits remarks.
  if (p.preset === 'warehouse') ops.push('order.ship', 'order.export');
  return [...new Set([...views, ...ops])].sort();
}
