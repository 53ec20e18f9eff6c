#!/usr/bin/env node
// `npm start`: the product on one port. Builds the SPA when dist/ is missing or older than its sources, then runs
// the API server (server/main.ts through tsx), which serves dist/ with history fallback on PORT (default 3000).
// Needs nothing but Node: the data lives in SQLite under DATA_DIR (default ./data) unless DATABASE_URL is set.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(ROOT);

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`需要 Node.js 20.19 或更高版本，当前为 ${process.version}`);
  process.exit(1);
}
if (!fs.existsSync(path.join(ROOT, 'node_modules'))) {
  console.error('缺少依赖：请先运行 npm ci');
  process.exit(1);
}

const PORT = Number(process.env.PORT || 3000);
const HOST = process.env.HOST || '0.0.0.0';
const DIST_INDEX = path.join(ROOT, 'dist', 'index.html');

function bin(pkg, name = pkg) {
  const dir = path.join(ROOT, 'node_modules', pkg);
  const pj = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return path.join(dir, typeof pj.bin === 'string' ? pj.bin : pj.bin[name]);
}

/** Newest file among the build inputs (tests excluded): { file, mtimeMs }. */
function newestInput() {
  let newest = { file: '', mtimeMs: 0 };
  const consider = (p, st) => {
    if (st.mtimeMs > newest.mtimeMs) newest = { file: path.relative(ROOT, p), mtimeMs: st.mtimeMs };
  };
  const walk = (p) => {
    let st;
    try {
      st = fs.statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const name of fs.readdirSync(p)) {
        if (name === 'node_modules' || name === '__snapshots__') continue;
        walk(path.join(p, name));
      }
    } else if (st.isFile() && !/\.test\.[^/]+$/.test(path.basename(p))) {
      consider(p, st);
    }
  };
  for (const input of ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json', '.env', '.env.local', '.env.production', '.env.production.local']) {
    walk(path.join(ROOT, input));
  }
  return newest;
}

function needsBuild() {
  if (!fs.existsSync(DIST_INDEX)) return '没有 dist/index.html';
  const built = fs.statSync(DIST_INDEX).mtimeMs;
  const newest = newestInput();
  return newest.mtimeMs > built ? `${newest.file} 比 dist/ 新` : null;
}

function runToEnd(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: 'inherit', cwd: ROOT });
    const forward = (sig) => child.kill(sig);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('close', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 130 : 1));
    });
  });
}

function portFree(port, host) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', (err) => resolve(err.code !== 'EADDRINUSE'));
    srv.listen({ port, host, exclusive: true }, () => srv.close(() => resolve(true)));
  });
}

function healthy(host, port) {
  return new Promise((resolve) => {
    const req = http.get({ host, port, path: '/healthz', timeout: 1000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => req.destroy());
  });
}

// --- 1. Build the SPA when it is missing or stale.
const reason = needsBuild();
if (reason) {
  console.log(`正在构建前端（vite build）：${reason}…`);
  const code = await runToEnd([bin('vite'), 'build']);
  if (code !== 0) {
    console.error(`前端构建失败（退出码 ${code}），未启动服务`);
    process.exit(code);
  }
} else {
  console.log('前端已是最新（dist/），跳过构建');
}

// --- 2. Run the API server, which also serves dist/.
if (!(await portFree(PORT, HOST))) {
  console.error(`端口 ${PORT} 已被占用：请停止占用它的程序，或换一个端口，例如 PORT=3001 npm start`);
  process.exit(1);
}
console.log(`正在启动服务（端口 ${PORT}）…`);
const server = spawn(process.execPath, ['--import', 'tsx', path.join('server', 'main.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
  // Its own process group: a Ctrl+C reaches the server once, through us, so its graceful shutdown is not cut short.
  detached: true,
  env: { ...process.env, PORT: String(PORT) },
});
let stopping = false;
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    if (stopping) {
      server.kill('SIGKILL');
      return;
    }
    stopping = true;
    console.log('\n正在停止服务…');
    server.kill(sig === 'SIGHUP' ? 'SIGTERM' : sig);
  });
}
process.on('exit', () => {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
});
server.on('close', (code, signal) => {
  if (!stopping && code !== 0) console.error(`服务已退出（${signal ?? `退出码 ${code}`}）`);
  process.exit(code ?? (stopping ? 0 : 1));
});

// --- 3. Say where it is once it answers.
const probeHost = HOST === '0.0.0.0' || HOST === '::' ? '127.0.0.1' : HOST;
for (let i = 0; i < 600 && !stopping && server.exitCode === null; i++) {
  if (await healthy(probeHost, PORT)) {
    console.log(`\n✅ 商家后台已启动：http://localhost:${PORT}  （演示账号见 README.md，按 Ctrl+C 停止）\n`);
    break;
  }
  await new Promise((r) => setTimeout(r, 200));
}
