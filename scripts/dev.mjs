#!/usr/bin/env node
// `npm run dev`: the API server (tsx watch, PORT 3000) and the Vite dev server (5173, which proxies /xm-* to the
// API) together. When either stops, or on Ctrl+C, both are stopped.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(ROOT);

const API_PORT = Number(process.env.PORT || 3000);

function bin(pkg, name = pkg) {
  const dir = path.join(ROOT, 'node_modules', pkg);
  const pj = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return path.join(dir, typeof pj.bin === 'string' ? pj.bin : pj.bin[name]);
}

const children = [];
let stopping = false;
let exitCode = 0;

function start(name, args, env) {
  // Each child in its own process group, so that stopping it also stops what it spawned (tsx watch runs a child).
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: 'inherit', detached: true, env: { ...process.env, ...env } });
  child.label = name;
  children.push(child);
  child.on('close', (code, signal) => {
    if (!stopping) {
      console.error(`${name} 已退出（${signal ?? `退出码 ${code}`}），正在停止其余进程`);
      exitCode = code || 1;
      stopAll('SIGTERM');
    }
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode);
  });
  return child;
}

function killGroup(child, sig) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, sig);
  } catch {
    child.kill(sig);
  }
}

function stopAll(sig) {
  stopping = true;
  for (const c of children) killGroup(c, sig);
  // Whatever is still running after 5 s is killed.
  setTimeout(() => {
    for (const c of children) killGroup(c, 'SIGKILL');
    process.exit(exitCode);
  }, 5000).unref();
}

for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    if (stopping) {
      for (const c of children) killGroup(c, 'SIGKILL');
      process.exit(exitCode);
    }
    console.log('\n正在停止开发服务器…');
    stopAll(sig === 'SIGHUP' ? 'SIGTERM' : sig);
  });
}
process.on('exit', () => {
  for (const c of children) killGroup(c, 'SIGKILL');
});

start('接口服务', [bin('tsx'), 'watch', '--clear-screen=false', path.join('server', 'main.ts')], { PORT: String(API_PORT) });
start('Vite 开发服务器', [bin('vite')], { VITE_DEV_API: process.env.VITE_DEV_API || `http://localhost:${API_PORT}` });
console.log(`开发模式：页面 http://localhost:5173（热更新），接口 http://localhost:${API_PORT}（/xm-* 由 Vite 代理过去）。按 Ctrl+C 停止。`);
