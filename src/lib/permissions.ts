import type { RouteMeta } from './route-meta';

/** The virtual keys of spec §6, derived from the company when the session loads. */
export const VIRTUAL_KEYS = {
  remoteTask: 'common.remote-task.list',
  roadshow: 'common.roadshow.list',
  crossBorder: 'common.cross-border',
  companyVerify: 'common.company-verify',
  openErp: 'common.open-erp',
} as const;

export interface KeySource {
  authNameList: readonly string[];
  showLuYanMenu: number;
  companyType: number;
  readyStatus: number;
}

export function buildKeySet(user: KeySource, whitelist: { job: boolean; erp: boolean }): Set<string> {
  const keys = new Set(user.authNameList);
  if (whitelist.job) keys.add(VIRTUAL_KEYS.remoteTask);
  if (user.showLuYanMenu === 1) keys.add(VIRTUAL_KEYS.roadshow);
  if (user.companyType === 4) keys.add(VIRTUAL_KEYS.crossBorder);
  if (user.readyStatus) keys.add(VIRTUAL_KEYS.companyVerify);
  if (whitelist.erp) keys.add(VIRTUAL_KEYS.openErp);
  return keys;
}

/**
 * Spec §6: no authKey or ignoreAuth is open; a string requires that key; a list requires all of them.
 * authKeyAny (the open-ERP pages) requires at least one.
 */
export function canAccess(keys: ReadonlySet<string>, meta: Pick<RouteMeta, 'authKey' | 'authKeyAny' | 'ignoreAuth'> | undefined): boolean {
  if (!meta || meta.ignoreAuth) return true;
  const { authKey, authKeyAny } = meta;
  if (typeof authKey === 'string' && !keys.has(authKey)) return false;
  if (Array.isArray(authKey) && !authKey.every((k) => keys.has(k))) return false;
  if (authKeyAny && authKeyAny.length > 0 && !authKeyAny.some((k) => keys.has(k))) return false;
  return true;
}
