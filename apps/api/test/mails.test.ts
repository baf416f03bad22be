import { describe, expect, it } from 'vitest';
import { translateMessage } from '@storefront/shared/messages';
import { siteSettingTranslations } from '../src/db/schema';
import { renderMailHtml } from '../src/modules/content/mail-layout';
import {
  officePayload,
  post,
  register,
  uniqueEmail,
  useShopTestApp,
  waitForMail,
  waitForWelcomeMails,
  officeDeliverTo,
} from './helpers/accounts';
import { shopperWithOrder } from './helpers/orders';
import { databaseKinds } from './helpers/test-app';

/** Issue 17 item 9: mails that look like the shop (HTML and text parts), a welcome mail. */
describe.each(databaseKinds)('shop mails on %s', (kind) => {
  const publicUrl = 'https://lunch.example.com';
  const { t, app, db, places } = useShopTestApp(kind, { env: { PUBLIC_URL: publicUrl } });

  async function shopName(language: 'en' | 'ae' | 'fr') {
    const rows = await db()
      .select({
        language: siteSettingTranslations.language,
        name: siteSettingTranslations.siteName,
      })
      .from(siteSettingTranslations);
    return (rows.find((row) => row.language === language) ??
      rows.find((row) => row.language === 'en'))!.name;
  }

  it('welcomes a new account in its language, right to left in Arabic, from the shop', async () => {
    const email = uniqueEmail('welcome');
    await register(app(), officePayload(places, { email, name: 'Amira Haddad', language: 'ae' }));
    const [mail] = await waitForWelcomeMails(t.current.outboxDir, email);
    const shop = await shopName('ae');
    expect(mail!.subject).toBe(translateMessage('welcome_mail_subject', 'ae', { shop }));
    expect(mail!.body).toContain('مرحبًا Amira');
    expect(mail!.body).toContain(`${publicUrl}/menu`);
    // The HTML part: the same words in the shop's frame, laid out right to left.
    expect(mail!.html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(mail!.html).toContain(shop);
    expect(mail!.html).toContain(`href="${publicUrl}/menu"`);
    expect(mail!.html).toContain(`${publicUrl}/icons/192.png`);
    expect(mail!.html).toContain(translateMessage('mail_open_link', 'ae'));
    // One welcome, and only for a new account: a failed second registration sends none.
    await post(app(), '/api/register', officePayload(places, { email, language: 'ae' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await waitForWelcomeMails(t.current.outboxDir, email)).toHaveLength(1);
  });

  it('gives the reset mail an HTML part in French, its link a button', async () => {
    const email = uniqueEmail('reset-fr');
    await register(app(), officePayload(places, { email, language: 'fr' }));
    await post(app(), '/api/forgot-password', { email, language: 'fr' });
    const [mail] = await waitForMail(t.current.outboxDir, email);
    expect(mail!.subject).toBe(translateMessage('reset_mail_subject', 'fr'));
    expect(mail!.html).toMatch(/<html lang="fr" dir="ltr"/);
    const link = new RegExp(`${publicUrl}/reset-password/[\\w-]+`).exec(mail!.body)?.[0];
    expect(link).toBeDefined();
    expect(mail!.html).toContain(`href="${link}"`);
    expect(mail!.html).toContain(await shopName('fr'));
  });

  it('confirms an order with its lines, where and when it goes, VAT and total', async () => {
    const { shopper, order: created } = await shopperWithOrder(app(), db(), places);
    await app().inject({ method: 'POST', url: `${new URL(created.paymentLink).pathname}/pay` });
    const [mail] = await waitForMail(t.current.outboxDir, shopper.email);
    const { place } = await officeDeliverTo(db(), places, 'en');
    expect(mail!.body).toContain(`Delivered to: ${place}`);
    // Decision 064: the prices paid include the VAT; the mail says it is included.
    expect(mail!.body).toMatch(/^Subtotal \(incl\. VAT\): BHD\s\d+\.\d{3}$/m);
    expect(mail!.body).toMatch(/^VAT included \(\d+(\.\d+)? %\): BHD\s\d+\.\d{3}$/m);
    expect(mail!.body).toMatch(/Total: BHD\s\d+\.\d{3}/);
    expect(mail!.body).toMatch(/^\d+ × .+ — BHD\s\d+\.\d{3}$/m);
    expect(mail!.html).toContain(`Delivered to: ${place}`);
    expect(mail!.html).toContain(created.reference);
  });
});

describe('the mail frame', () => {
  it('escapes what customers typed, keeps line breaks and links', async () => {
    const html = await renderMailHtml(
      {
        subject: 'Order <AB12>',
        text: 'Hello <script>alert(1)</script>,\nsecond line\n\nSee https://shop.example/a?b=1&c=2.',
      },
      'en',
      { name: 'Tom & Jerry’s', publicUrl: 'https://shop.example' },
    );
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('Hello &#60;script&#62;alert(1)&#60;/script&#62;,<br/>second line');
    expect(html).toContain('href="https://shop.example/a?b=1&#38;c=2"');
    expect(html).toContain('Tom &#38; Jerry’s');
    expect(html).toMatch(/<html lang="en" dir="ltr"/);
  });
});
