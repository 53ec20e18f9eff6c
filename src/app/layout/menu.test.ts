import { describe, expect, it } from 'vitest';
import type { RouteMeta } from '@/lib/route-meta';
import { buildMenu, findInMenu, isGroup, leafHref, MENU, type AppPath, type MenuEntry } from './menu';

const META: Record<string, RouteMeta> = {
  '/overview': { title: '店铺概况' },
  '/goods/list': { title: '商品列表', authKey: 'goods.list' },
  '/goods/edit': { title: '发布商品', authKey: 'goods.list' },
  '/order/list': { title: '订单列表', authKey: 'order.list' },
  '/order/detail': { title: '订单详情', authKey: 'order.list', hideInMenu: true },
  '/finance/overview': { title: '资金概览', authKey: 'finance.stat' },
  '/activity/square-list/$activityType': { title: '活动报名列表', authKey: 'activity.platform.list' },
};
const meta = (to: AppPath) => META[to];

const menu: MenuEntry[] = [
  { key: 'finance', title: '财务', icon: 'finance', orderNum: 4, children: [{ to: '/finance/overview' }] },
  { key: 'order', title: '订单', icon: 'order', orderNum: 2, children: [{ to: '/order/list' }, { to: '/order/detail' }] },
  { key: 'overview', to: '/overview', icon: 'overview', orderNum: 0 },
  { key: 'goods', title: '商品', icon: 'goods', orderNum: 1, children: [{ to: '/goods/list' }, { to: '/goods/edit' }] },
  { key: 'activity', title: '营销活动', icon: 'activity', orderNum: 5, children: [{ to: '/activity/square-list/$activityType', params: { activityType: '2' }, title: '限时秒杀' }] },
];

describe('buildMenu (spec §6)', () => {
  it('orders by orderNum, removes what the user cannot reach and empty groups, hides hideInMenu pages', () => {
    const built = buildMenu(menu, meta, new Set(['goods.list', 'order.list']));
    expect(built.map((e) => (isGroup(e) ? e.title : e.title))).toEqual(['店铺概况', '商品', '订单']);
    const order = built[2]!;
    expect(isGroup(order) && order.children.map((c) => c.title)).toEqual(['订单列表']);
  });
  it('gives param leaves their own title and address', () => {
    const built = buildMenu(menu, meta, new Set(['activity.platform.list']));
    const act = built.find((e) => isGroup(e) && e.key === 'activity');
    expect(act && isGroup(act) && act.children[0]).toEqual({ key: '/activity/square-list/2', href: '/activity/square-list/2', title: '限时秒杀', icon: undefined });
    expect(findInMenu(built, '/activity/square-list/2')?.group?.title).toBe('营销活动');
  });
  it('fails loudly when the menu names a route that does not exist', () => {
    expect(() => buildMenu([{ key: 'x', to: '/nope' as AppPath, icon: 'x', orderNum: 0 }], meta, new Set())).toThrow('菜单指向的路由不存在');
  });
  it('leafHref fills params', () => {
    expect(leafHref({ to: '/activity/square-list/$activityType', params: { activityType: '21' } })).toBe('/activity/square-list/21');
  });
  it('the real menu follows the order numbers of spec §9', () => {
    const order = MENU.map((e) => e.orderNum);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(MENU.map((e) => e.key)).toEqual([
      'overview', 'goods', 'order', 'after-sale-violation', 'finance', 'activity', 'school-employee',
      'shop-setting', 'customer-service', 'company-setting', 'permission', 'remote-task',
    ]);
  });
});
