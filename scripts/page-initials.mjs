// Writes src/features/content/page-initials.ts (pinyin initials of every route and menu title) with pinyin-pro.
import fs from 'node:fs';
import path from 'node:path';
import { pinyin } from 'pinyin-pro';
const titles = new Set();
const walk = (d) => { for (const f of fs.readdirSync(d)) { const p = path.join(d, f); if (fs.statSync(p).isDirectory()) walk(p); else if (p.endsWith('.tsx')) { for (const m of fs.readFileSync(p, 'utf8').matchAll(/\btitle: '([^']+)'/g)) titles.add(m[1]); } } };
walk('src/routes');
for (const m of fs.readFileSync('src/app/layout/menu.ts', 'utf8').matchAll(/\btitle: '([^']+)'/g)) titles.add(m[1]);
const out = {};
for (const t of [...titles].sort()) { if (!/[\u4e00-\u9fff]/.test(t)) continue; out[t] = pinyin(t, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'consecutive' }).join('').replace(/[^a-zA-Z0-9]/g, '').toLowerCase(); }
const body = Object.entries(out).map(([k, v]) => `  '${k}': '${v}',`).join('\n');
fs.writeFileSync('src/features/content/page-initials.ts', `/**\n * Pinyin initials of every page title (command palette: 「ddlb」 finds 订单列表). Generated from the route titles and the\n * menu by pinyin-pro (context-aware for polyphones); scripts/page-initials.test.ts checks it is complete\n * and up to date: after adding a page, run \`node scripts/page-initials.mjs\`.\n */\nexport const PAGE_INITIALS: Readonly<Record<string, string>> = {\n${body}\n};\n`);
console.log(Object.keys(out).length);
