import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type ThemeModule = typeof import('./theme');

/** A fresh copy of the module, so its initial read of localStorage runs again. */
async function load(): Promise<ThemeModule> {
  vi.resetModules();
  return import('./theme');
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const KEY = 'THEME_SETTINGS';

const SPEC_DEFAULTS = {
  primaryColor: '#1890FF',
  layout: 'side',
  contentWidth: 'Fluid',
  fixedHeader: false,
  fixSiderbar: false,
  colorWeak: false,
  menu: { locale: true },
  pwa: false,
  iconfontUrl: '',
  navTheme: 'dark',
};

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('theme store', () => {
  it('has the spec §9 defaults', async () => {
    const { DEFAULT_THEME, themeStore } = await load();
    expect(DEFAULT_THEME).toEqual(SPEC_DEFAULTS);
    expect(themeStore).toEqual(SPEC_DEFAULTS);
  });

  it('persists changes under THEME_SETTINGS and reads them back after a reload', async () => {
    const first = await load();
    first.updateTheme({ primaryColor: '#FF0000', layout: 'top', colorWeak: true, menu: { locale: false } });
    await flush();
    expect(JSON.parse(localStorage.getItem(KEY)!).data).toMatchObject({ primaryColor: '#FF0000', layout: 'top' });

    const second = await load();
    expect(second.themeStore).toEqual({
      ...SPEC_DEFAULTS,
      primaryColor: '#FF0000',
      layout: 'top',
      colorWeak: true,
      menu: { locale: false },
    });
  });

  it('drops unknown keys and replaces bad values with the defaults', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        v: 1,
        data: {
          primaryColor: 'red',
          layout: 'mix',
          contentWidth: 'Fixed',
          fixedHeader: 'yes',
          colorWeak: true,
          menu: 'nope',
          navTheme: 'light',
          hacked: '<script>',
        },
      }),
    );
    const { themeStore } = await load();
    expect(themeStore).toEqual({ ...SPEC_DEFAULTS, contentWidth: 'Fixed', colorWeak: true, navTheme: 'light' });
    expect(themeStore).not.toHaveProperty('hacked');
  });

  it.each(['#1890ff', '#ABCDEF', '#000000'])('accepts the colour %s', async (color) => {
    const { normalizeTheme } = await load();
    expect(normalizeTheme({ primaryColor: color })?.primaryColor).toBe(color);
  });

  it.each(['#fff', '1890FF', '#1890FG', '#1890FF0', 'rgb(0,0,0)', 42])('rejects the colour %s', async (color) => {
    const { normalizeTheme } = await load();
    expect(normalizeTheme({ primaryColor: color })?.primaryColor).toBe('#1890FF');
  });

  it('starts from the defaults on a stored non-object or invalid JSON', async () => {
    localStorage.setItem(KEY, JSON.stringify({ v: 1, data: ['side'] }));
    expect((await load()).themeStore).toEqual(SPEC_DEFAULTS);
    localStorage.setItem(KEY, '{');
    expect((await load()).themeStore).toEqual(SPEC_DEFAULTS);
  });

  it('updateTheme keeps the current value when given a bad one', async () => {
    const { themeStore, updateTheme } = await load();
    updateTheme({ primaryColor: '#00AA00' });
    updateTheme({ primaryColor: 'green', layout: 'diagonal' as 'side', fixedHeader: true });
    expect(themeStore.primaryColor).toBe('#00AA00');
    expect(themeStore.layout).toBe('side');
    expect(themeStore.fixedHeader).toBe(true);
  });

  it('resetTheme restores and persists the defaults; DEFAULT_THEME is never mutated', async () => {
    const { themeStore, updateTheme, resetTheme, DEFAULT_THEME } = await load();
    updateTheme({ navTheme: 'light', menu: { locale: false } });
    themeStore.menu.locale = false;
    resetTheme();
    expect(themeStore).toEqual(SPEC_DEFAULTS);
    expect(DEFAULT_THEME).toEqual(SPEC_DEFAULTS);
    await flush();
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ v: 1, data: SPEC_DEFAULTS });
  });
});
