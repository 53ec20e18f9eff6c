import { describe, expect, it } from 'vitest';
import routeTreeSource from '@/routeTree.gen.ts?raw';
import { DEMO_HELP } from '../../../server/modules/content/demo-content.ts';
import { HELP_ARTICLE_OF_ROUTE, helpArticleOf } from './help-routes';

/** Every route id of the generated route tree (its `FileRoutesById` interface). */
function routeIds(): string[] {
  const block = /export interface FileRoutesById \{([\s\S]*?)\n\}/.exec(routeTreeSource)?.[1] ?? '';
  return [...block.matchAll(/^\s+'([^']+)': typeof /gm)].map((m) => m[1]!);
}

/** Routes outside the main layout: no page header, and the help center (inside it) cannot be opened from them. */
const OUTSIDE: Record<string, string> = {
  '/': '重定向到店铺概况',
  '/_authed': '登录后的布局',
  '/_authed/_app': '主布局',
  '/_authed/redirect/$': '标签页刷新时重新进入目标页的跳转',
  '/error/403': '错误页',
  '/error/404': '错误页',
  '/login/': '登录前',
  '/_authed/login/apply': '入驻申请：审核通过前进不了主布局',
  '/_authed/company-verify/': '企业认证：审核通过前进不了主布局',
  '/_authed/company-verify/entry': '企业认证：审核通过前进不了主布局',
  '/_authed/company-verify/result': '企业认证：审核通过前进不了主布局',
  '/feedback': '不需要登录的意见反馈',
  '/icons': '开发用的图标库',
  '/white/open/erp/': '不需要登录的 ERP 对接指南，本身就是说明',
  '/white/open/erp/guide/': '不需要登录的 ERP 对接指南，本身就是说明',
  '/white/open/erp/guide/$vendor': '不需要登录的 ERP 对接指南，本身就是说明',
  '/white/open/erp/cross/$partner': '不需要登录的 ERP 对接指南，本身就是说明',
};

describe('help article of every page', () => {
  const ids = routeIds();
  const codes = new Set<string>(DEMO_HELP.map((h) => h.code));

  it('reads the route tree', () => {
    expect(ids.length).toBeGreaterThan(100);
    expect(ids).toContain('/_authed/_app/order/list');
  });

  it('maps every page of the main layout to a seeded article', () => {
    const missing = ids.filter((id) => id.startsWith('/_authed/_app/') && !helpArticleOf(id));
    expect(missing, '这些页面没有帮助文章：在 src/features/content/help-routes.ts 中指定').toEqual([]);
    const unknown = Object.entries(HELP_ARTICLE_OF_ROUTE).filter(([, code]) => !codes.has(code));
    expect(unknown, '这些文章代码不在演示文章中（server/modules/content/demo-content.ts）').toEqual([]);
  });

  it('accounts for every route outside the main layout', () => {
    const rest = ids.filter((id) => id !== '__root__' && !id.startsWith('/_authed/_app/'));
    expect(rest.filter((id) => !(id in OUTSIDE)), '新的页面在主布局之外：说明它为何没有帮助链接，或放进主布局').toEqual([]);
    expect(Object.keys(OUTSIDE).filter((id) => !ids.includes(id)), '已不存在的路由').toEqual([]);
  });

  it('finds the article of a matched route id; every seeded article explains some page', () => {
    expect(helpArticleOf('/_authed/_app/activity/detail/$activityId')).toBe('platform-activity');
    expect(helpArticleOf('/_authed/_app/finance/deposit/')).toBe('deposit');
    expect(helpArticleOf('/_authed/company-verify/')).toBeNull();
    expect(helpArticleOf(undefined)).toBeNull();
    // Every article is the article of some page (none seeded for nothing).
    const used = new Set<string>(Object.values(HELP_ARTICLE_OF_ROUTE));
    expect(DEMO_HELP.filter((h) => !used.has(h.code) && h.code !== 'open-shop').map((h) => h.code)).toEqual([]);
  });
});
