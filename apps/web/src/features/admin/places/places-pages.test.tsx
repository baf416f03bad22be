import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminCity, AdminCompany, AdminSubscription } from '@storefront/shared';
import { fail, ok } from '../../../test/fetch-stub';

import { callsTo, openAsOperator, tableShowing } from '../common/admin-test-kit';

function pageOf<T>(rows: T[]) {
  return { data: rows, current_page: 1, last_page: 1, per_page: 20, total: rows.length };
}

const manama: AdminCity = {
  id: 11,
  country_id: 1,
  country_name: 'Bahrain',
  name: 'Manama',
  names: { en: { name: 'Manama' }, ae: { name: 'المنامة' } },
  sort_order: 0,
};

const company: AdminCompany = {
  id: 101,
  country_id: 1,
  country_name: 'Bahrain',
  city_id: 11,
  city_name: 'Manama',
  building_id: 201,
  building_name: 'Seef Tower',
  email: 'hello@gulf-trading.com',
  phone: '+973 1700 1234',
  name: 'Gulf Trading',
  texts: { en: { name: 'Gulf Trading', address: 'Seef Tower, Manama' } },
  sort_order: 0,
};

const open = openAsOperator;

describe('Back office places (issue 7 item 4)', () => {
  it('adds a city: the shared schema refuses an empty form, then the city is sent in two languages', async () => {
    const { calls } = await open('/admin/places/cities', {
      'GET /api/admin/cities': () => ok(pageOf([manama])),
      'POST /api/admin/cities': () => ok({ id: 12 }, { responseText: 'Saved.' }),
    });
    await tableShowing('Manama');
    expect(callsTo(calls, 'GET', '/api/admin/cities')[0]!.query.get('sort')).toBe('country');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New city' }));
    const dialog = await screen.findByRole('dialog', { name: 'New city' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Nothing chosen, no English name: the form says so and sends nothing.
    expect(
      await within(dialog).findByText(
        'Please enter the English text; the other languages fall back to it.',
      ),
    ).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/admin/cities')).toHaveLength(0);

    const country = within(dialog).getByLabelText('Country');
    await waitFor(() =>
      expect(within(country).getByRole('option', { name: 'Bahrain' })).toBeInTheDocument(),
    );
    await user.selectOptions(country, 'Bahrain');
    await user.type(within(dialog).getByLabelText('Name (Required)'), 'Sanad');
    await user.click(within(dialog).getByRole('tab', { name: 'العربية' }));
    const arabic = within(within(dialog).getByRole('tabpanel')).getByLabelText('Name');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    await user.type(arabic, 'سند');
    // (Enter in a field saves too: the browser test covers it; jsdom has no implicit submission
    // through a button's form attribute.)
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(callsTo(calls, 'POST', '/api/admin/cities')).toHaveLength(1));
    const body = callsTo(calls, 'POST', '/api/admin/cities')[0]!.body;
    expect(body).toMatchObject({
      country_id: 1,
      sort_order: 0,
      names: { en: { name: 'Sanad' }, ae: { name: 'سند' }, fr: { name: '' } },
    });
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list is asked again after the write.
    expect(callsTo(calls, 'GET', '/api/admin/cities').length).toBeGreaterThan(1);
  });

  it('a company’s form cascades country → city → building; a refused delete says why', async () => {
    const { calls } = await open('/admin/places/companies', {
      'GET /api/admin/companies': () => ok(pageOf([company])),
      'PUT /api/admin/companies/101': () =>
        fail(422, 'Please enter a valid phone number (9 to 15 digits).', {
          responseData: {
            errors: [
              { field: 'phone', message: 'Please enter a valid phone number (9 to 15 digits).' },
            ],
          },
        }),
      'DELETE /api/admin/companies/101': () =>
        fail(409, 'This cannot be deleted while other records use it.'),
    });
    const user = userEvent.setup();
    const table = await tableShowing('Gulf Trading');

    await user.click(within(table).getByRole('button', { name: 'Edit Gulf Trading' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit company' });
    const building = within(dialog).getByLabelText('Building');
    await waitFor(() => expect(building).toHaveValue('201'));
    expect(within(dialog).getByLabelText('City')).toHaveValue('11');
    // Another country: the city and building start again.
    await user.selectOptions(within(dialog).getByLabelText('Country'), 'Georgia');
    await waitFor(() => expect(within(dialog).getByLabelText('City')).toHaveValue(''));
    expect(within(dialog).getByLabelText('Building')).toBeDisabled();
    // Georgia's cities arrive by their own call.
    await within(dialog).findByRole('option', { name: 'Tbilisi' });
    await user.selectOptions(within(dialog).getByLabelText('City'), 'Tbilisi');
    await waitFor(() =>
      expect(
        within(within(dialog).getByLabelText('Building')).getByRole('option', {
          name: 'Harbour Gate',
        }),
      ).toBeInTheDocument(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', '/api/admin/companies/101')).toHaveLength(1));
    expect(callsTo(calls, 'PUT', '/api/admin/companies/101')[0]!.body).toMatchObject({
      city_id: 31,
      email: 'hello@gulf-trading.com',
      phone: '+973 1700 1234',
    });
    // The server's 422 goes under its field; the dialog stays open.
    const phone = within(dialog).getByLabelText('Phone');
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    // The table is back in reach once the dialog has let go of it.
    await user.click(await within(table).findByRole('button', { name: 'Delete Gulf Trading' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “Gulf Trading”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('This cannot be deleted while other records use it.'),
    ).toBeInTheDocument();
    expect(callsTo(calls, 'DELETE', '/api/admin/companies/101')).toHaveLength(1);
    expect(within(table).getByText('Gulf Trading')).toBeInTheDocument();
  });

  it('lists subscriptions with their status and ends a running one after asking', async () => {
    const running: AdminSubscription = {
      id: 5,
      company_id: 101,
      company_name: 'Gulf Trading',
      plan_id: 9,
      duration_days: 30,
      discount_percent: 12.5,
      starts_at: '2026-11-01T08:00:00.000Z',
      ends_at: '2026-12-01T08:00:00.000Z',
      status: 'active',
      txn_id: 'a1b2c3d4-0000-4000-8000-000000000000',
      amount_paid: 25,
      currency: 'BHD',
      buyer: { id: 7, name: 'Layla Al Mansoori', email: 'layla@example.com' },
      created_at: '2026-11-01T08:00:00.000Z',
    };
    const { calls } = await open('/admin/places/subscriptions?status=active&company_id=101', {
      'GET /api/admin/subscriptions': () => ok(pageOf([running])),
      'GET /api/admin/companies': () => ok(pageOf([company])),
      'POST /api/admin/subscriptions/5/end': () =>
        ok(null, { responseText: 'The subscription has ended.' }),
    });
    const table = await screen.findByRole('table');
    const row = (await within(table).findByText('Gulf Trading')).closest('tr')!;
    expect(row).toHaveTextContent('Active');
    expect(row).toHaveTextContent('30 days');
    expect(row).toHaveTextContent('layla@example.com');
    const query = callsTo(calls, 'GET', '/api/admin/subscriptions')[0]!.query;
    expect(query.get('status')).toBe('active');
    expect(query.get('company_id')).toBe('101');
    // The URL's filters show as chosen, the company's too once the choices have come.
    expect(screen.getByLabelText('Status')).toHaveValue('active');
    await waitFor(() => expect(screen.getByLabelText('Company')).toHaveValue('101'));

    const user = userEvent.setup();
    await user.click(
      within(row).getByRole('button', { name: 'End the subscription of Gulf Trading now' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'End this subscription now?' });
    await user.click(within(confirm).getByRole('button', { name: 'End now' }));
    expect(await screen.findByText('The subscription has ended.')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/admin/subscriptions/5/end')).toHaveLength(1);
  });
});
