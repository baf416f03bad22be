import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatMoney, type ComboItemsAnswer } from '@storefront/shared';
import { i18n } from '../../../i18n';
import { startSession } from '../../../lib/session/session';
import { shopHandlers } from '../../../test/account';
import { comboItems } from '../../../test/cart-fixtures';

import { callsTo, fail, ok, stubFetch, type Handler } from '../../../test/fetch-stub';
import { makeCombo, page, sessionUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { findToast, money } from '../../../test/screen';

// Testing Library compares text with plain spaces (Intl puts a no-break space after BHD).
const rawMoney = (amount: number) => formatMoney(amount, 'en', 'BHD');

function combosHandlers(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    ...shopHandlers(),
    'GET /api/combos': () => ok({ combos: page([makeCombo(1), makeCombo(2)], 1, 1) }),
    'GET /api/combo-items/1': () => ok(comboItems),
    'POST /api/cart-items': () => ok(0),
    ...overrides,
  };
}

/**
 * Issue 17 item 4: Combo 1 whose sides step is "Choose 1 · up to 3", each side beyond the first
 * at +0.500, and a fourth side to find the step full.
 */
function comboWithExtras(extraPrice = 0.5): ComboItemsAnswer {
  const [mains, sides] = comboItems.combo_items;
  return {
    ...comboItems,
    combo_items: [
      mains!,
      {
        ...sides!,
        qty: 1,
        max_qty: 3,
        extra_price: extraPrice,
        items: [
          ...sides!.items,
          {
            id: 24,
            item_name: 'Tabbouleh',
            price: 0,
            image: '/images/f.svg',
            is_veg: 1,
            allergens: [],
            tags: ['vegan'],
          },
        ],
      },
    ],
  };
}

async function openCombos() {
  const view = renderApp('/food-combos');
  await waitFor(() => expect(screen.getAllByTestId('combo-card')).toHaveLength(2));
  return view;
}

/** Signed in, the combos page open and Combo 1 customised: its modal once the steps are in. */
async function customiseSignedIn(overrides: Record<string, Handler> = {}) {
  await startSession('tok-1', sessionUser);
  const calls = stubFetch(combosHandlers(overrides));
  const user = userEvent.setup();
  await openCombos();
  const dialog = await customiseCombo1(user);
  return { calls, user, dialog };
}

async function customiseCombo1(user: ReturnType<typeof userEvent.setup>) {
  const card = screen.getAllByTestId('combo-card')[0]!;
  await user.click(within(card).getByRole('button', { name: 'Customise' }));
  const dialog = await screen.findByRole('dialog', { name: 'Combo 1' });
  await within(dialog).findAllByTestId('combo-category');
  return dialog;
}

describe('Combo modal, customise mode (spec §2, §4, §5)', () => {
  it('lists each category with its items, veg marker, price and a checkbox; Escape closes', async () => {
    const { calls, user, dialog } = await customiseSignedIn();

    const categories = within(dialog).getAllByTestId('combo-category');
    expect(categories).toHaveLength(2);
    expect(within(categories[0]!).getByText('Choose your main')).toBeInTheDocument();
    expect(within(categories[0]!).getByText('Choose 1')).toBeInTheDocument();
    expect(within(categories[1]!).getByText('Choose 2')).toBeInTheDocument();
    const lamb = within(categories[0]!).getByRole('checkbox', { name: 'Lamb Machboos' });
    expect(lamb).not.toBeChecked();
    // Its price, then its marks and allergens (issue 16 item 4).
    expect(lamb).toHaveAccessibleDescription(`+${rawMoney(0.5)} Halal`);
    expect(
      within(categories[1]!).getByRole('checkbox', { name: 'Hummus' }),
    ).toHaveAccessibleDescription('Included Vegan Contains: Sesame');
    expect(
      within(categories[0]!).getByRole('checkbox', { name: 'Chicken Machboos' }),
    ).toHaveAccessibleDescription('Included Halal');
    expect(within(categories[1]!).getAllByRole('img', { name: 'Vegetarian' })).toHaveLength(3);
    expect(within(categories[0]!).getAllByRole('img', { name: 'Non-vegetarian' })).toHaveLength(2);
    expect(
      within(dialog).getByText(money(3.5), { selector: 'strong:not([data-testid])' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId('combo-total')).toHaveTextContent(money(3.5));
    const comboCall = callsTo(calls, '/api/combo-items/1')[0];
    expect(comboCall?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(comboCall?.query.get('language')).toBe('en');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('marks the combo’s price on its card and the running total as VAT included, in Arabic too (issue 17 item 3)', async () => {
    await startSession('tok-1', sessionUser);
    stubFetch(combosHandlers());
    const user = userEvent.setup();
    await openCombos();
    for (const card of screen.getAllByTestId('combo-card')) {
      expect(within(card).getByText('incl. VAT')).toBeInTheDocument();
    }
    const dialog = await customiseCombo1(user);
    // The total and its mark are read as one phrase; the header's combo price goes without.
    const total = within(dialog).getByTestId('combo-total');
    expect(total.parentElement).toHaveTextContent(`${money(3.5)} incl. VAT`);
    expect(within(dialog).getAllByText('incl. VAT')).toHaveLength(1);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Lamb Machboos' }));
    expect(total.parentElement).toHaveTextContent(`${money(4)} incl. VAT`);

    await act(() => i18n.changeLanguage('ae'));
    expect(
      await within(screen.getByRole('dialog')).findByText('شامل ضريبة القيمة المضافة'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).queryByText('incl. VAT')).toBeNull();
  });

  it('keeps a running total: ticking adds the price, unticking takes it off', async () => {
    const { user, dialog } = await customiseSignedIn();
    const total = within(dialog).getByTestId('combo-total');

    await user.click(within(dialog).getByRole('checkbox', { name: 'Lamb Machboos' }));
    expect(total).toHaveTextContent(money(4));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Halloumi Fries' }));
    expect(total).toHaveTextContent(money(4.3));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Hummus' }));
    expect(total).toHaveTextContent(money(4.3));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Lamb Machboos' }));
    expect(total).toHaveTextContent(money(3.8));
    expect(within(dialog).getByRole('checkbox', { name: 'Lamb Machboos' })).not.toBeChecked();
  });

  it('a step takes no more than its qty: "Choose 1" swaps the pick, a full step rests its other boxes', async () => {
    const { user, dialog } = await customiseSignedIn();
    const box = (name: string) => within(dialog).getByRole('checkbox', { name });
    const total = within(dialog).getByTestId('combo-total');

    await user.click(box('Chicken Machboos'));
    await user.click(box('Lamb Machboos'));
    expect(box('Lamb Machboos')).toBeChecked();
    expect(box('Chicken Machboos')).not.toBeChecked();
    expect(total).toHaveTextContent(money(4));

    await user.click(box('Halloumi Fries'));
    await user.click(box('Hummus'));
    expect(box('Fries')).toBeDisabled();
    expect(total).toHaveTextContent(money(4.3));
    await user.click(box('Hummus'));
    expect(box('Fries')).toBeEnabled();
  });

  it('a category with too few picks shows info_select_items with its qty and name, and sends nothing', async () => {
    const { calls, user, dialog } = await customiseSignedIn();

    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    expect(
      await findToast('Please select at least 1 item(s) for the category: Mains.'),
    ).toBeInTheDocument();
    // The first checkbox of the short category takes the focus.
    expect(within(dialog).getByRole('checkbox', { name: 'Chicken Machboos' })).toHaveFocus();
    // Every short category says so in place, not only the first (issue 17 item 5).
    const [mains, sides] = within(dialog).getAllByTestId('combo-category');
    expect(mains).toHaveTextContent('Please select at least 1 item(s) for the category: Mains.');
    expect(sides).toHaveTextContent('Please select at least 2 item(s) for the category: Sides.');
    expect(
      within(dialog).getByRole('group', { name: 'Choose your sides' }),
    ).toHaveAccessibleDescription(/Please select at least 2 item\(s\) for the category: Sides\./);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Chicken Machboos' }));
    // A step's message goes once it is touched.
    expect(mains).not.toHaveTextContent('Please select');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Hummus' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    expect(
      await findToast('Please select at least 2 item(s) for the category: Sides.'),
    ).toBeInTheDocument();
    expect(callsTo(calls, '/api/add-to-cart')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Combo 1' })).toBeInTheDocument();
  });

  it('adds the combo: combo_items comma-joined, the server text, closes, the count follows', async () => {
    const { calls, user, dialog } = await customiseSignedIn({
      'POST /api/add-to-cart': () =>
        ok({ cart_id: 3, line_id: 8, cart_count: 2 }, { responseText: 'Item added to cart !' }),
    });
    for (const name of ['Lamb Machboos', 'Fries', 'Hummus']) {
      await user.click(within(dialog).getByRole('checkbox', { name }));
    }
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));

    expect(await findToast('Item added to cart !')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('cart-count')).toHaveTextContent('2');
    expect(callsTo(calls, '/api/add-to-cart')[0]?.body).toEqual({
      combo_id: 1,
      combo_items: '12,22,21',
      user_id: 42,
      language: 'en',
    });
    // Focus goes back to the button that opened the modal.
    await waitFor(() =>
      expect(
        within(screen.getAllByTestId('combo-card')[0]!).getByRole('button', { name: 'Customise' }),
      ).toHaveFocus(),
    );
  });

  it('a refused add shows the server text and the modal stays open with the picks', async () => {
    const { user, dialog } = await customiseSignedIn({
      'POST /api/add-to-cart': () => fail(422, 'This combo is no longer available.'),
    });
    for (const name of ['Chicken Machboos', 'Fries', 'Hummus']) {
      await user.click(within(dialog).getByRole('checkbox', { name }));
    }
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));

    expect(await findToast('This combo is no longer available.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Combo 1' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Fries' })).toBeChecked();
  });
});

describe('Combo modal, steps with priced extras (issue 17 item 4)', () => {
  it('"Choose 1 · up to 3": the total counts two extras, the fourth box rests, the 3 picks are sent', async () => {
    const { calls, user, dialog } = await customiseSignedIn({
      'GET /api/combo-items/1': () => ok(comboWithExtras()),
      'POST /api/add-to-cart': () =>
        ok({ cart_id: 3, line_id: 8, cart_count: 1 }, { responseText: 'Item added to cart !' }),
    });
    const box = (name: string) => within(dialog).getByRole('checkbox', { name });
    const total = within(dialog).getByTestId('combo-total');
    const sides = within(dialog).getByRole('group', { name: 'Choose your sides' });

    expect(sides).toHaveTextContent('Choose 1 · up to 3');
    expect(sides).toHaveTextContent(`+${money(0.5)} for each extra`);
    expect(sides).toHaveAccessibleDescription(
      `Choose 1 · up to 3 +${rawMoney(0.5)} for each extra`,
    );
    // The mains step takes no extras: its rule stays as it was.
    expect(within(dialog).getByRole('group', { name: 'Choose your main' })).toHaveTextContent(
      /Choose 1(?! ·)/,
    );

    await user.click(box('Lamb Machboos'));
    await user.click(box('Hummus'));
    // The required pick costs nothing more.
    expect(total).toHaveTextContent(money(4));
    await user.click(box('Fries'));
    await user.click(box('Halloumi Fries'));
    // 3.500 + Lamb 0.500 + Halloumi Fries 0.300 + two extras at 0.500.
    expect(total).toHaveTextContent(money(5.3));
    expect(box('Hummus')).toBeChecked();
    expect(box('Fries')).toBeChecked();
    expect(box('Halloumi Fries')).toBeChecked();
    expect(box('Tabbouleh')).toBeDisabled();
    await user.click(box('Fries'));
    expect(box('Tabbouleh')).toBeEnabled();
    expect(total).toHaveTextContent(money(4.8));
    await user.click(box('Tabbouleh'));
    expect(total).toHaveTextContent(money(5.3));

    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    expect(await findToast('Item added to cart !')).toBeInTheDocument();
    expect(callsTo(calls, '/api/add-to-cart')[0]?.body).toEqual({
      combo_id: 1,
      combo_items: '12,21,23,24',
      user_id: 42,
      language: 'en',
    });
  });

  it('free extras say so, and a step with extras still wants its qty', async () => {
    const { calls, user, dialog } = await customiseSignedIn({
      'GET /api/combo-items/1': () => ok(comboWithExtras(0)),
    });
    const sides = within(dialog).getByRole('group', { name: 'Choose your sides' });
    expect(sides).toHaveTextContent('Choose 1 · up to 3');
    expect(sides).toHaveTextContent('Extras are free');

    await user.click(within(dialog).getByRole('checkbox', { name: 'Chicken Machboos' }));
    for (const name of ['Hummus', 'Fries', 'Tabbouleh']) {
      await user.click(within(dialog).getByRole('checkbox', { name }));
    }
    expect(within(dialog).getByTestId('combo-total')).toHaveTextContent(money(3.5));
    for (const name of ['Hummus', 'Fries', 'Tabbouleh']) {
      await user.click(within(dialog).getByRole('checkbox', { name }));
    }
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    expect(
      await findToast('Please select at least 1 item(s) for the category: Sides.'),
    ).toBeInTheDocument();
    expect(callsTo(calls, '/api/add-to-cart')).toHaveLength(0);
  });
});

describe('Combo modal needs login (spec §6)', () => {
  it('a session that ended meanwhile (401) goes the logged-out way, back to this combo', async () => {
    await startSession('tok-old', sessionUser);
    stubFetch(
      combosHandlers({
        'GET /api/combo-items/1': () => fail(401, 'Please Login to continue'),
      }),
    );
    const user = userEvent.setup();
    const { router } = await openCombos();
    await user.click(
      within(screen.getAllByTestId('combo-card')[0]!).getByRole('button', { name: 'Customise' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ item: { comboId: 1 } });
    expect(await findToast('Please Login to continue')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('logged out: "Please Login to continue" and /login with the way back and the combo', async () => {
    const calls = stubFetch(combosHandlers());
    const user = userEvent.setup();
    const { router } = await openCombos();
    await user.click(
      within(screen.getAllByTestId('combo-card')[1]!).getByRole('button', { name: 'Customise' }),
    );

    expect(await findToast('Please Login to continue')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({
      from: { pathname: '/food-combos', search: '', hash: '' },
      item: { comboId: 2 },
    });
    expect(callsTo(calls, '/api/combo-items/2')).toHaveLength(0);
  });

  it('after login the shopper is back on the combos page with the combo open', async () => {
    const calls = stubFetch(
      combosHandlers({
        'POST /api/login': () =>
          ok({ user: sessionUser, token: 'tok-1' }, { responseText: 'Logged in successfully!' }),
      }),
    );
    const user = userEvent.setup();
    const { router } = await openCombos();
    await user.click(
      within(screen.getAllByTestId('combo-card')[0]!).getByRole('button', { name: 'Customise' }),
    );
    await screen.findByRole('heading', { name: 'Welcome back' });
    const form = screen.getByRole('form', { name: 'Welcome back' });
    await user.type(form.querySelector<HTMLInputElement>('[name="email"]')!, 'sara@example.com');
    await user.type(form.querySelector<HTMLInputElement>('[name="password"]')!, 'correct horse');
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));

    const dialog = await screen.findByRole('dialog', { name: 'Combo 1' });
    expect(router.state.location.pathname).toBe('/food-combos');
    expect(await within(dialog).findAllByTestId('combo-category')).toHaveLength(2);
    expect(callsTo(calls, '/api/combo-items/1')[0]?.headers.get('Authorization')).toBe(
      'Bearer tok-1',
    );
    // The carried combo is forgotten: it does not open again.
    await waitFor(() => expect(router.state.location.state).toBeNull());
  });
});
