import { describe, expect, it } from 'vitest';
import run, { findNginx, nginxConfig } from './two-servers.ts';

describe('two-servers bench task', () => {
  it('reports a missing nginx as one failing row instead of crashing', async () => {
    const logs: string[] = [];
    const rows = await run({ root: process.cwd(), tmpDir: '/tmp', quick: true, log: (m) => logs.push(m) }, () => null);
    expect(rows).toEqual([{ name: 'two-servers.nginx-installed (apt-get install -y nginx-light)', value: 0, unit: 'bool', budget: 1, ok: false }]);
    expect(logs.join('\n')).toContain('apt-get install -y nginx-light');
  });

  it('finds nginx only where it is', () => {
    expect(findNginx(['/nonexistent/nginx'], false)).toBeNull();
  });

  it('writes a foreground config with everything under its own directory', () => {
    const conf = nginxConfig('/tmp/x', { one: 8001, two: 8002 }, [9001, 9002]);
    expect(conf).toContain('daemon off;');
    expect(conf).toContain('pid /tmp/x/nginx.pid;');
    expect(conf).toMatch(/upstream one \{ server 127\.0\.0\.1:9001; keepalive/);
    expect(conf).toMatch(/upstream two \{ server 127\.0\.0\.1:9001; server 127\.0\.0\.1:9002; keepalive/);
    expect(conf).toContain('listen 127.0.0.1:8001;');
    expect(conf).toContain('listen 127.0.0.1:8002;');
    expect(conf).not.toMatch(/\/var\/(log|lib)/);
  });
});
