import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type DraftModule = typeof import('./goods-draft');

async function load(): Promise<DraftModule> {
  vi.resetModules();
  return import('./goods-draft');
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const KEY = 'GOODS_ADD_DRAFT';

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('goods-add draft store', () => {
  it('starts null', async () => {
    expect((await load()).goodsDraftStore.draft).toBeNull();
  });

  it('saves the values with the time, as JSON, and reads them back after a reload', async () => {
    const m = await load();
    const values = { name: '校园帆布包', price: 1999, onSale: new Date('2026-11-25T00:00:00.000Z') };
    m.saveGoodsDraft(values, 1_700_000_000_000);
    expect(m.goodsDraftStore.draft).toEqual({
      savedAt: 1_700_000_000_000,
      values: { name: '校园帆布包', price: 1999, onSale: '2026-11-25T00:00:00.000Z' },
    });
    await flush();
    const again = await load();
    expect(again.goodsDraftStore.draft).toEqual(m.goodsDraftStore.draft);
  });

  it('uses the current time by default', async () => {
    const m = await load();
    vi.spyOn(Date, 'now').mockReturnValue(42);
    m.saveGoodsDraft({ a: 1 });
    expect(m.goodsDraftStore.draft?.savedAt).toBe(42);
    vi.restoreAllMocks();
  });

  it('clearGoodsDraft sets it back to null, also after a reload', async () => {
    const m = await load();
    m.saveGoodsDraft({ a: 1 });
    m.clearGoodsDraft();
    expect(m.goodsDraftStore.draft).toBeNull();
    await flush();
    expect((await load()).goodsDraftStore.draft).toBeNull();
  });

  it.each([
    { draft: { savedAt: 'yesterday', values: {} } },
    { draft: { savedAt: 1, values: [] } },
    { draft: { savedAt: 1 } },
    { draft: 5 },
    {},
  ])('ignores a malformed stored draft %j', async (data) => {
    localStorage.setItem(KEY, JSON.stringify({ v: 1, data }));
    expect((await load()).goodsDraftStore.draft).toBeNull();
  });
});
