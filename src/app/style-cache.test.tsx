import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { createCache, StyleProvider } from '@ant-design/cssinjs';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { createKeepAliveStyleCache, type StyleCache } from './style-cache';

/** The generated-style entries a cache holds ('style%…' and 'cssVar%…'), as reference counts by key. */
function entries(cache: StyleCache): Map<string, number> {
  const internal = (cache as unknown as { cache: Map<string, [number, unknown]> }).cache;
  return new Map([...internal].filter(([k]) => k.startsWith('style%') || k.startsWith('cssVar%')).map(([k, v]) => [k, v[0]]));
}

function mountAndUnmount(cache: StyleCache) {
  const view = render(
    <StyleProvider cache={cache}>
      <Button>保存</Button>
      <Tag>在售</Tag>
    </StyleProvider>,
  );
  const during = entries(cache);
  view.unmount();
  return during;
}

describe('createKeepAliveStyleCache', () => {
  it('antd drops a component style from its default cache once nothing shows it (what this module fixes)', () => {
    const cache = createCache();
    const during = mountAndUnmount(cache);
    expect(during.size).toBeGreaterThan(0);
    expect(entries(cache).size).toBe(0);
  });

  it('keeps every used style and CSS-variable block after the last user unmounts', () => {
    const cache = createKeepAliveStyleCache();
    const during = mountAndUnmount(cache);
    expect(during.size).toBeGreaterThan(0);
    const after = entries(cache);
    expect([...after.keys()].sort()).toEqual([...during.keys()].sort());
    for (const count of after.values()) expect(count).toBeGreaterThanOrEqual(1);
  });

  it('reuses the kept entry on the next mount instead of generating the style again', () => {
    const cache = createKeepAliveStyleCache();
    mountAndUnmount(cache);
    const internal = (cache as unknown as { cache: Map<string, [number, unknown]> }).cache;
    const before = new Map([...internal].map(([k, v]) => [k, v[1]]));
    mountAndUnmount(cache);
    for (const [k, v] of internal) if (k.startsWith('style%')) expect(v[1]).toBe(before.get(k));
  });

  it('pins each entry once: counts go back to the pinned level after repeated mounts', () => {
    const cache = createKeepAliveStyleCache();
    mountAndUnmount(cache);
    const first = entries(cache);
    mountAndUnmount(cache);
    mountAndUnmount(cache);
    expect(entries(cache)).toEqual(first);
  });
});
