import { createHash } from 'node:crypto';
import { escapeHtml } from '../../platform/escape-html';

/**
 * Issue 14 item 1 (decision 079): a storefront page's scripts are asked for once the server's
 * HTML has been painted, not beside its stylesheets. On a phone's slow link the first ~110 KB
 * of script otherwise shares the bandwidth with what the first paint needs (the stylesheets,
 * the font, the lead picture), and the page reaches the screen later for a script that only
 * brings it to life. The page is readable and its links work from the HTML; the app takes over
 * one frame later, as it would have once the first load arrived.
 *
 * The loader adds the page's module preloads and its entry script in one go, so they still
 * download in parallel. It waits for the browser's report of the first contentful paint (the
 * frame on screen, not only drawn: a frame of many pictures takes a while to raster), at most
 * 3 s; a page opened in a background tab draws nothing, so there it starts at once.
 */
const LOADER = `(function (loader) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    loader.getAttribute('data-modules').split(' ').forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = loader.getAttribute('data-entry');
    document.head.appendChild(entry);
  }
  // A page that draws nothing yet (a background tab) or a browser that reports no paint.
  if (
    document.visibilityState !== 'visible' ||
    !(window.PerformanceObserver && PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0)
  ) {
    start();
    return;
  }
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  // Should the first paint not come (CSS that never answers), the page still comes alive.
  setTimeout(start, 3000);
})(document.currentScript);`;

/** The loader's source for the Content-Security-Policy: this one inline script, by its hash. */
export const SCRIPTS_AFTER_PAINT_CSP = `'sha256-${createHash('sha256').update(LOADER).digest('base64')}'`;

const ENTRY_SCRIPT = /<script type="module"[^>]*? src="\/([^"]+)"[^>]*><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*? href="\/([^"]+)"[^>]*>\s*/g;

/** The build's index.html without its script tags, and the files they named. */
export function takeScripts(html: string): { html: string; entry?: string; modules: string[] } {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return { html, modules: [] };
  return {
    html: html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''),
    entry,
    modules: [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string),
  };
}

/** The loader for a page: its entry script and every module it preloads, each once. */
export function scriptsAfterPaint(entry: string, modules: Iterable<string>): string {
  const files = [...new Set(modules)].filter((file) => file !== entry);
  return `<script data-entry="/${escapeHtml(entry)}" data-modules="${escapeHtml(files.map((file) => `/${file}`).join(' '))}">${LOADER}</script>`;
}
