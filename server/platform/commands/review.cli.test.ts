import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness.ts';
import { runPlatform } from '../cli.ts';

/** The real entry point against a server's data directory (SQLite), as `npm run platform -- review ...` runs it. */
describe('npm run platform -- review', () => {
  let s: TestServer;
  const env = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
  beforeAll(async () => {
    s = await startTestServer('sqlite');
    process.env.DATA_DIR = s.config.dataDir;
    delete process.env.DATABASE_URL;
  });
  afterAll(async () => {
    for (const [k, v] of Object.entries(env)) if (v === undefined) delete process.env[k];
    else process.env[k] = v;
    await s.close();
  });

  it('lists the pending seed company, passes it, and refuses a second decision', async () => {
    const out: string[] = [];
    expect(await runPlatform(['review', 'list'], (l) => out.push(l))).toBe(0);
    expect(out.join('\n')).toMatch(/公司ID (\d+) {2}成都青禾文具有限公司 {2}个体工商户/);
    const id = /公司ID (\d+) {2}成都青禾文具有限公司/.exec(out.join('\n'))![1]!;
    expect(await runPlatform(['review', id, 'pass'], (l) => out.push(l))).toBe(0);
    expect(out.at(-1)).toBe(`公司 ${id} 已通过审核`);
    const c = await s.handle.db.selectFrom('company').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();
    expect(c).toMatchObject({ review_status: 1, ready_status: 1 });
    expect(await runPlatform(['review', id, 'reject', '晚了'], (l) => out.push(l))).toBe(1);
    expect(out.at(-1)).toBe(`错误：公司 ${id} 当前为「已通过」，只有审核中的申请可以审核`);
    expect(await runPlatform(['help'], (l) => out.push(l))).toBe(0);
    expect(out.join('\n')).toContain('review <公司ID> reject "<原因>"');
  });
});
