#!/usr/bin/env node
// `npm run dev`: the API on port 3001 (node --watch restarts it on change) and Vite's dev server
// (hot reload; it proxies /api and /images to 3001) together. Ctrl-C stops both; when one stops,
// the other is stopped too and its exit code is ours.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// Vite's proxy (apps/web/vite.config.ts) expects the API on 3001; API_PORT moves both.
const API_PORT = process.env.API_PORT ?? '3001';

const services = [
  {
    name: 'api',
    color: 36,
    args: ['run', 'dev', '-w', '@storefront/api'],
    env: { PORT: API_PORT, NODE_ENV: 'development', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
  },
  {
    name: 'web',
    color: 35,
    args: ['run', 'dev', '-w', '@storefront/web'],
    env: { API_URL: `http://localhost:${API_PORT}` },
  },
];

const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const children = [];
let stopping = false;
let exitCode = 0;

/** Prefixes each line of a child's output with its name so the two logs stay readable. */
function pipeLines(stream, target, label) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) target.write(`${label} ${line}\n`);
  });
  stream.on('end', () => {
    if (rest) target.write(`${label} ${rest}\n`);
  });
}

function stopAll(signal) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
  // A child that ignores the signal must not keep the terminal forever.
  setTimeout(() => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  }, 10_000).unref();
}

for (const service of services) {
  const label = useColor
    ? `\u001b[${service.color}m[${service.name}]\u001b[0m`
    : `[${service.name}]`;
  const child = spawn('npm', service.args, {
    cwd: root,
    env: { ...process.env, ...service.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  pipeLines(child.stdout, process.stdout, label);
  pipeLines(child.stderr, process.stderr, label);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      process.stderr.write(`${label} stopped (${signal ?? `exit ${code}`}); stopping the rest\n`);
      exitCode = code ?? 1;
    }
    stopAll('SIGTERM');
  });
  children.push(child);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => stopAll(signal === 'SIGHUP' ? 'SIGTERM' : signal));
}

let remaining = children.length;
for (const child of children) {
  child.on('close', () => {
    remaining--;
    if (remaining === 0) process.exit(exitCode);
  });
}

process.stdout.write(
  `Storefront dev: API on http://localhost:${API_PORT}, storefront on Vite's address below.\n`,
);
