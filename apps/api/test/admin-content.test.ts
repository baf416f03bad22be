import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  PAGE_IDS,
  SUPPORTED_CURRENCIES,
  SUPPORTED_CURRENCY_CODES,
  adminContactListResponseSchema,
  adminContactResponseSchema,
  adminCreatedSchema,
  adminPageListResponseSchema,
  adminPageResponseSchema,
  adminPaths,
  adminSettingsResponseSchema,
  currencyDigits,
  envelope,
  pageResponseSchema,
  productsResponseSchema,
  siteInfoResponseSchema,
  type AdminPageInput,
  type AdminSettings,
  type AdminSettingsInput,
} from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import { contactMessages, items, pageTranslations, pages, siteSettings } from '../src/db/schema';
import { sanitizeRichHtml } from '../src/platform/sanitize-html';
import { demoPlaces, post } from './helpers/accounts';
import { adminSession, call as send } from './helpers/admin';
import { addItem, availableItems, cartOf, newShopper } from './helpers/orders';
import { databaseKinds, errorFields, failBody, okBody, useTestApp } from './helpers/test-app';

const api = (path: string) => `/api${path}`;
const deletedSchema = envelope(adminCreatedSchema);

/** A new page's payload; `slug` unique per test. */
function pageInput(slug: string, overrides: Partial<AdminPageInput> = {}): AdminPageInput {
  return {
    language: 'en',
    slug,
    is_published: true,
    translations: {
      en: {
        meta_title: 'Ramadan opening hours',
        page_content: '<h2>Iftar</h2><p>We open late.</p>',
      },
      fr: { meta_title: 'Horaires du ramadan', page_content: '<p>Nous ouvrons tard.</p>' },
      ae: { meta_title: 'مواعيد رمضان', page_content: '' },
    },
    ...overrides,
  };
}

/** The settings form's payload as it was read, with `overrides`. */
function settingsInput(
  current: AdminSettings,
  overrides: Partial<AdminSettingsInput> = {},
): AdminSettingsInput {
  return {
    language: 'en',
    site_email: current.site_email,
    site_phone_number: current.site_phone_number,
    currency_code: current.currency_code as AdminSettingsInput['currency_code'],
    vat_rate: current.vat_rate,
    shipping_charge: current.shipping_charge,
    prices_include_vat: current.prices_include_vat,
    translations: current.translations,
    ...overrides,
  };
}

describe('sanitizeRichHtml', () => {
  it('keeps the allowed elements and links, with rel noopener', () => {
    const html =
      '<h2>Title</h2><p>A <strong>b</strong> <em>c</em> <u>d</u> <s>e</s><br></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><hr>' +
      '<p><a href="https://example.com/x">out</a> <a href="/menu">in</a> <a href="mailto:a@b.com">m</a></p>';
    expect(sanitizeRichHtml(html)).toBe(
      '<h2>Title</h2><p>A <strong>b</strong> <em>c</em> <u>d</u> <s>e</s><br></p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><hr>' +
        '<p><a href="https://example.com/x" rel="noopener">out</a> <a href="/menu" rel="noopener">in</a> <a href="mailto:a@b.com" rel="noopener">m</a></p>',
    );
  });

  it('removes scripts, event handlers, styles and javascript: links', () => {
    const html =
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p>' +
      '<img src="x" onerror="alert(2)"><style>p{}</style>' +
      '<a href="javascript:alert(3)">a</a><a href=" JaVa\tScRiPt:alert(4)">b</a>' +
      '<a href="data:text/html,<script>alert(5)</script>">c</a><iframe src="https://evil.example"></iframe>';
    const clean = sanitizeRichHtml(html);
    expect(clean).toBe('<p>Hi</p><a>a</a><a>b</a><a>c</a>');
    for (const bad of ['script', 'onerror', 'onclick', 'style', 'javascript', 'iframe', 'img']) {
      expect(clean.toLowerCase()).not.toContain(bad);
    }
  });

  it('renames pasted equivalents instead of flattening them', () => {
    expect(sanitizeRichHtml('<h1>T</h1><b>b</b><i>i</i><h6>s</h6><del>d</del>')).toBe(
      '<h2>T</h2><strong>b</strong><em>i</em><h4>s</h4><s>d</s>',
    );
  });
});

describe('supported currencies', () => {
  it.each(SUPPORTED_CURRENCY_CODES)('%s has the digits money.ts prices with', (code) => {
    expect(currencyDigits(code)).toBe(SUPPORTED_CURRENCIES[code]);
  });
});

describe.each(databaseKinds)('back office content on %s', (kind) => {
  const t = useTestApp(kind);

  describe('access', () => {
    const calls: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
      ['pages list', 'GET', adminPaths.pages],
      ['page', 'GET', adminPaths.page(PAGE_IDS.about)],
      ['page create', 'POST', adminPaths.pages],
      ['page update', 'PUT', adminPaths.page(2)],
      ['page delete', 'DELETE', adminPaths.page(2)],
      ['settings', 'GET', adminPaths.settings],
      ['settings update', 'PUT', adminPaths.settings],
      ['contact list', 'GET', adminPaths.contactMessages],
      ['contact message', 'GET', adminPaths.contactMessage(1)],
      ['contact handled', 'POST', adminPaths.contactMessageHandled(1)],
    ];

    it.each(calls)(
      '%s: a guest gets 401 and a customer 403, nothing changes',
      async (_, method, path) => {
        const [before] = await t.current.db.select().from(pages).where(eq(pages.id, 2));
        const payload = method === 'GET' || method === 'DELETE' ? undefined : { language: 'fr' };
        const guest = failBody(await send(t.current.app, method, api(path), { payload }), 401);
        expect(guest.responseCode).toBe(0);

        const customer = await newShopper(t.current.app, await demoPlaces(t.current.db));
        const refused = failBody(
          await send(t.current.app, method, api(`${path}?language=fr`), {
            token: customer.token,
            payload,
          }),
          403,
        );
        expect(refused.responseText).toBe(translateMessage('admin_only', 'fr'));
        const [after] = await t.current.db.select().from(pages).where(eq(pages.id, 2));
        expect(after).toEqual(before);
      },
    );
  });

  describe('pages', () => {
    /** The back office's list of pages (GET with `query`), as the admin of `token` sees it. */
    const listPages = async (token: string, query: string) =>
      okBody(
        await send(t.current.app, 'GET', api(`${adminPaths.pages}?${query}`), { token }),
        adminPageListResponseSchema,
      ).responseData;
    /** Creates a page through the back office (POST), as the admin of `token`. */
    const postPage = (token: string, payload: object) =>
      send(t.current.app, 'POST', api(adminPaths.pages), { token, payload });

    it('lists pages with titles in the admin’s language, sorted and paged on the server', async () => {
      const { token } = await adminSession(t.current.app, t.current.db);
      const list = await listPages(token, 'language=fr&sort=slug&direction=desc&limit=2');
      expect(list.per_page).toBe(2);
      expect(list.total).toBeGreaterThanOrEqual(4);
      expect(list.last_page).toBe(Math.ceil(list.total / 2));
      const slugs = list.data.map((row) => row.slug);
      expect(slugs).toEqual([...slugs].sort().reverse());

      const all = (await listPages(token, 'language=fr&limit=100')).data;
      const about = all.find((row) => row.id === PAGE_IDS.about);
      const [frAbout] = await t.current.db
        .select({ title: pageTranslations.metaTitle })
        .from(pageTranslations)
        .where(
          and(eq(pageTranslations.pageId, PAGE_IDS.about), eq(pageTranslations.language, 'fr')),
        );
      expect(about).toMatchObject({ is_required: true, is_published: true, title: frAbout?.title });
      expect(all.find((row) => row.slug === 'delivery')?.is_required).toBe(false);

      const byTitle = (
        await listPages(token, 'language=en&sort=title&direction=asc&limit=100')
      ).data.map((row) => row.title);
      expect(byTitle.length).toBeGreaterThanOrEqual(4);
      // English titles start with distinct capitals, so any collation orders them alike.
      expect(byTitle).toEqual([...byTitle].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

      const searched = await listPages(token, 'q=priva');
      expect(searched.data.map((row) => row.id)).toEqual([PAGE_IDS.privacy]);

      const bad = failBody(
        await send(t.current.app, 'GET', api(`${adminPaths.pages}?sort=password&limit=500`), {
          token,
        }),
        422,
      );
      expect(errorFields(bad).sort()).toEqual(['limit', 'sort']);
    });

    it('creates a page, sanitising its HTML, and the storefront shows it with English fallback', async () => {
      const { token } = await adminSession(t.current.app, t.current.db);
      const input = pageInput('ramadan-hours');
      input.translations.en.page_content =
        '<h2 onclick="x()">Iftar</h2><p>Open late<script>alert(1)</script> <a href="javascript:alert(1)">now</a></p><img src=x onerror=alert(1)>';
      const created = okBody(await postPage(token, input), deletedSchema);
      expect(created.responseText).toBe(translateMessage('saved', 'en'));
      const id = created.responseData.id;

      const stored = await t.current.db
        .select()
        .from(pageTranslations)
        .where(eq(pageTranslations.pageId, id));
      const english = stored.find((row) => row.language === 'en');
      expect(english?.pageContent).toBe('<h2>Iftar</h2><p>Open late <a>now</a></p>');
      // Arabic typed only its title: the row copies the English HTML; German typed nothing.
      expect(stored.map((row) => row.language).sort()).toEqual(['ae', 'en', 'fr']);
      expect(stored.find((row) => row.language === 'ae')?.pageContent).toBe(english?.pageContent);

      const detail = okBody(
        await send(t.current.app, 'GET', api(adminPaths.page(id)), { token }),
        adminPageResponseSchema,
      ).responseData;
      expect(detail).toMatchObject({
        slug: 'ramadan-hours',
        is_published: true,
        is_required: false,
      });
      expect(detail.translations.ae).toEqual({ meta_title: 'مواعيد رمضان' });
      expect(detail.translations.de).toBeUndefined();

      const german = okBody(
        await send(t.current.app, 'GET', `/api/pages/${id}?language=de`, {}),
        pageResponseSchema,
      ).responseData;
      expect(german.meta_title).toBe('Ramadan opening hours');
      const french = okBody(
        await send(t.current.app, 'GET', `/api/pages/${id}?language=fr`, {}),
        pageResponseSchema,
      ).responseData;
      expect(french.page_content).toBe('<p>Nous ouvrons tard.</p>');
    });

    it('refuses a duplicate or malformed slug and missing English, saving nothing', async () => {
      const { token } = await adminSession(t.current.app, t.current.db);
      const count = async () => (await t.current.db.select({ id: pages.id }).from(pages)).length;
      const before = await count();

      const duplicate = failBody(
        await postPage(token, pageInput('about', { language: 'de' })),
        409,
      );
      expect(duplicate.responseText).toBe(translateMessage('duplicate_value', 'de'));
      expect(errorFields(duplicate)).toEqual(['slug']);

      const malformed = failBody(await postPage(token, pageInput('Opening Offer!')), 422);
      expect(errorFields(malformed)).toEqual(['slug']);
      expect(malformed.responseText).toBe(translateMessage('admin_slug_invalid', 'en'));

      const input = pageInput('no-english');
      input.translations.en = { meta_title: '', page_content: '<script>alert(1)</script>' };
      const noEnglish = failBody(await postPage(token, input), 422);
      expect(errorFields(noEnglish)).toEqual(['translations.en.meta_title']);

      const onlyScript = pageInput('only-script');
      onlyScript.translations.en.page_content = '<script>alert(1)</script>';
      const emptied = failBody(await postPage(token, onlyScript), 422);
      expect(errorFields(emptied)).toEqual(['translations.en.page_content']);
      expect(await count()).toBe(before);
    });

    it('updates a page in every language and the storefront sees it at once', async () => {
      const { token } = await adminSession(t.current.app, t.current.db);
      // Warm the storefront's cache first: the save must invalidate it.
      await send(t.current.app, 'GET', `/api/pages/${PAGE_IDS.terms}?language=ka`, {});
      const current = okBody(
        await send(t.current.app, 'GET', api(adminPaths.page(PAGE_IDS.terms)), { token }),
        adminPageResponseSchema,
      ).responseData;
      const translations = {
        ...current.translations,
        ka: { meta_title: 'ახალი პირობები', page_content: '<p>ახალი ტექსტი</p>' },
      };
      const saved = okBody(
        await send(t.current.app, 'PUT', api(adminPaths.page(PAGE_IDS.terms)), {
          token,
          payload: { language: 'en', slug: current.slug, is_published: true, translations },
        }),
        adminPageResponseSchema,
      ).responseData;
      expect(saved.translations.ka).toEqual(translations.ka);
      expect(Date.parse(saved.updated_at)).toBeGreaterThan(Date.parse(current.updated_at));

      const storefront = okBody(
        await send(t.current.app, 'GET', `/api/pages/${PAGE_IDS.terms}?language=ka`, {}),
        pageResponseSchema,
      ).responseData;
      expect(storefront).toMatchObject({
        meta_title: 'ახალი პირობები',
        page_content: '<p>ახალი ტექსტი</p>',
      });
    });

    it('keeps the storefront’s pages: no delete, no unpublish (409); other pages go', async () => {
      const { token } = await adminSession(t.current.app, t.current.db);
      for (const id of Object.values(PAGE_IDS)) {
        const refused = failBody(
          await send(t.current.app, 'DELETE', api(`${adminPaths.page(id)}?language=fr`), { token }),
          409,
        );
        expect(refused.responseText).toBe(translateMessage('admin_page_required', 'fr'));
      }
      const about = okBody(
        await send(t.current.app, 'GET', api(adminPaths.page(PAGE_IDS.about)), { token }),
        adminPageResponseSchema,
      ).responseData;
      const unpublish = failBody(
        await send(t.current.app, 'PUT', api(adminPaths.page(PAGE_IDS.about)), {
          token,
          payload: { slug: about.slug, is_published: false, translations: about.translations },
        }),
        409,
      );
      expect(errorFields(unpublish)).toEqual(['is_published']);
      const [row] = await t.current.db.select().from(pages).where(eq(pages.id, PAGE_IDS.about));
      expect(row?.isPublished).toBe(true);

      const { id } = okBody(
        await postPage(token, pageInput('short-lived')),
        deletedSchema,
      ).responseData;
      okBody(
        await send(t.current.app, 'DELETE', api(adminPaths.page(id)), { token }),
        deletedSchema,
      );
      failBody(await send(t.current.app, 'GET', api(adminPaths.page(id)), { token }), 404);
      failBody(await send(t.current.app, 'DELETE', api(adminPaths.page(id)), { token }), 404);
      expect(
        await t.current.db.select().from(pageTranslations).where(eq(pageTranslations.pageId, id)),
      ).toEqual([]);
    });

    it('an unpublished page leaves the storefront', async () => {
      const { token } = await adminSession(t.current.app, t.current.db);
      const { id } = okBody(
        await postPage(token, pageInput('draft-page')),
        deletedSchema,
      ).responseData;
      okBody(await send(t.current.app, 'GET', `/api/pages/${id}`, {}), pageResponseSchema);
      // Published, the footer links it (site-info's pages.more), titled in the caller's language.
      const footerPages = async () =>
        okBody(
          await send(t.current.app, 'GET', '/api/site-info?language=fr', {}),
          siteInfoResponseSchema,
        ).responseData.pages.more;
      expect(await footerPages()).toContainEqual({ id, title: 'Horaires du ramadan' });
      okBody(
        await send(t.current.app, 'PUT', api(adminPaths.page(id)), {
          token,
          payload: pageInput('draft-page', { is_published: false }),
        }),
        adminPageResponseSchema,
      );
      failBody(await send(t.current.app, 'GET', `/api/pages/${id}`, {}), 404);
      expect((await footerPages()).map((page) => page.id)).not.toContain(id);
      const drafts = (await listPages(token, 'published=0')).data;
      expect(drafts.map((row) => row.slug)).toContain('draft-page');
      expect(drafts.every((row) => !row.is_published)).toBe(true);
    });
  });

  describe('settings', () => {
    async function readSettings(token: string) {
      return okBody(
        await send(t.current.app, 'GET', api(adminPaths.settings), { token }),
        adminSettingsResponseSchema,
      ).responseData;
    }

    it('reads the seeded settings in every language', async () => {
      const { token } = await adminSession(t.current.app, t.current.db);
      const settings = await readSettings(token);
      expect(settings).toMatchObject({
        currency_code: 'BHD',
        vat_rate: 10,
        shipping_charge: 0.5,
        site_email: 'hello@sufra-lunch.com',
      });
      expect(settings.translations.en.site_name).toBe('Sufra');
      expect(settings.translations.ae?.site_name).toBe('سفرة');
      // The French name is the English one: shown as "falls back to English".
      expect(settings.translations.fr?.site_name).toBeUndefined();
    });

    it('changes site data, and GET /api/site-info shows it at once', async () => {
      const { token } = await adminSession(t.current.app, t.current.db);
      await send(t.current.app, 'GET', '/api/site-info?language=de', {});
      const current = await readSettings(token);
      const saved = okBody(
        await send(t.current.app, 'PUT', api(adminPaths.settings), {
          token,
          payload: settingsInput(current, {
            site_email: 'orders@sufra-lunch.com',
            site_phone_number: '+973 1700 0000',
            translations: {
              ...current.translations,
              de: { site_name: 'Sufra Küche', tagline: '', site_address: '', opening_hours: '' },
            },
          }),
        }),
        adminSettingsResponseSchema,
      );
      expect(saved.responseText).toBe(translateMessage('saved', 'en'));
      const info = okBody(
        await send(t.current.app, 'GET', '/api/site-info?language=de', {}),
        siteInfoResponseSchema,
      ).responseData;
      expect(info).toMatchObject({
        site_name: 'Sufra Küche',
        site_email: 'orders@sufra-lunch.com',
        site_phone_number: '+973 1700 0000',
        // German typed no address: English shows.
        site_address: current.translations.en.site_address,
      });
    });

    it('a VAT or shipping change reaches a cart’s totals at once', async () => {
      const { token } = await adminSession(t.current.app, t.current.db);
      const shopper = await newShopper(t.current.app, await demoPlaces(t.current.db));
      const [itemId] = await availableItems(t.current.db, 1);
      await addItem(t.current.app, shopper, itemId ?? 0, 2);
      const before = await cartOf(t.current.app, shopper);
      expect(before.vat_rate).toBe(10);

      const current = await readSettings(token);
      // The demo enters its prices with VAT included (issue 17 item 3).
      expect(current.prices_include_vat).toBe(true);
      okBody(
        await send(t.current.app, 'PUT', api(adminPaths.settings), {
          token,
          payload: settingsInput(current, { vat_rate: 15, shipping_charge: 1.25 }),
        }),
        adminSettingsResponseSchema,
      );
      const after = await cartOf(t.current.app, shopper);
      expect(after.vat_rate).toBe(15);
      // The prices paid stay; the VAT inside them is 15/115 of them now.
      expect(after.subtotal).toBe(before.subtotal);
      expect(after.vat_amount).toBeCloseTo(
        Math.round((before.subtotal * 150_000) / 1150) / 1000,
        3,
      );
      expect(after.vat_amount).not.toBe(before.vat_amount);
      expect(after.vat_exc_net).toBeCloseTo(after.subtotal - after.vat_amount, 3);
      expect(after.shipping_charge).toBe(1.25);
      expect(after.grand_total).toBeCloseTo(after.subtotal + 1.25, 3);

      const [row] = await t.current.db.select().from(siteSettings);
      expect(row).toMatchObject({ vatRateBasisPoints: 1500, shippingChargeMinor: 1250 });
      // Put the shop back for the other tests of this file.
      okBody(
        await send(t.current.app, 'PUT', api(adminPaths.settings), {
          token,
          payload: settingsInput(current),
        }),
        adminSettingsResponseSchema,
      );
    });

    it('prices entered without VAT are shown and charged with VAT added (issue 17 item 3)', async () => {
      const { token } = await adminSession(t.current.app, t.current.db);
      const shopper = await newShopper(t.current.app, await demoPlaces(t.current.db));
      const [itemId] = await availableItems(t.current.db, 1);
      const [stored] = await t.current.db
        .select({ priceMinor: items.priceMinor })
        .from(items)
        .where(eq(items.id, itemId ?? 0));
      const menuPrice = async () => {
        const body = okBody(
          await post(t.current.app, '/api/products', { language: 'en', limit: 100 }),
          productsResponseSchema,
        );
        return body.responseData.items.data.find((item) => item.id === itemId)?.price;
      };
      expect(await menuPrice()).toBe((stored?.priceMinor ?? 0) / 1000);

      const current = await readSettings(token);
      const saved = okBody(
        await send(t.current.app, 'PUT', api(adminPaths.settings), {
          token,
          payload: settingsInput(current, { prices_include_vat: false }),
        }),
        adminSettingsResponseSchema,
      );
      expect(saved.responseData.prices_include_vat).toBe(false);
      try {
        // The stored price is net now: the menu (its cache emptied) shows it with 10 % added,
        // the cart charges that, and the VAT inside it is the 10 % again.
        const paid = Math.floor(((stored?.priceMinor ?? 0) * 11_000) / 10_000 + 0.5);
        expect(await menuPrice()).toBe(paid / 1000);
        await addItem(t.current.app, shopper, itemId ?? 0, 1);
        const cart = await cartOf(t.current.app, shopper);
        expect(cart.carts[0]?.unit_price).toBe(paid / 1000);
        expect(cart.subtotal).toBe(paid / 1000);
        expect(cart.vat_exc_net).toBe((stored?.priceMinor ?? 0) / 1000);
        expect(cart.grand_total).toBeCloseTo(cart.subtotal + cart.shipping_charge, 3);
      } finally {
        okBody(
          await send(t.current.app, 'PUT', api(adminPaths.settings), {
            token,
            payload: settingsInput(current),
          }),
          adminSettingsResponseSchema,
        );
      }
      expect(await menuPrice()).toBe((stored?.priceMinor ?? 0) / 1000);
    });

    it('keeps an exact rate like 5.5 % in basis points', async () => {
      const { token } = await adminSession(t.current.app, t.current.db);
      const current = await readSettings(token);
      const saved = okBody(
        await send(t.current.app, 'PUT', api(adminPaths.settings), {
          token,
          payload: settingsInput(current, { vat_rate: 5.55 }),
        }),
        adminSettingsResponseSchema,
      ).responseData;
      expect(saved.vat_rate).toBe(5.55);
      const [row] = await t.current.db.select().from(siteSettings);
      expect(row?.vatRateBasisPoints).toBe(555);
      okBody(
        await send(t.current.app, 'PUT', api(adminPaths.settings), {
          token,
          payload: settingsInput(current),
        }),
        adminSettingsResponseSchema,
      );
    });

    it.each([
      ['VAT above 100', { vat_rate: 100.5 }, 'vat_rate', 'invalid_value'],
      ['negative shipping', { shipping_charge: -1 }, 'shipping_charge', 'invalid_value'],
      [
        'an unknown currency',
        { currency_code: 'XYZ' },
        'currency_code',
        'admin_currency_unsupported',
      ],
      [
        'a lower-case currency',
        { currency_code: 'bhd' },
        'currency_code',
        'admin_currency_unsupported',
      ],
      [
        'a currency with other decimals',
        { currency_code: 'USD' },
        'currency_code',
        'admin_currency_digits',
      ],
      ['shipping finer than fils', { shipping_charge: 0.1234 }, 'shipping_charge', 'invalid_value'],
      ['a bad e-mail', { site_email: 'hello@sufra' }, 'site_email', 'validemail'],
      ['a short phone', { site_phone_number: '12345' }, 'site_phone_number', 'validphne'],
      [
        'a phone with letters',
        { site_phone_number: '+973 CALL SUFRA' },
        'site_phone_number',
        'validphne',
      ],
      [
        'a + inside the phone',
        { site_phone_number: '973 +1712 3456' },
        'site_phone_number',
        'validphne',
      ],
      [
        'no English name',
        {
          translations: {
            en: { site_name: '', site_address: 'x', tagline: '', opening_hours: '' },
          },
        },
        'translations.en.site_name',
        'english_required',
      ],
    ] as const)(
      'refuses %s, naming the field, and changes nothing',
      async (_, overrides, field, key) => {
        const { token } = await adminSession(t.current.app, t.current.db);
        const current = await readSettings(token);
        const [before] = await t.current.db.select().from(siteSettings);
        const refused = failBody(
          await send(t.current.app, 'PUT', api(adminPaths.settings), {
            token,
            payload: { ...settingsInput(current, { language: 'ka' }), ...overrides },
          }),
          422,
        );
        expect(errorFields(refused)).toEqual([field]);
        expect(refused.responseText).toBe(translateMessage(key, 'ka'));
        const [after] = await t.current.db.select().from(siteSettings);
        expect(after).toEqual(before);
      },
    );

    it('accepts another three-decimal currency and prices in it', async () => {
      const { token } = await adminSession(t.current.app, t.current.db);
      const current = await readSettings(token);
      okBody(
        await send(t.current.app, 'PUT', api(adminPaths.settings), {
          token,
          payload: settingsInput(current, { currency_code: 'KWD' }),
        }),
        adminSettingsResponseSchema,
      );
      const info = okBody(
        await send(t.current.app, 'GET', '/api/site-info', {}),
        siteInfoResponseSchema,
      ).responseData;
      expect(info.currency_code).toBe('KWD');
      okBody(
        await send(t.current.app, 'PUT', api(adminPaths.settings), {
          token,
          payload: settingsInput(current),
        }),
        adminSettingsResponseSchema,
      );
    });
  });

  describe('contact messages', () => {
    async function sendContact(subject: string, name = 'Amira Haddad') {
      const answer = await post(t.current.app, '/api/contact-us', {
        name,
        email: 'amira@example.com',
        subject,
        message: `About ${subject}: can you deliver lunch for our team on Thursday?`,
        language: 'fr',
      });
      return (answer.json as { responseData: { id: number } }).responseData.id;
    }

    it('lists newest first, filters handled and searches name, e-mail and subject', async () => {
      const { token } = await adminSession(t.current.app, t.current.db);
      const first = await sendContact('Catering for 40 people');
      const second = await sendContact('Allergy question', 'Bilal Nasser');
      const list = okBody(
        await send(t.current.app, 'GET', api(adminPaths.contactMessages), { token }),
        adminContactListResponseSchema,
      ).responseData;
      expect(list.data.slice(0, 2).map((row) => row.id)).toEqual([second, first]);
      expect(list.data[0]).toMatchObject({
        subject: 'Allergy question',
        language: 'fr',
        handled_at: null,
        handled_by: null,
      });
      expect(list.data[0]?.preview).toContain('Allergy question');

      const searched = okBody(
        await send(t.current.app, 'GET', api(`${adminPaths.contactMessages}?q=bilal`), { token }),
        adminContactListResponseSchema,
      ).responseData;
      expect(searched.data.map((row) => row.id)).toEqual([second]);
      // `%` is a character to find, not a wildcard.
      const literal = okBody(
        await send(t.current.app, 'GET', api(`${adminPaths.contactMessages}?q=%25`), { token }),
        adminContactListResponseSchema,
      ).responseData;
      expect(literal.total).toBe(0);

      const ascending = okBody(
        await send(
          t.current.app,
          'GET',
          api(`${adminPaths.contactMessages}?sort=subject&direction=asc&limit=1`),
          { token },
        ),
        adminContactListResponseSchema,
      ).responseData;
      expect(ascending.data[0]?.subject).toBe('Allergy question');
      expect(ascending.last_page).toBe(ascending.total);
    });

    it('marks a message handled (who and when) and not handled again', async () => {
      const admin = await adminSession(t.current.app, t.current.db);
      const id = await sendContact('Invoice request');
      const detail = okBody(
        await send(t.current.app, 'GET', api(adminPaths.contactMessage(id)), {
          token: admin.token,
        }),
        adminContactResponseSchema,
      ).responseData;
      expect(detail.message).toBe(
        'About Invoice request: can you deliver lunch for our team on Thursday?',
      );
      /** Marks the message handled or not as the operator of `token`. */
      const markHandled = async (token: string, payload: { handled: boolean; language?: string }) =>
        okBody(
          await send(t.current.app, 'POST', api(adminPaths.contactMessageHandled(id)), {
            token,
            payload,
          }),
          adminContactResponseSchema,
        );
      /** The list filtered on handled=1 (handled) or handled=0 (not yet). */
      const listed = async (handled: 0 | 1) =>
        okBody(
          await send(
            t.current.app,
            'GET',
            api(`${adminPaths.contactMessages}?handled=${handled}&limit=100`),
            { token: admin.token },
          ),
          adminContactListResponseSchema,
        ).responseData;

      const handled = await markHandled(admin.token, { handled: true, language: 'ae' });
      expect(handled.responseText).toBe(translateMessage('admin_message_handled', 'ae'));
      expect(handled.responseData.handled_by).toEqual({
        id: admin.user.id,
        name: 'Olivia Operator',
        email: admin.email,
      });
      const handledAt = handled.responseData.handled_at;
      expect(handledAt).not.toBeNull();

      // A second operator marking it again changes neither who nor when.
      const other = await adminSession(t.current.app, t.current.db);
      const again = (await markHandled(other.token, { handled: true })).responseData;
      expect(again.handled_by?.id).toBe(admin.user.id);
      expect(again.handled_at).toBe(handledAt);

      const open = await listed(1);
      expect(open.data.map((row) => row.id)).toContain(id);
      expect(open.data.every((row) => row.handled_at !== null)).toBe(true);
      const unhandled = await listed(0);
      expect(unhandled.data.map((row) => row.id)).not.toContain(id);

      const reopened = (await markHandled(admin.token, { handled: false })).responseData;
      expect(reopened).toMatchObject({ handled_at: null, handled_by: null });
      const [row] = await t.current.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.id, id));
      expect(row).toMatchObject({ handledAt: null, handledByUserId: null });
    });

    it('answers 404 for an unknown message and 422 for a bad body', async () => {
      const { token } = await adminSession(t.current.app, t.current.db);
      failBody(
        await send(t.current.app, 'GET', api(adminPaths.contactMessage(999_999)), { token }),
        404,
      );
      failBody(
        await send(t.current.app, 'POST', api(adminPaths.contactMessageHandled(999_999)), {
          token,
          payload: { handled: true },
        }),
        404,
      );
      const bad = failBody(
        await send(t.current.app, 'POST', api(adminPaths.contactMessageHandled(1)), {
          token,
          payload: { handled: 'perhaps' },
        }),
        422,
      );
      expect(errorFields(bad)).toEqual(['handled']);
    });
  });
});
