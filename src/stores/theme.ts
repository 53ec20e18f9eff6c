import { snapshot } from 'valtio/vanilla';
import { persistedProxy, resetPersisted, STORAGE_KEYS } from './persist';

export interface ThemeSettings {
  primaryColor: string;
  layout: 'side' | 'top';
  contentWidth: 'Fluid' | 'Fixed';
  fixedHeader: boolean;
  fixSiderbar: boolean;
  colorWeak: boolean;
  menu: { locale: boolean };
  pwa: boolean;
  iconfontUrl: string;
  navTheme: 'light' | 'dark';
}

/** Spec §9 defaults. Frozen: the store works on copies. */
export const DEFAULT_THEME: Readonly<ThemeSettings> = Object.freeze({
  primaryColor: '#1890FF',
  layout: 'side',
  contentWidth: 'Fluid',
  fixedHeader: false,
  fixSiderbar: false,
  colorWeak: false,
  menu: Object.freeze({ locale: true }),
  pwa: false,
  iconfontUrl: '',
  navTheme: 'dark',
});

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function pick<T>(v: unknown, ok: (v: unknown) => v is T, fallback: T): T {
  return ok(v) ? v : fallback;
}

const isBool = (v: unknown): v is boolean => typeof v === 'boolean';
const isString = (v: unknown): v is string => typeof v === 'string';
const isColor = (v: unknown): v is string => isString(v) && HEX_COLOR.test(v);
const oneOf =
  <T extends string>(...values: T[]) =>
  (v: unknown): v is T =>
    values.includes(v as T);

/**
 * A complete, valid ThemeSettings from anything: unknown keys are dropped and
 * each missing or bad field takes its value from `fallback`. Null if `v` is not an object.
 */
export function normalizeTheme(v: unknown, fallback: Readonly<ThemeSettings> = DEFAULT_THEME): ThemeSettings | null {
  if (!isRecord(v)) return null;
  const menu = isRecord(v.menu) ? v.menu : {};
  return {
    primaryColor: pick(v.primaryColor, isColor, fallback.primaryColor),
    layout: pick(v.layout, oneOf('side', 'top'), fallback.layout),
    contentWidth: pick(v.contentWidth, oneOf('Fluid', 'Fixed'), fallback.contentWidth),
    fixedHeader: pick(v.fixedHeader, isBool, fallback.fixedHeader),
    fixSiderbar: pick(v.fixSiderbar, isBool, fallback.fixSiderbar),
    colorWeak: pick(v.colorWeak, isBool, fallback.colorWeak),
    menu: { locale: pick(menu.locale, isBool, fallback.menu.locale) },
    pwa: pick(v.pwa, isBool, fallback.pwa),
    iconfontUrl: pick(v.iconfontUrl, isString, fallback.iconfontUrl),
    navTheme: pick(v.navTheme, oneOf('light', 'dark'), fallback.navTheme),
  };
}

/** Theme settings, persisted under THEME_SETTINGS. */
export const themeStore = persistedProxy<ThemeSettings>(STORAGE_KEYS.theme, DEFAULT_THEME, {
  normalize: (v) => normalizeTheme(v),
});

/** Applies a partial change; an invalid value (e.g. a bad colour) leaves that field as it was. */
export function updateTheme(patch: Partial<ThemeSettings>): void {
  const current = snapshot(themeStore) as ThemeSettings;
  const next = normalizeTheme({ ...current, ...patch }, current);
  if (next) Object.assign(themeStore, next);
}

export function resetTheme(): void {
  resetPersisted(themeStore);
}
