import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  AdminCategoryRow,
  AdminComboDetail,
  AdminItemDetail,
  AdminItemRow,
  AdminSettings,
} from '@storefront/shared';
import { fail, ok } from '../../../test/fetch-stub';
import { makeAdminSettings } from '../../../test/fixtures';
import { callsTo, openAsOperator, type Handler } from '../common/admin-test-kit';

function pageOf<T>(rows: T[]) {
  return { data: rows, current_page: 1, last_page: 1, per_page: 100, total: rows.length };
}

const mains: AdminCategoryRow = {
  id: 1,
  name: 'Mains',
  image: '',
  sort_order: 10,
  item_count: 2,
  step_count: 1,
};

function itemRow(id: number, name: string, overrides: Partial<AdminItemRow> = {}): AdminItemRow {
  return {
    id,
    name,
    category_id: 1,
    category_name: 'Mains',
    price: 2,
    image: '',
    is_veg: false,
    dietary_tags: [],
    allergens: [],
    is_special: false,
    is_available: true,
    min_qty: 1,
    sort_order: id * 10,
    created_at: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

const created: AdminItemDetail = {
  ...itemRow(77, 'Saffron Bowl', { price: 2.75 }),
  translations: { en: { name: 'Saffron Bowl', description: '' }, fr: { name: 'Bol au safran' } },
  updated_at: '2026-11-21T10:00:00.000Z',
  combo_count: 0,
};

const combo: AdminComboDetail = {
  id: 5,
  title: 'Lunch',
  price: 3,
  image: '',
  is_featured: false,
  is_available: true,
  step_count: 1,
  sort_order: 10,
  created_at: '2026-11-21T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  translations: { en: { title: 'Lunch', description: '' } },
  steps: [
    {
      id: 31,
      category_id: 1,
      category_name: 'Mains',
      qty: 1,
      max_qty: 1,
      extra_price: 0,
      translations: { en: { title: 'Choose your main' } },
      items: [{ item_id: 1, item_name: 'Machboos', price: 0, is_available: true }],
    },
  ],
};

/**
 * GET /admin/settings with the shop's "catalog prices include VAT" (issue 17 item 3). Tests
 * without it get a 404 for the settings, and the price fields keep their plain labels.
 */
function settingsWith(pricesIncludeVat: boolean): AdminSettings {
  return makeAdminSettings({ prices_include_vat: pricesIncludeVat });
}

function open(path: string, handlers: Record<string, Handler>) {
  return openAsOperator(path, {
    'GET /api/admin/categories': () => ok(pageOf([mains])),
    ...handlers,
  });
}

describe('Back office catalog (issue 7 item 3)', () => {
  it('a new item: the shared schema wants the English name, then it is sent with its French name', async () => {
    const { calls } = await open('/admin/catalog/items/new', {
      'POST /api/admin/items': () => ok({ id: 77 }, { responseText: 'Saved.' }),
      'GET /api/admin/items/77': () => ok(created),
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'New menu item' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Please enter the English text; the other languages fall back to it.',
      ),
    ).toBeInTheDocument();
    // No category chosen: the error says which field (issue 17 item 11).
    expect(screen.getByText('Category: this value is not valid.')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/admin/items')).toHaveLength(0);

    await user.type(screen.getByLabelText('Name (Required)'), 'Saffron Bowl');
    await user.click(screen.getByRole('tab', { name: 'Français' }));
    await user.type(within(screen.getByRole('tabpanel')).getByLabelText('Name'), 'Bol au safran');
    const category = screen.getByLabelText('Category');
    await waitFor(() =>
      expect(within(category).getByRole('option', { name: 'Mains' })).toBeInTheDocument(),
    );
    await user.selectOptions(category, 'Mains');
    await user.type(screen.getByLabelText('Price'), '2.75');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(callsTo(calls, 'POST', '/api/admin/items')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/api/admin/items')[0]!.body).toMatchObject({
      translations: { en: { name: 'Saffron Bowl' }, fr: { name: 'Bol au safran' } },
      category_id: 1,
      price: 2.75,
      min_qty: 1,
      is_available: true,
    });
    // Saved, it opens as the item to edit.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Saffron Bowl' }),
    ).toBeInTheDocument();
  });

  it('an item opened to edit shows its stored category, also when the categories arrive last', async () => {
    await open('/admin/catalog/items/77', {
      'GET /api/admin/items/77': () => ok(created),
      'GET /api/admin/categories': async () => {
        await new Promise((resolve) => setTimeout(resolve, 150));
        return ok(pageOf([mains]));
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Edit Saffron Bowl' });
    const category = screen.getByLabelText<HTMLSelectElement>('Category');
    await waitFor(() =>
      expect(within(category).getByRole('option', { name: 'Mains' })).toBeInTheDocument(),
    );
    expect(category.value).toBe('1');
    expect(screen.getByLabelText<HTMLInputElement>('Price').value).toBe('2.75');
  });

  it('a combo opened to edit shows each step’s stored category, also when the categories arrive last', async () => {
    await open('/admin/catalog/combos/5', {
      'GET /api/admin/combos/5': () => ok(combo),
      'GET /api/admin/items': () => ok(pageOf([itemRow(1, 'Machboos')])),
      'GET /api/admin/categories': async () => {
        await new Promise((resolve) => setTimeout(resolve, 150));
        return ok(pageOf([mains]));
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Edit Lunch' });
    const step = screen.getByRole('group', { name: 'Step 1' });
    const category = within(step).getByLabelText<HTMLSelectElement>('Category');
    await waitFor(() =>
      expect(within(category).getByRole('option', { name: 'Mains' })).toBeInTheDocument(),
    );
    expect(category.value).toBe(String(combo.steps[0]?.category_id));
    expect(
      within(category).getByRole<HTMLOptionElement>('option', { name: 'Mains' }).selected,
    ).toBe(true);
  });

  it('an item’s dietary marks and allergens: shown as stored, a contradiction refused before sending, then sent (issue 16 item 4)', async () => {
    const stored: AdminItemDetail = { ...created, is_veg: true, allergens: ['sesame'] };
    const { calls } = await open('/admin/catalog/items/77', {
      'GET /api/admin/items/77': () => ok(stored),
      'PUT /api/admin/items/77': () => ok(null, { responseText: 'Saved.' }),
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Edit Saffron Bowl' });
    const marks = screen.getByRole('group', { name: 'Dietary marks' });
    const allergens = screen.getByRole('group', { name: 'Allergens' });
    await waitFor(() =>
      expect(within(allergens).getByRole('checkbox', { name: 'Sesame' })).toBeChecked(),
    );
    expect(within(allergens).getAllByRole('checkbox')).toHaveLength(14);

    await user.click(within(marks).getByRole('checkbox', { name: 'Vegan' }));
    await user.click(within(allergens).getByRole('checkbox', { name: 'Milk' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await within(marks).findByText(
        'A vegan dish cannot contain milk, eggs, fish, crustaceans or molluscs.',
      ),
    ).toBeInTheDocument();
    expect(callsTo(calls, 'PUT', '/api/admin/items/77')).toHaveLength(0);

    await user.click(within(allergens).getByRole('checkbox', { name: 'Milk' }));
    await user.click(within(marks).getByRole('checkbox', { name: 'Halal' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', '/api/admin/items/77')).toHaveLength(1));
    expect(callsTo(calls, 'PUT', '/api/admin/items/77')[0]!.body).toMatchObject({
      is_veg: true,
      dietary_tags: ['vegan', 'halal'],
      allergens: ['sesame'],
    });
  });

  it('a combo step offers the ticked items with their prices; a server refusal shows under the step', async () => {
    const { calls } = await open('/admin/catalog/combos/5', {
      'GET /api/admin/combos/5': () => ok(combo),
      'GET /api/admin/items': () =>
        ok(pageOf([itemRow(1, 'Machboos'), itemRow(2, 'Biryani', { is_available: false })])),
      'PUT /api/admin/combos/5': () =>
        fail(422, 'This step must offer at least 3 item(s).', {
          responseData: {
            errors: [
              { field: 'steps.0.items', message: 'This step must offer at least 3 item(s).' },
            ],
          },
        }),
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Edit Lunch' });
    const step = screen.getByRole('group', { name: 'Step 1' });
    const biryani = await within(step).findByRole('checkbox', { name: /Biryani/ });
    expect(within(step).getByRole('checkbox', { name: /Machboos/ })).toBeChecked();
    expect(biryani).not.toBeChecked();
    await user.click(biryani);
    const price = within(step).getByLabelText('Price of Biryani in this combo');
    await user.clear(price);
    await user.type(price, '0.5');
    await user.clear(within(step).getByLabelText('Items to choose'));
    await user.type(within(step).getByLabelText('Items to choose'), '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(callsTo(calls, 'PUT', '/api/admin/combos/5')).toHaveLength(1));
    expect(callsTo(calls, 'PUT', '/api/admin/combos/5')[0]!.body).toMatchObject({
      steps: [
        {
          id: 31,
          category_id: 1,
          qty: 3,
          items: [
            { item_id: 1, price: 0 },
            { item_id: 2, price: 0.5 },
          ],
        },
      ],
    });
    expect(
      await within(step).findByText('This step must offer at least 3 item(s).', {
        selector: '.catalog-error',
      }),
    ).toBeInTheDocument();
  });

  it('a step’s most items allowed and price of each extra: shown as stored, sent, a server refusal under its field (issue 17 item 4)', async () => {
    const withExtras: AdminComboDetail = {
      ...combo,
      steps: [{ ...combo.steps[0]!, max_qty: 3, extra_price: 0.5 }],
    };
    const { calls } = await open('/admin/catalog/combos/5', {
      'GET /api/admin/combos/5': () => ok(withExtras),
      'GET /api/admin/items': () => ok(pageOf([itemRow(1, 'Machboos')])),
      'PUT /api/admin/combos/5': () =>
        fail(422, 'Allow at least as many items as the customer must choose.', {
          responseData: {
            errors: [
              {
                field: 'steps.0.max_qty',
                message: 'Allow at least as many items as the customer must choose.',
              },
            ],
          },
        }),
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Edit Lunch' });
    const step = screen.getByRole('group', { name: 'Step 1' });
    const most = within(step).getByLabelText<HTMLInputElement>('Most items allowed');
    const extraPrice = within(step).getByLabelText<HTMLInputElement>('Price of each extra item');
    expect(most.value).toBe('3');
    expect(extraPrice.value).toBe('0.5');
    expect(most).toHaveAccessibleDescription(
      'Left empty, the same as “Items to choose”. More lets customers add extras.',
    );

    await user.clear(most);
    await user.type(most, '4');
    await user.clear(extraPrice);
    await user.type(extraPrice, '0.75');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(callsTo(calls, 'PUT', '/api/admin/combos/5')).toHaveLength(1));
    expect(callsTo(calls, 'PUT', '/api/admin/combos/5')[0]!.body).toMatchObject({
      steps: [{ id: 31, qty: 1, max_qty: 4, extra_price: 0.75 }],
    });
    await waitFor(() =>
      expect(most).toHaveAccessibleDescription(
        /^Allow at least as many items as the customer must choose\./,
      ),
    );
    expect(most).toBeInvalid();
  });

  it('a step allowing fewer items than it asks for is refused before sending; empty means the same (issue 17 item 4)', async () => {
    const { calls } = await open('/admin/catalog/combos/5', {
      'GET /api/admin/combos/5': () => ok(combo),
      'GET /api/admin/items': () => ok(pageOf([itemRow(1, 'Machboos')])),
      'PUT /api/admin/combos/5': () => ok(null, { responseText: 'Saved.' }),
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Edit Lunch' });
    const step = screen.getByRole('group', { name: 'Step 1' });
    await within(step).findByRole('checkbox', { name: /Machboos/ });
    const most = within(step).getByLabelText<HTMLInputElement>('Most items allowed');
    // A stored step without extras (max_qty equal to qty) shows the field empty.
    expect(most.value).toBe('');
    expect(within(step).getByLabelText<HTMLInputElement>('Price of each extra item').value).toBe(
      '0',
    );

    await user.clear(within(step).getByLabelText('Items to choose'));
    await user.type(within(step).getByLabelText('Items to choose'), '2');
    await user.type(most, '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(most).toHaveAccessibleDescription(
        /^Allow at least as many items as the customer must choose\./,
      ),
    );
    expect(callsTo(calls, 'PUT', '/api/admin/combos/5')).toHaveLength(0);

    await user.clear(most);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', '/api/admin/combos/5')).toHaveLength(1));
    const [sent] = (
      callsTo(calls, 'PUT', '/api/admin/combos/5')[0]!.body as {
        steps: Record<string, unknown>[];
      }
    ).steps;
    expect(sent).toMatchObject({ qty: 2, extra_price: 0 });
    expect(sent).not.toHaveProperty('max_qty');
  });

  it('removing a combo step asks first; "Keep the step" keeps it (issue 17 item 11)', async () => {
    await open('/admin/catalog/combos/5', {
      'GET /api/admin/combos/5': () => ok(combo),
      'GET /api/admin/items': () => ok(pageOf([itemRow(1, 'Machboos')])),
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Edit Lunch' });
    await user.click(screen.getByRole('button', { name: 'Add a step' }));
    expect(await screen.findByRole('group', { name: 'Step 2' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove step 2' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove step 2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep the step' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The form is back in reach once the dialog has let go of it.
    expect(await screen.findByRole('group', { name: 'Step 2' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove step 2' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove step 2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove step 2' }));
    // Read once the dialog has let go of the form (while it holds it, every step is hidden).
    expect(await screen.findByRole('group', { name: 'Step 1' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Step 2' })).toBeNull();
  });
});

describe('Back office catalog: prices with or without VAT (issue 17 item 3)', () => {
  it.each([
    [true, 'Price (incl. VAT)'],
    [false, 'Price (excl. VAT)'],
  ])(
    'with “catalog prices include VAT” %s, an item’s price is labelled “%s”',
    async (pricesIncludeVat, label) => {
      const { calls } = await open('/admin/catalog/items/77', {
        'GET /api/admin/items/77': () => ok(created),
        'GET /api/admin/settings': () => ok(settingsWith(pricesIncludeVat)),
      });
      await screen.findByRole('heading', { level: 1, name: 'Edit Saffron Bowl' });
      expect(await screen.findByLabelText<HTMLInputElement>(label)).toHaveValue(2.75);
      expect(callsTo(calls, 'GET', '/api/admin/settings')).toHaveLength(1);
    },
  );

  it('a combo’s price, its items’ prices in a step and the price of each extra say so too, from one settings query', async () => {
    const twoSteps: AdminComboDetail = {
      ...combo,
      steps: [combo.steps[0]!, { ...combo.steps[0]!, id: 32 }],
    };
    const { calls } = await open('/admin/catalog/combos/5', {
      'GET /api/admin/combos/5': () => ok(twoSteps),
      'GET /api/admin/items': () => ok(pageOf([itemRow(1, 'Machboos')])),
      'GET /api/admin/settings': () => ok(settingsWith(false)),
    });
    await screen.findByRole('heading', { level: 1, name: 'Edit Lunch' });
    expect(await screen.findByLabelText<HTMLInputElement>('Price (excl. VAT)')).toHaveValue(3);
    const step = screen.getByRole('group', { name: 'Step 1' });
    expect(within(step).getByLabelText('Price of each extra item (excl. VAT)')).toHaveValue(0);
    expect(
      await within(step).findByRole('spinbutton', {
        name: 'Price of Machboos in this combo (excl. VAT)',
      }),
    ).toHaveValue(0);
    expect(within(step).getByRole('columnheader', { name: 'Price (excl. VAT)' })).toBeVisible();
    // The form asks once, however many steps it has.
    expect(callsTo(calls, 'GET', '/api/admin/settings')).toHaveLength(1);
  });
});
