import type { FileRoutesByTo } from '@/routeTree.gen';
import type { RouteMeta } from '@/lib/route-meta';
import { ACTIVITY_TYPES, MENU_ORDER } from '@/lib/constants';
import { canAccess } from '@/lib/permissions';

export type AppPath = keyof FileRoutesByTo;

/** A menu leaf points at a typed route; param routes (the activity lists) give their params and title. */
export interface MenuLeaf {
  to: AppPath;
  params?: Record<string, string>;
  title?: string;
}

export interface MenuGroup {
  key: string;
  title: string;
  icon: string;
  orderNum: number;
  children: MenuLeaf[];
}

export type MenuEntry = MenuGroup | (MenuLeaf & { key: string; icon: string; orderNum: number });

const sq = (t: keyof typeof ACTIVITY_TYPES): MenuLeaf => ({ to: '/activity/square-list/$activityType', params: { activityType: String(t) }, title: ACTIVITY_TYPES[t] });

/**
 * The menu: groups and their pages, ordered by the orderNum of spec §9. Titles and keys come from each
 * route's staticData, so a page's title and permission live in one place (its route file).
 */
export const MENU: MenuEntry[] = [
  { key: 'overview', to: '/overview', icon: 'overview', orderNum: MENU_ORDER.overview },
  {
    key: 'goods',
    title: '商品',
    icon: 'goods',
    orderNum: MENU_ORDER.goods,
    children: [
      { to: '/goods/list' },
      { to: '/goods/edit' },
      { to: '/goods/virtualCard' },
      { to: '/goods/activity-list' },
      { to: '/goods/brandList' },
      { to: '/goods/category-qualifications' },
    ],
  },
  {
    key: 'order',
    title: '订单',
    icon: 'order',
    orderNum: MENU_ORDER.order,
    children: [{ to: '/order/list' }, { to: '/order/evaluate' }],
  },
  {
    key: 'after-sale-violation',
    title: '售后与违规',
    icon: 'afterSale',
    orderNum: MENU_ORDER.afterSale,
    children: [
      { to: '/order/after-sale' },
      { to: '/after-sale-violation/return-dispute' },
      { to: '/after-sale-violation/violation-list' },
      { to: '/shop-setting/after-setting' },
    ],
  },
  {
    key: 'finance',
    title: '财务',
    icon: 'finance',
    orderNum: MENU_ORDER.finance,
    children: [
      { to: '/finance/overview' },
      { to: '/finance/account-statement' },
      { to: '/finance/balance' },
      { to: '/finance/history' },
      { to: '/finance/subsidy' },
      { to: '/finance/deposit' },
      { to: '/finance/marketing' },
      { to: '/finance/invoice' },
      { to: '/finance/invoice/history' },
      { to: '/finance/withdraw' },
      { to: '/finance/cross-withdraw' },
      { to: '/finance/taxation-withdraw' },
      { to: '/finance/account' },
      { to: '/finance/account-yb' },
    ],
  },
  {
    key: 'activity',
    title: '营销活动',
    icon: 'activity',
    orderNum: MENU_ORDER.activity,
    children: [
      { to: '/activity/square' },
      sq(21),
      sq(2),
      sq(4),
      { to: '/activity/full-reduction' },
      { to: '/marketing/coupon' },
      { to: '/activity/roadshow' },
      { to: '/activity/roadshow-activity' },
    ],
  },
  {
    key: 'school-employee',
    title: '校园代理',
    icon: 'schoolEmployee',
    orderNum: MENU_ORDER.schoolEmployee,
    children: [
      { to: '/school-employee/center' },
      { to: '/school-employee/recruit-setting' },
      { to: '/school-employee/recruit-reward-config' },
      { to: '/school-employee/offer-config' },
      { to: '/school-employee/sales-reward-list' },
      { to: '/school-employee/sales-reward-statistics' },
      { to: '/school-employee/task-package/overview' },
      { to: '/school-employee/task-package/config' },
      { to: '/school-employee/task-package/receive' },
      { to: '/school-employee/task-package/verify' },
      { to: '/school-employee/task-package/data-analysis' },
      { to: '/school-employee/task-package/sample-config' },
      { to: '/school-employee/internship-certificate' },
    ],
  },
  {
    key: 'shop-setting',
    title: '店铺设置',
    icon: 'shopSetting',
    orderNum: MENU_ORDER.shopSetting,
    children: [
      { to: '/shop-setting/shop-info-setting' },
      { to: '/shop-setting/delivery-template' },
      { to: '/shop-setting/delivery-info' },
      { to: '/shop-setting/shop-announcement' },
      { to: '/shop-setting/trademark' },
    ],
  },
  {
    key: 'customer-service',
    title: '客服',
    icon: 'customerService',
    orderNum: MENU_ORDER.customerService,
    children: [{ to: '/customer-service/inbox' }, { to: '/customer-service/flow' }, { to: '/customer-service/manage' }],
  },
  { key: 'company-setting', to: '/company-setting', icon: 'companySetting', orderNum: MENU_ORDER.companySetting },
  {
    key: 'permission',
    title: '权限',
    icon: 'permission',
    orderNum: MENU_ORDER.permission,
    children: [{ to: '/permission/role' }, { to: '/permission/employee' }, { to: '/permission/operation-log' }],
  },
  {
    key: 'remote-task',
    title: '远程任务',
    icon: 'remoteTask',
    orderNum: MENU_ORDER.remoteTask,
    children: [{ to: '/remote-task/task-list' }, { to: '/remote-task/task-publish' }, { to: '/remote-task/recruit-list' }],
  },
];

export interface BuiltLeaf {
  key: string;
  href: string;
  title: string;
  icon?: string;
}
export interface BuiltGroup {
  key: string;
  title: string;
  icon: string;
  children: BuiltLeaf[];
}
export type BuiltEntry = BuiltLeaf | BuiltGroup;

export const isGroup = (e: BuiltEntry): e is BuiltGroup => 'children' in e;

export function leafHref(leaf: MenuLeaf): string {
  return leaf.to.replace(/\$(\w+)/g, (_, name: string) => leaf.params?.[name] ?? '');
}

/**
 * Spec §6: entries the user cannot reach are removed; a group left without children disappears; groups are
 * ordered by orderNum (stable for ties). `meta(to)` reads a route's staticData. Throws (route generation
 * failure, logged by the caller) when the menu names a route that does not exist.
 */
export function buildMenu(menu: readonly MenuEntry[], meta: (to: AppPath) => RouteMeta | undefined, keys: ReadonlySet<string>): BuiltEntry[] {
  const leaf = (l: MenuLeaf, icon?: string): BuiltLeaf | null => {
    const m = meta(l.to);
    if (!m) throw new Error(`菜单指向的路由不存在：${l.to}`);
    if (m.hideInMenu || !canAccess(keys, m)) return null;
    const href = leafHref(l);
    return { key: href, href, title: l.title ?? m.title ?? href, icon };
  };
  return [...menu]
    .map((e, i) => ({ e, i }))
    .sort((a, b) => a.e.orderNum - b.e.orderNum || a.i - b.i)
    .map(({ e }): BuiltEntry | null => {
      if ('children' in e) {
        const children = e.children.map((c) => leaf(c)).filter((c): c is BuiltLeaf => c !== null);
        return children.length ? { key: e.key, title: e.title, icon: e.icon, children } : null;
      }
      return leaf(e, e.icon);
    })
    .filter((e): e is BuiltEntry => e !== null);
}

/** The menu entry (group and leaf) a path belongs to, following activeMenu for hidden pages. */
export function findInMenu(built: readonly BuiltEntry[], href: string): { group?: BuiltGroup; leaf: BuiltLeaf } | null {
  for (const e of built) {
    if (isGroup(e)) {
      const l = e.children.find((c) => c.href === href);
      if (l) return { group: e, leaf: l };
    } else if (e.href === href) return { leaf: e };
  }
  return null;
}
