import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpenTab } from './tabs';

type TabsModule = typeof import('./tabs');

async function load(): Promise<TabsModule> {
  vi.resetModules();
  return import('./tabs');
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const KEY = 'TABS_ROUTES';

const tab = (pathname: string, extra: Partial<OpenTab> = {}): OpenTab => ({
  key: pathname,
  pathname,
  title: pathname.slice(1),
  closable: true,
  ...extra,
});
const OVERVIEW = tab('/overview', { title: '店铺概况', closable: false });

let m: TabsModule;
const keys = () => m.tabsStore.tabs.map((t) => t.key);

beforeEach(async () => {
  localStorage.clear();
  m = await load();
});
afterEach(() => localStorage.clear());

describe('tabs store', () => {
  it('starts empty', () => {
    expect(m.tabsStore.tabs).toEqual([]);
  });

  it('opens tabs in order and keeps a copy of the given tab', () => {
    const goods = tab('/goods/list');
    m.openTab(OVERVIEW);
    m.openTab(goods);
    goods.title = 'changed';
    expect(m.tabsStore.tabs).toEqual([OVERVIEW, tab('/goods/list')]);
  });

  it('dedupes by pathname: a new search updates the key and title of the existing tab', () => {
    m.openTab(OVERVIEW);
    m.openTab(tab('/order/list'));
    m.openTab(tab('/goods/list'));
    m.openTab({ key: '/order/list?status=2', pathname: '/order/list', title: '订单列表', closable: true });
    expect(m.tabsStore.tabs).toHaveLength(3);
    expect(m.tabsStore.tabs[1]).toEqual({
      key: '/order/list?status=2',
      pathname: '/order/list',
      title: '订单列表',
      closable: true,
    });
  });

  it('caps at 20 tabs, dropping the oldest closable one', () => {
    m.openTab(OVERVIEW);
    for (let i = 1; i <= 19; i++) m.openTab(tab(`/p${i}`));
    expect(m.tabsStore.tabs).toHaveLength(m.MAX_TABS);
    m.openTab(tab('/p20'));
    expect(m.tabsStore.tabs).toHaveLength(20);
    expect(keys()[0]).toBe('/overview');
    expect(keys()).not.toContain('/p1');
    expect(keys().at(-1)).toBe('/p20');
  });

  it('closeTab activates the right neighbour, else the left one', () => {
    ['/a', '/b', '/c'].forEach((p) => m.openTab(tab(p)));
    expect(m.closeTab('/b')).toEqual(tab('/c'));
    expect(m.closeTab('/c')).toEqual(tab('/a'));
    expect(m.closeTab('/a')).toBeNull();
    expect(m.tabsStore.tabs).toEqual([]);
  });

  it('closeTab leaves non-closable and unknown tabs alone', () => {
    m.openTab(OVERVIEW);
    m.openTab(tab('/a'));
    expect(m.closeTab('/overview')).toBeNull();
    expect(m.closeTab('/missing')).toBeNull();
    expect(keys()).toEqual(['/overview', '/a']);
  });

  it('closeOtherTabs keeps the given tab and the non-closable ones', () => {
    [OVERVIEW, tab('/a'), tab('/b'), tab('/c')].forEach(m.openTab);
    m.closeOtherTabs('/b');
    expect(keys()).toEqual(['/overview', '/b']);
  });

  it('closeTabsToRight closes the closable tabs after the given one', () => {
    [tab('/a'), tab('/b'), tab('/pinned', { closable: false }), tab('/c')].forEach(m.openTab);
    m.closeTabsToRight('/a');
    expect(keys()).toEqual(['/a', '/pinned']);
    m.closeTabsToRight('/missing');
    expect(keys()).toEqual(['/a', '/pinned']);
  });

  it('closeAllTabs keeps the non-closable ones', () => {
    [OVERVIEW, tab('/a'), tab('/b')].forEach(m.openTab);
    m.closeAllTabs();
    expect(m.tabsStore.tabs).toEqual([OVERVIEW]);
  });

  it('resetTabs empties the list, even non-closable tabs', () => {
    [OVERVIEW, tab('/a')].forEach(m.openTab);
    m.resetTabs();
    expect(m.tabsStore.tabs).toEqual([]);
  });

  it('survives a reload', async () => {
    [OVERVIEW, tab('/a')].forEach(m.openTab);
    await flush();
    const again = await load();
    expect(again.tabsStore.tabs).toEqual([OVERVIEW, tab('/a')]);
  });

  it('keeps only valid, distinct stored tabs and starts empty on garbage', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        v: 1,
        data: { tabs: [OVERVIEW, { key: '/x' }, tab('/a'), tab('/a', { key: '/a?2' }), 'junk', { ...tab('/b'), more: 1 }] },
      }),
    );
    expect((await load()).tabsStore.tabs).toEqual([OVERVIEW, tab('/a'), tab('/b')]);

    localStorage.setItem(KEY, JSON.stringify({ v: 1, data: { tabs: 'nope' } }));
    expect((await load()).tabsStore.tabs).toEqual([]);
    localStorage.setItem(KEY, 'not json');
    expect((await load()).tabsStore.tabs).toEqual([]);
  });
});
