import { createCache } from '@ant-design/cssinjs';

/**
 * antd's CSS-in-JS cache, kept alive across route changes.
 *
 * @ant-design/cssinjs reference-counts every generated component style ('style%…') and component CSS-variable block
 * ('cssVar%…'). When the last component using one unmounts (every page change unmounts the old page's tables, forms
 * and pickers), the entry is dropped, the CSS-variable <style> element is removed, and the next mount generates and
 * serializes the same CSS again and re-inserts it (a document-wide style recalculation). On the goods list that was
 * about a quarter of a route change.
 *
 * Here each such entry gets one extra reference the first time a component uses it, so it lives as long as the page.
 * What is kept is bounded by the components × themes actually shown (a theme colour change adds one set).
 * The token entries ('token%…') are left alone: the layout keeps the app's token in use, and a theme change should
 * free the old one.
 */
const PINNED_PREFIXES = ['style%', 'cssVar%'];

export type StyleCache = ReturnType<typeof createCache>;

export function createKeepAliveStyleCache(): StyleCache {
  const cache = createCache();
  const pinned = new Set<string>();
  const opUpdate = cache.opUpdate.bind(cache);
  cache.opUpdate = (key, valueFn) => {
    opUpdate(key, valueFn);
    if (pinned.has(key) || !PINNED_PREFIXES.some((p) => key.startsWith(p))) return;
    const entry = cache.opGet(key) as [number, unknown] | null;
    // Pinned once a component has actually used it (count ≥ 1, after its insertion effect), never at creation.
    if (entry && entry[0] >= 1) {
      pinned.add(key);
      opUpdate(key, (prev) => (prev ? [(prev as [number, unknown])[0] + 1, (prev as [number, unknown])[1]] : prev));
    }
  };
  return cache;
}
