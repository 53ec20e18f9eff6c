import { persistedProxy, resetPersisted, STORAGE_KEYS } from './persist';

export interface OpenTab {
  /** pathname + search: what the tab navigates to. */
  key: string;
  pathname: string;
  title: string;
  closable: boolean;
}

export interface TabsState {
  tabs: OpenTab[];
}

/** At most this many tabs; opening another drops the oldest closable one. */
export const MAX_TABS = 20;

function isTab(v: unknown): v is OpenTab {
  if (typeof v !== 'object' || v === null) return false;
  const t = v as Record<string, unknown>;
  return (
    typeof t.key === 'string' &&
    typeof t.pathname === 'string' &&
    typeof t.title === 'string' &&
    typeof t.closable === 'boolean'
  );
}

/** Keeps the valid stored tabs (one per pathname, at most MAX_TABS); anything else starts empty. */
function normalizeTabs(v: unknown): TabsState | null {
  const list = (v as Partial<TabsState> | null)?.tabs;
  if (!Array.isArray(list)) return null;
  const tabs: OpenTab[] = [];
  for (const t of list) {
    if (isTab(t) && !tabs.some((o) => o.pathname === t.pathname)) {
      tabs.push({ key: t.key, pathname: t.pathname, title: t.title, closable: t.closable });
    }
  }
  return { tabs: tabs.slice(-MAX_TABS) };
}

/** Open tab routes, persisted under TABS_ROUTES; starts empty. */
export const tabsStore = persistedProxy<TabsState>(STORAGE_KEYS.tabs, { tabs: [] }, { normalize: normalizeTabs });

const copy = (t: OpenTab): OpenTab => ({ ...t });

/**
 * Opens a tab, or updates the tab of the same pathname (new search: new key
 * and title). Past MAX_TABS the oldest closable tab other than this one goes.
 */
export function openTab(tab: OpenTab): void {
  const { tabs } = tabsStore;
  const existing = tabs.find((t) => t.pathname === tab.pathname);
  if (existing) {
    existing.key = tab.key;
    existing.title = tab.title;
    return;
  }
  tabs.push(copy(tab));
  if (tabs.length > MAX_TABS) {
    const oldest = tabs.findIndex((t) => t.closable && t.pathname !== tab.pathname);
    if (oldest !== -1) tabs.splice(oldest, 1);
  }
}

/**
 * Closes a closable tab and returns the tab to activate next (the right
 * neighbour, else the left one); null when nothing was closed or none is left.
 */
export function closeTab(key: string): OpenTab | null {
  const { tabs } = tabsStore;
  const index = tabs.findIndex((t) => t.key === key);
  if (index === -1 || !tabs[index].closable) return null;
  tabs.splice(index, 1);
  const next = tabs[index] ?? tabs[index - 1];
  return next ? copy(next) : null;
}

/** Keeps the given tab and every non-closable one. */
export function closeOtherTabs(key: string): void {
  tabsStore.tabs = tabsStore.tabs.filter((t) => t.key === key || !t.closable).map(copy);
}

/** Closes the closable tabs to the right of the given one. */
export function closeTabsToRight(key: string): void {
  const index = tabsStore.tabs.findIndex((t) => t.key === key);
  if (index === -1) return;
  tabsStore.tabs = tabsStore.tabs.filter((t, i) => i <= index || !t.closable).map(copy);
}

/** Closes every closable tab; non-closable ones (e.g. the overview) stay. */
export function closeAllTabs(): void {
  tabsStore.tabs = tabsStore.tabs.filter((t) => !t.closable).map(copy);
}

export function resetTabs(): void {
  resetPersisted(tabsStore);
}
