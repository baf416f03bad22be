// The storefront's service worker (issue 14 item 7, decision 057): on a flaky network the shop
// still opens and shows the menu the customer last saw, marked as such. Nothing else is kept:
// the cart, checkout, the account and the back office always ask the server.
//
// - pages: network first; the last HTML of the address, or of any page, answers when the
//   network does not;
// - hashed build files (/assets/…), fonts and the logo: cache first (their names change with
//   their content);
// - the menu's reads (home, menu items, combos, site data, opening hours): network first, the last
//   answer kept per address and body, and served with `X-Offline-Copy: 1` when the network fails,
//   so the storefront can say the menu may be out of date.

const SHELL = 'storefront-shell-v1';
const MENU = 'storefront-menu-v1';
const PAGE_KEY = '/__storefront_page__';

/** Menu reads worth keeping: GET and POST calls whose answers only change with the catalog. */
const MENU_READS = [
  '/api/home',
  '/api/products',
  '/api/combos',
  '/api/site-info',
  '/api/opening-hours',
];

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([SHELL, MENU]);
      for (const name of await caches.keys()) if (!keep.has(name)) await caches.delete(name);
      // No clients.claim(): taking over a page while it loads broke Lighthouse's trace
      // (NO_NAVSTART); the worker serves from the next page load on.
    })(),
  );
});

/** The page tells which build files it loaded before this worker took control. */
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'keep-files' || !Array.isArray(data.urls)) return;
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL);
      for (const url of data.urls) {
        if (typeof url !== 'string' || !isStaticFile(new URL(url, self.location.origin))) continue;
        if (await cache.match(url)) continue;
        const response = await fetch(url).catch(() => undefined);
        if (response && response.ok) await cache.put(url, response);
      }
    })(),
  );
});

function isStaticFile(url) {
  return (
    url.origin === self.location.origin &&
    (url.pathname.startsWith('/assets/') ||
      url.pathname.startsWith('/fonts/') ||
      url.pathname === '/favicon.svg')
  );
}

function isMenuRead(url) {
  return url.origin === self.location.origin && MENU_READS.includes(url.pathname);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(request));
  } else if (request.method === 'GET' && isStaticFile(url)) {
    event.respondWith(staticFile(request));
  } else if ((request.method === 'GET' || request.method === 'POST') && isMenuRead(url)) {
    event.respondWith(menuRead(request));
  }
});

/**
 * Pages come with their content (issue 14 item 3): the last copy of this address answers, else
 * the last page seen (the storefront then draws the address itself, app/hydrate.ts).
 */
async function page(request) {
  const cache = await caches.open(SHELL);
  const address = `${PAGE_KEY}${new URL(request.url).pathname}`;
  try {
    const response = await fetch(request);
    if (response.ok) {
      await cache.put(address, response.clone());
      await cache.put(PAGE_KEY, response.clone());
    }
    return response;
  } catch (error) {
    const kept = (await cache.match(address)) ?? (await cache.match(PAGE_KEY));
    if (kept) return markedAsCopy(kept);
    throw error;
  }
}

/**
 * A kept page says it is a copy (#root's data-offline-copy): a page drawn from the answers it
 * carries may ask nothing of the network, and the storefront still shows its notice.
 */
async function markedAsCopy(response) {
  const html = (await response.text()).replace(
    '<div id="root"',
    '<div id="root" data-offline-copy="1"',
  );
  // The body is the decoded text now, of another length.
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(html, { status: 200, headers });
}

async function staticFile(request) {
  const cache = await caches.open(SHELL);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** A POST's body is part of what it asks (page, category, language): it is part of the key. */
async function menuKey(request) {
  if (request.method === 'GET') return request.url;
  const body = await request.clone().text();
  return `${request.url}${request.url.includes('?') ? '&' : '?'}__body=${encodeURIComponent(body)}`;
}

async function menuRead(request) {
  const cache = await caches.open(MENU);
  const key = await menuKey(request);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(key);
    if (!kept) throw error;
    const headers = new Headers(kept.headers);
    headers.set('X-Offline-Copy', '1');
    return new Response(kept.body, { status: kept.status, headers });
  }
}
