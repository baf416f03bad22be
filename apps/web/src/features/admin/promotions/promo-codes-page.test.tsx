import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type AdminPromoCode } from '@storefront/shared';
import { fail, ok, type Reply } from '../../../test/fetch-stub';
import { money } from '../../../test/screen';
import { callsTo, openAsOperator, tableShowing, type Handler } from '../common/admin-test-kit';

function pageOf<T>(rows: T[]) {
  return { data: rows, current_page: 1, last_page: 1, per_page: 20, total: rows.length };
}

function promo(id: number, code: string, overrides: Partial<AdminPromoCode> = {}): AdminPromoCode {
  return {
    id,
    code,
    kind: 'percent',
    percent_off: 15,
    amount_off: null,
    min_order: 0,
    currency: 'BHD',
    starts_on: null,
    ends_on: null,
    total_limit: null,
    per_customer_limit: null,
    first_order_only: false,
    item_ids: [],
    combo_ids: [],
    is_active: true,
    uses: 0,
    ...overrides,
  };
}

const lunch15 = promo(1, 'LUNCH15', {
  starts_on: '2026-11-01',
  ends_on: '2026-11-30',
  total_limit: 100,
  uses: 3,
});
const fixed = promo(2, 'WELCOME1', {
  kind: 'amount',
  percent_off: null,
  amount_off: 1,
  min_order: 5,
  is_active: false,
  first_order_only: true,
  item_ids: [11],
});

const catalogRow = (id: number, name: string) => ({ id, name, title: name });

async function open(path: string, handlers: Record<string, Handler> = {}) {
  const { calls } = await openAsOperator(path, {
    'GET /api/admin/promo-codes': () => ok(pageOf([lunch15, fixed])),
    'GET /api/admin/items': () =>
      ok(pageOf([catalogRow(11, 'Chicken Machboos'), catalogRow(12, 'Hummus')])),
    'GET /api/admin/combos': () => ok(pageOf([catalogRow(5, 'Lunch Combo')])),
    ...handlers,
  });
  return calls;
}

/** The list, once its rows arrived. */
const table = () => tableShowing('LUNCH15', 'Promo codes');

describe('Back office promo codes (issue 16 item 3)', () => {
  it('lists the codes with their discount, minimum, days, uses and state; the filter asks the server', async () => {
    const calls = await open('/admin/promo-codes');
    const list = await table();
    const navigation = screen.getByRole('navigation', { name: 'Back office sections' });
    expect(within(navigation).getByRole('link', { name: 'Promo codes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const [, first, second] = within(list).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
    ).toEqual([
      'LUNCH15',
      '15%',
      'None',
      'November 1, 2026 – November 30, 2026',
      '3 of 100',
      'Active',
      'EditDelete',
    ]);
    expect(second).toHaveTextContent(money(1));
    expect(second).toHaveTextContent(money(5));
    expect(second).toHaveTextContent('Any day');
    expect(second).toHaveTextContent('Inactive');
    expect(callsTo(calls, 'GET', '/api/admin/promo-codes')[0]!.query.get('sort')).toBe('id');

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'Inactive');
    await user.type(screen.getByRole('searchbox', { name: 'Search codes' }), 'welcome');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      const last = callsTo(calls, 'GET', '/api/admin/promo-codes').at(-1)!;
      expect(last.query.get('active')).toBe('inactive');
      expect(last.query.get('q')).toBe('welcome');
    });
  });

  it('a new code: the shared schema’s checks first, then the body; the server’s field error under its field', async () => {
    let answer: Reply = fail(422, 'Please check the form.', {
      responseData: { errors: [{ field: 'code', message: 'This value is already taken.' }] },
    });
    const calls = await open('/admin/promo-codes', {
      'POST /api/admin/promo-codes': () => answer,
    });
    const user = userEvent.setup();
    await table();
    await user.click(screen.getByRole('button', { name: 'New promo code' }));
    const dialog = await screen.findByRole('dialog', { name: 'New promo code' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Use 3 to 32 letters, digits, hyphens or underscores.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Enter the percentage or the amount the code takes off.'),
    ).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/admin/promo-codes')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Code'), 'save15');
    await user.type(within(dialog).getByLabelText('Percent off'), '15');
    await user.type(within(dialog).getByLabelText('Last day'), '2026-12-31');
    await user.type(within(dialog).getByLabelText('Uses per customer'), '1');
    await user.click(within(dialog).getByLabelText('A customer’s first order only'));
    const combos = within(dialog).getByRole('group', { name: 'Combos' });
    await user.click(await within(combos).findByRole('checkbox', { name: 'Lunch Combo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const code = within(dialog).getByLabelText('Code');
    await waitFor(() => expect(code).toHaveAccessibleDescription(/This value is already taken\./));
    expect(callsTo(calls, 'POST', '/api/admin/promo-codes')[0]!.body).toEqual({
      code: 'SAVE15',
      kind: 'percent',
      percent_off: 15,
      min_order: 0,
      ends_on: '2026-12-31',
      per_customer_limit: 1,
      first_order_only: true,
      item_ids: [],
      combo_ids: [5],
      is_active: true,
      language: 'en',
    });

    answer = ok({ id: 3 }, { responseText: 'Saved.' });
    await user.clear(code);
    await user.type(code, 'SAVE16');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'POST', '/api/admin/promo-codes')[1]!.body).toMatchObject({
      code: 'SAVE16',
    });
  });

  it('edits a fixed-amount code from its row, with its items ticked', async () => {
    const calls = await open('/admin/promo-codes', {
      'PUT /api/admin/promo-codes/2': () => ok(null, { responseText: 'Saved.' }),
    });
    const user = userEvent.setup();
    await user.click(within(await table()).getByRole('button', { name: 'Edit WELCOME1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit WELCOME1' });
    expect(within(dialog).getByLabelText('Discount')).toHaveValue('amount');
    expect(await within(dialog).findByLabelText('Amount off (BHD)')).toHaveValue(1);
    expect(within(dialog).queryByLabelText('Percent off')).toBeNull();
    const items = within(dialog).getByRole('group', { name: 'Items' });
    expect(await within(items).findByRole('checkbox', { name: 'Chicken Machboos' })).toBeChecked();
    await user.click(within(items).getByRole('checkbox', { name: 'Hummus' }));
    await user.click(within(dialog).getByLabelText('Active'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', '/api/admin/promo-codes/2')).toHaveLength(1));
    expect(callsTo(calls, 'PUT', '/api/admin/promo-codes/2')[0]!.body).toMatchObject({
      kind: 'amount',
      amount_off: 1,
      min_order: 5,
      item_ids: [11, 12],
      is_active: true,
    });
  });

  it('deleting a code orders carry says why it cannot go and shows the server’s refusal', async () => {
    const calls = await open('/admin/promo-codes', {
      'DELETE /api/admin/promo-codes/1': () =>
        fail(409, 'This cannot be deleted while other records use it.'),
    });
    const user = userEvent.setup();
    await user.click(within(await table()).getByRole('button', { name: 'Delete LUNCH15' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “LUNCH15”?' });
    expect(confirm).toHaveTextContent(
      'Orders carry this code (3): it cannot be deleted. Make it inactive instead.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('This cannot be deleted while other records use it.'),
    ).toBeInTheDocument();
    expect(callsTo(calls, 'DELETE', '/api/admin/promo-codes/1')).toHaveLength(1);
  });
});
