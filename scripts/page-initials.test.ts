import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pinyin } from 'pinyin-pro';
import { PAGE_INITIALS } from '../src/features/content/page-initials.ts';

function titles(): string[] {
  const out = new Set<string>();
  const walk = (d: string) => {
    for (const f of fs.readdirSync(d)) {
      const p = path.join(d, f);
      if (fs.statSync(p).isDirectory()) walk(p);
      else if (p.endsWith('.tsx')) for (const m of fs.readFileSync(p, 'utf8').matchAll(/\btitle: '([^']+)'/g)) out.add(m[1]!);
    }
  };
  walk('src/routes');
  for (const m of fs.readFileSync('src/app/layout/menu.ts', 'utf8').matchAll(/\btitle: '([^']+)'/g)) out.add(m[1]!);
  return [...out].filter((t) => /[\u4e00-\u9fff]/.test(t));
}

describe('pinyin initials of the pages (command palette)', () => {
  it('has the pinyin initials of every page title, as pinyin-pro spells them (node scripts/page-initials.mjs)', () => {
    for (const t of titles()) {
      const want = pinyin(t, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'consecutive' }).join('').replace(/[^a-zA-Z0-9]/g, '').toLowerCase();
      expect(PAGE_INITIALS[t], t).toBe(want);
    }
  });

});
