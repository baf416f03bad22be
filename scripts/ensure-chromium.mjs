#!/usr/bin/env node
// Makes sure the browser tests have a Chromium to drive (DESIGN §1: playwright-core with the
// system Chromium, never a downloaded browser) and fonts that can draw every UI language.
//
// - CHROMIUM_PATH or /usr/bin/chromium present: nothing to do.
// - Otherwise, as root with apt-get (a fresh Debian machine, CI): apt-get install chromium.
// - Otherwise: stop with the command to run.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/** Languages whose scripts DejaVu/Noto must cover for the screenshots (spec §1: ae, ka). */
const SCRIPT_LANGS = [
  ['ar', 'Arabic'],
  ['ka', 'Georgian'],
];

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const hasCommand = (name) => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;

class SetupError extends Error {}

/**
 * Runs an apt-get command quietly: one line when it starts, a line every 15 s while it runs,
 * the tail of its output if it fails.
 */
function apt(args, what) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    process.stdout.write(`  ${what}...\n`);
    // Another apt-get (unattended upgrades, a parallel setup) may hold the lock: wait for it.
    const child = spawn('apt-get', ['-o', 'DPkg::Lock::Timeout=600', ...args], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines = [];
    let packagesSetUp = 0;
    const partial = { stdout: '', stderr: '' };
    const collect = (stream) => (chunk) => {
      const parts = (partial[stream] + chunk.toString()).split('\n');
      partial[stream] = parts.pop() ?? '';
      for (const line of parts) {
        if (!line.trim()) continue;
        if (line.startsWith('Setting up ')) packagesSetUp++;
        lines.push(line);
        if (lines.length > 400) lines.shift();
      }
    };
    child.stdout.on('data', collect('stdout'));
    child.stderr.on('data', collect('stderr'));
    const ticker = setInterval(() => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const detail = packagesSetUp ? `, ${packagesSetUp} packages set up` : '';
      process.stdout.write(`  ...${seconds}s${detail}\n`);
    }, 15_000);
    child.on('error', (error) => {
      clearInterval(ticker);
      reject(new SetupError(`could not run apt-get: ${error.message}`));
    });
    child.on('close', (code) => {
      clearInterval(ticker);
      const seconds = Math.round((Date.now() - started) / 1000);
      if (code === 0) {
        process.stdout.write(`  done in ${seconds}s\n`);
        resolve();
      } else {
        lines.push(partial.stdout, partial.stderr);
        process.stderr.write(lines.filter(Boolean).slice(-30).join('\n') + '\n');
        reject(new SetupError(`"apt-get ${args.join(' ')}" failed (exit ${code}).`));
      }
    });
  });
}

/** Languages (of SCRIPT_LANGS) no installed font covers; undefined when fc-list is missing. */
function missingFontLanguages() {
  if (!hasCommand('fc-list')) return undefined;
  return SCRIPT_LANGS.filter(([lang]) => {
    const result = spawnSync('fc-list', [`:lang=${lang}`, 'family'], { encoding: 'utf8' });
    return result.status !== 0 || !result.stdout.trim();
  }).map(([, name]) => name);
}

export async function ensureChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured)) {
      throw new SetupError(
        `CHROMIUM_PATH is set to "${configured}", which does not exist.\n` +
          `Point it at a Chromium or Chrome binary, or unset it to use ${DEFAULT_CHROMIUM}.`,
      );
    }
  } else if (!existsSync(DEFAULT_CHROMIUM)) {
    if (!isRoot() || !hasCommand('apt-get')) {
      throw new SetupError(
        `The browser tests need Chromium, and ${DEFAULT_CHROMIUM} does not exist.\n` +
          `Install it, then run npm test again:\n` +
          `  Debian:        sudo apt-get install -y chromium fonts-noto-core\n` +
          `  Ubuntu/others: install Chromium or Google Chrome and set CHROMIUM_PATH to its binary,\n` +
          `                 e.g. CHROMIUM_PATH=/usr/bin/google-chrome npm test`,
      );
    }
    process.stdout.write(
      'Chromium is missing: installing it with apt-get (once, about a minute).\n',
    );
    await apt(['update', '-q'], 'apt-get update');
    await apt(['install', '-y', '-q', 'chromium'], 'apt-get install -y chromium');
    if (!existsSync(DEFAULT_CHROMIUM)) {
      throw new SetupError(`apt-get installed chromium but ${DEFAULT_CHROMIUM} is still missing.`);
    }
  }

  // Arabic and Georgian must not render as boxes in screenshots. Missing fonts do not fail the
  // tests (the web app may self-host its fonts); they are installed when we can.
  const missing = missingFontLanguages();
  if (missing === undefined || missing.length > 0) {
    const what = missing === undefined ? 'fontconfig' : `fonts for ${missing.join(' and ')}`;
    if (isRoot() && hasCommand('apt-get')) {
      process.stdout.write(`No ${what}: installing fonts-noto-core with apt-get.\n`);
      try {
        await apt(['install', '-y', '-q', 'fontconfig', 'fonts-noto-core'], 'apt-get install');
      } catch {
        // The package lists may be stale on a machine that already had Chromium.
        await apt(['update', '-q'], 'apt-get update');
        await apt(['install', '-y', '-q', 'fontconfig', 'fonts-noto-core'], 'apt-get install');
      }
    } else {
      process.stdout.write(
        `Warning: no ${what}; screenshots may show boxes for those scripts.\n` +
          `  Install them with: sudo apt-get install -y fonts-noto-core\n`,
      );
    }
  }
  return configured ?? DEFAULT_CHROMIUM;
}

/** Runs ensureChromium and turns a failure into a clear message and exit code 1. */
export async function ensureChromiumOrExit() {
  try {
    return await ensureChromium();
  } catch (error) {
    const message = error instanceof SetupError ? error.message : String(error?.stack ?? error);
    process.stderr.write(`\nCannot run the browser tests: ${message}\n`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await ensureChromiumOrExit();
}
