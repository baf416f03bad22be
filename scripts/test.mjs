#!/usr/bin/env node
// `npm test`: every test of the repository, browser journeys included, on a fresh machine
// (DESIGN §2). Arguments after `--` go to Vitest: `npm test -- --project api`.
//
//   1. the API built as `npm start` runs it (apps/api/dist/server.js),
//   2. Chromium and fonts for the browser tests (scripts/ensure-chromium.mjs), and the
//      storefront built as `npm start` serves it (the browser tests drive apps/web/dist),
//   3. `vitest run` over all projects; its exit code is ours.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromiumOrExit } from './ensure-chromium.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const vitestArgs = process.argv.slice(2);

/** The projects asked for with --project (empty: all). */
function requestedProjects(args) {
  const projects = [];
  args.forEach((arg, index) => {
    if (arg === '--project' && args[index + 1]) projects.push(args[index + 1]);
    else if (arg.startsWith('--project=')) projects.push(arg.slice('--project='.length));
  });
  return projects;
}

/** Runs a command with inherited output; resolves with its exit code; forwards Ctrl-C. */
function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (error) => {
      process.stderr.write(`Could not run ${command}: ${error.message}\n`);
      resolve(1);
    });
    child.on('close', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal === 'SIGINT' ? 130 : 1));
    });
  });
}

const projects = requestedProjects(vitestArgs);
// Only the browser tests need Chromium and the build; `--project api` stays quick.
const needsBrowser = projects.length === 0 || projects.some((name) => /e2e|\*/.test(name));

// The API as `npm start` runs it (plain node on its bundle): the browser tests and the API tests
// that start whole server processes use it. A second or so.
process.stdout.write('\nBuilding the API...\n');
const apiBuildCode = await run('npm', ['run', 'build', '-w', '@storefront/api']);
if (apiBuildCode !== 0) {
  process.stderr.write(`\nThe API build failed (exit ${apiBuildCode}); no tests were run.\n`);
  process.exit(apiBuildCode);
}

if (needsBrowser) {
  await ensureChromiumOrExit();
  process.stdout.write('\nBuilding the storefront for the browser tests...\n');
  const buildCode = await run('npm', ['run', 'build', '-w', '@storefront/web']);
  if (buildCode !== 0) {
    process.stderr.write(`\nThe storefront build failed (exit ${buildCode}); no tests were run.\n`);
    process.exit(buildCode);
  }
}

const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
// Vitest's own summary, then scripts/summary-reporter.ts's plain line, end the output: print
// nothing after them.
process.exit(await run(process.execPath, [vitest, 'run', ...vitestArgs]));
