import type { Plugin } from 'vite';

/**
 * Issue 14 item 4: index.html preloads the Latin face of the shop's font, which every page's
 * first text uses (headings, prices: the LCP element on a phone), so it arrives with the CSS
 * instead of after it. The Arabic and Georgian faces load by their unicode ranges when a page
 * shows those scripts.
 */
export function preloadFont(pattern: RegExp): Plugin {
  return {
    name: 'storefront-preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) => pattern.test(file));
        if (!font) throw new Error(`no font file in the build matches ${String(pattern)}`);
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${font}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
