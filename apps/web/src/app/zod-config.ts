/**
 * Zod without its JIT: to see whether it may compile parsers, zod probes `new Function`, which
 * the shop's Content-Security-Policy forbids (script-src 'self'); the probe is caught, but the
 * browser still reports a violation (Lighthouse best practices, /menu 96). Zod adopts the
 * object it finds at `globalThis.__zod_globalConfig` when it loads (zod 4's core), so the
 * setting is made here, first, without importing zod into the first load (3 KB gzip, over its
 * budget); `e2e/browse` fails if a zod upgrade stops honouring it.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
