import { config } from 'zod';

/**
 * Zod without its JIT: to see whether it may compile parsers, zod probes `new Function`, which
 * the shop's Content-Security-Policy forbids (script-src 'self'); the probe is caught, but the
 * browser still reports a violation (Lighthouse best practices, /menu 96). The shared schemas
 * are built when their chunk loads, so this runs first, before any of them.
 */
config({ jitless: true });
