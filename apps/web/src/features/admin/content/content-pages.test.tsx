import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  AdminContactDetail,
  AdminFailedMail,
  AdminPageDetail,
  AdminSettings,
} from '@storefront/shared';
import { fail, ok } from '../../../test/fetch-stub';
import { makeAdminSettings } from '../../../test/fixtures';
import { callsTo, openAsOperator, tableShowing } from '../common/admin-test-kit';

const settings: AdminSettings = makeAdminSettings();

function message(handled: boolean): AdminContactDetail {
  return {
    id: 5,
    name: 'Huda Salman',
    email: 'huda@example.com',
    subject: 'Lunch for 30',
    preview: 'Can you deliver',
    message: 'Can you deliver lunch for 30 people on Thursday?',
    language: 'ae',
    created_at: '2026-11-20T09:30:00.000Z',
    handled_at: handled ? '2026-11-20T10:00:00.000Z' : null,
    handled_by: handled
      ? { id: 1, name: 'Sufra Operator', email: 'admin@sufra.example.com' }
      : null,
  };
}

/** A published page as GET /api/admin/pages/{id} answers it, written and saved on one day. */
function pageDetail(
  page: Pick<AdminPageDetail, 'id' | 'slug' | 'is_required' | 'translations'>,
): AdminPageDetail {
  return {
    is_published: true,
    created_at: '2026-11-20T09:30:00.000Z',
    updated_at: '2026-11-20T09:30:00.000Z',
    ...page,
  };
}

const open = openAsOperator;

describe('Back office content (issue 7 item 5)', () => {
  it('lists the mails that failed after their last attempt and sends one again (issue 11)', async () => {
    const failed: AdminFailedMail = {
      id: '6f1c1e36-5d0b-4c1e-9a57-2b0c2f3b7a10',
      to: 'huda@example.com',
      subject: 'Your order LB-1042 is confirmed',
      created_at: '2026-11-20T09:30:00.000Z',
      failed_at: '2026-11-20T09:46:00.000Z',
      attempts: 6,
      error: '550 5.1.1 Mailbox unavailable',
    };
    let waiting = [failed];
    const { calls } = await open('/admin/content/failed-mails', {
      'GET /api/admin/failed-mails': () => ok({ data: waiting }),
      [`POST /api/admin/failed-mails/${failed.id}/retry`]: () => {
        waiting = [];
        return ok(null, { responseText: 'The mail is queued to be sent again.' });
      },
    });
    expect(await screen.findByRole('heading', { name: 'Failed mails' })).toBeInTheDocument();
    const row = (await screen.findByText(failed.subject)).closest('tr')!;
    expect(within(row).getByText('huda@example.com')).toBeInTheDocument();
    expect(within(row).getByText('550 5.1.1 Mailbox unavailable')).toBeInTheDocument();
    expect(within(row).getByText('6')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Send again to huda@example.com' }));
    expect(await screen.findByText('The mail is queued to be sent again.')).toBeInTheDocument();
    expect(await screen.findByText('Every mail has been sent.')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', `/api/admin/failed-mails/${failed.id}/retry`)).toHaveLength(1);
  });

  it('saves the settings, and refuses a VAT rate above 100 before asking the server', async () => {
    const { calls } = await open('/admin/content/settings', {
      'GET /api/admin/settings': () => ok(settings),
      'PUT /api/admin/settings': (call) =>
        ok({ ...settings, vat_rate: Number(call.body?.vat_rate) }, { responseText: 'Saved.' }),
    });
    const vat = await screen.findByLabelText('VAT rate (%)');
    expect(vat).toHaveValue(10);
    // Arabic has its own name; French typed none and falls back to English.
    expect(screen.getByLabelText('Shop name (Required)')).toHaveValue('Sufra');

    const user = userEvent.setup();
    await user.clear(vat);
    await user.type(vat, '120');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('VAT rate (%): this value is not valid.')).toBeInTheDocument();
    expect(vat).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(calls, 'PUT', '/api/admin/settings')).toEqual([]);

    await user.clear(vat);
    await user.type(vat, '15');
    // Ctrl+S saves, as the Save button's hint says.
    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    const body = callsTo(calls, 'PUT', '/api/admin/settings')[0]!.body;
    expect(body).toMatchObject({
      vat_rate: 15,
      shipping_charge: 0.5,
      currency_code: 'BHD',
      site_phone_number: '+973 1712 3456',
    });
    expect(body?.translations).toMatchObject({
      en: { site_name: 'Sufra' },
      ae: { site_name: 'سفرة' },
      fr: { site_name: '' },
    });
  });

  it('“Catalog prices include VAT” shows the stored setting and sends the operator’s choice (issue 17 item 3)', async () => {
    const { calls } = await open('/admin/content/settings', {
      'GET /api/admin/settings': () => ok(settings),
      'PUT /api/admin/settings': (call) =>
        ok(
          { ...settings, prices_include_vat: call.body?.prices_include_vat === true },
          { responseText: 'Saved.' },
        ),
    });
    const included = await screen.findByRole('checkbox', { name: 'Catalog prices include VAT' });
    expect(included).toBeChecked();
    // The hint names the shop's VAT rate, and follows the rate being typed.
    expect(included).toHaveAccessibleDescription(
      'On: enter the prices of items, combos and extras as customers pay them. Off: enter them without VAT; the shop adds 10% VAT for customers.',
    );
    const user = userEvent.setup();
    const vat = screen.getByLabelText('VAT rate (%)');
    await user.clear(vat);
    await user.type(vat, '15');
    expect(included).toHaveAccessibleDescription(expect.stringContaining('adds 15% VAT') as string);

    await user.click(included);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(callsTo(calls, 'PUT', '/api/admin/settings')[0]!.body).toMatchObject({
      prices_include_vat: false,
      vat_rate: 15,
    });
    // The saved answer is what the form shows next.
    expect(included).not.toBeChecked();
  });

  it('saves the VAT registration number printed on tax invoices (issue 16 item 5)', async () => {
    const { calls } = await open('/admin/content/settings', {
      'GET /api/admin/settings': () => ok(makeAdminSettings({ vat_number: 'BH 200' })),
      'PUT /api/admin/settings': (call) =>
        ok(makeAdminSettings({ vat_number: String(call.body?.vat_number) }), {
          responseText: 'Saved.',
        }),
    });
    const field = await screen.findByRole('textbox', { name: 'VAT registration number' });
    expect(field).toHaveValue('BH 200');
    expect(field).toHaveAccessibleDescription('Printed on tax invoices.');
    expect(field).toHaveAttribute('maxlength', '32');

    // The shared schema refuses a slash before the server is asked.
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, 'BH/200');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('VAT registration number: this value is not valid.'),
    ).toBeInTheDocument();
    expect(callsTo(calls, 'PUT', '/api/admin/settings')).toEqual([]);

    await user.clear(field);
    await user.type(field, ' 200-123-456-7890 ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(callsTo(calls, 'PUT', '/api/admin/settings')[0]!.body).toMatchObject({
      vat_number: '200-123-456-7890',
    });
    expect(field).toHaveValue('200-123-456-7890');
  });

  it('asks before leaving unsaved settings', async () => {
    const { router } = await open('/admin/content/settings', {
      'GET /api/admin/settings': () => ok(settings),
      'GET /api/admin/pages': () =>
        ok({ data: [], current_page: 1, last_page: 1, per_page: 20, total: 0 }),
    });
    const user = userEvent.setup();
    const vat = await screen.findByLabelText('VAT rate (%)');
    await user.type(vat, '5');
    await user.click(screen.getByRole('link', { name: 'Pages' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/admin/content/settings');
    expect(vat).toHaveValue(105);

    // The page is back in reach once the dialog has let go of it.
    await user.click(await screen.findByRole('link', { name: 'Pages' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/content/pages'));
  });

  it('shows the server’s refusal under its field', async () => {
    await open('/admin/content/settings', {
      'GET /api/admin/settings': () => ok(settings),
      'PUT /api/admin/settings': () =>
        fail(422, 'The shop cannot price in this currency.', {
          responseData: {
            errors: [
              { field: 'currency_code', message: 'The shop cannot price in this currency.' },
              { field: 'vat_number', message: 'Use letters, digits and hyphens.' },
            ],
          },
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const currency = screen.getByLabelText('Currency');
    await waitFor(() => expect(currency).toHaveAttribute('aria-invalid', 'true'));
    expect(currency).toHaveAccessibleDescription(
      expect.stringContaining('The shop cannot price in this currency.') as string,
    );
    // Issue 16 item 5: the VAT registration number's refusal under it, like the others'.
    const vatNumber = screen.getByRole('textbox', { name: 'VAT registration number' });
    expect(vatNumber).toHaveAttribute('aria-invalid', 'true');
    expect(vatNumber).toHaveAccessibleDescription(
      expect.stringContaining('Use letters, digits and hyphens.') as string,
    );
  });

  it('opens a contact message and marks it handled', async () => {
    let current = message(false);
    const { calls } = await open('/admin/content/messages/5', {
      'GET /api/admin/contact-messages/5': () => ok(current),
      'POST /api/admin/contact-messages/5/handled': (call) => {
        current = message(call.body?.handled === true);
        return ok(current, { responseText: 'The message is marked as handled.' });
      },
    });
    expect(
      await screen.findByText('Can you deliver lunch for 30 people on Thursday?'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('admin-message-status')).toHaveTextContent('Open');
    expect(screen.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
      'href',
      `mailto:huda@example.com?subject=${encodeURIComponent('Re: Lunch for 30')}`,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText('The message is marked as handled.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('admin-message-status')).toHaveTextContent('Handled'),
    );
    expect(screen.getByText(/Handled by Sufra Operator/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark not handled' })).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/admin/contact-messages/5/handled')[0]!.body).toMatchObject({
      handled: true,
    });
  });

  it('lists pages from the server, marking the ones the shop links to', async () => {
    const { calls } = await open('/admin/content/pages', {
      'GET /api/admin/pages': () =>
        ok({
          data: [
            {
              id: 1,
              slug: 'about',
              title: 'About Sufra',
              is_published: true,
              is_required: true,
              updated_at: '2026-11-20T09:30:00.000Z',
            },
            {
              id: 7,
              slug: 'ramadan',
              title: 'Ramadan hours',
              is_published: false,
              is_required: false,
              updated_at: '2026-11-20T09:30:00.000Z',
            },
          ],
          current_page: 1,
          last_page: 1,
          per_page: 20,
          total: 2,
        }),
    });
    const table = await tableShowing('About Sufra');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('About Sufra');
    expect(rows[1]).toHaveTextContent('Linked from the shop');
    expect(rows[2]).toHaveTextContent('Draft');
    expect(within(rows[2]!).getByRole('link', { name: 'Ramadan hours' })).toHaveAttribute(
      'href',
      '/admin/content/pages/7',
    );
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Published'), '0');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(callsTo(calls, 'GET', '/api/admin/pages').at(-1)!.query.get('published')).toBe('0'),
    );
  });

  it('keeps the about page: a link to it in the shop, no delete, published for good', async () => {
    const about = pageDetail({
      id: 1,
      slug: 'about',
      is_required: true,
      translations: { en: { meta_title: 'About Sufra', page_content: '<p>Our story.</p>' } },
    });
    await open('/admin/content/pages/1', { 'GET /api/admin/pages/1': () => ok(about) });
    expect(await screen.findByRole('heading', { name: 'Page: About Sufra' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View in the shop' })).toHaveAttribute(
      'href',
      '/about',
    );
    expect(screen.queryByRole('button', { name: 'Delete page' })).toBeNull();
    expect(
      screen.getByRole('checkbox', { name: 'Published: customers can read it' }),
    ).toBeDisabled();
  });

  it('loads a page into the editor with every language', async () => {
    const detail = pageDetail({
      id: 7,
      slug: 'ramadan',
      is_required: false,
      translations: {
        en: { meta_title: 'Ramadan hours', page_content: '<h2>Iftar</h2><p>Open late.</p>' },
        fr: { meta_title: 'Horaires du ramadan' },
      },
    });
    const { calls } = await open('/admin/content/pages/7', {
      'GET /api/admin/pages/7': () => ok(detail),
      'PUT /api/admin/pages/7': () => ok(detail, { responseText: 'Saved.' }),
    });
    expect(await screen.findByRole('heading', { name: 'Page: Ramadan hours' })).toBeInTheDocument();
    expect(screen.getByLabelText('Slug (Required)')).toHaveValue('ramadan');
    const editor = screen.getByRole('textbox', { name: 'Content (Required)' });
    expect(editor.innerHTML).toContain('<h2>Iftar</h2>');
    // A published page of the operator's own is shown by the storefront at /pages/:id.
    expect(screen.getByRole('link', { name: 'View in the shop' })).toHaveAttribute(
      'href',
      '/pages/7',
    );
    expect(screen.getByRole('button', { name: 'Delete page' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    const body = callsTo(calls, 'PUT', '/api/admin/pages/7')[0]!.body;
    expect(body).toMatchObject({
      slug: 'ramadan',
      is_published: true,
      translations: {
        en: { meta_title: 'Ramadan hours', page_content: '<h2>Iftar</h2><p>Open late.</p>' },
        fr: { meta_title: 'Horaires du ramadan', page_content: '' },
      },
    });
  });
});
