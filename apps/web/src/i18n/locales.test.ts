import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@storefront/shared';
import { ACCOUNT_LOCALES } from './account-texts';
import { CART_LOCALES } from './cart-texts';
import { ORDERS_LOCALES } from './orders-texts';
import { ae } from './locales/ae';
import { de } from './locales/de';
import { en } from './locales/en';
import { fr } from './locales/fr';
import { ka } from './locales/ka';
import { CORE_TEXTS } from './resources';
import { SUBSCRIPTIONS_LOCALES } from './subscriptions-texts';

const LOCALES = { en, fr, de, ae, ka };

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** The keys whose text is missing or blank. */
function emptyKeys(texts: object): string[] {
  return keysOf(texts).filter((key) => {
    const text = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts);
    return typeof text !== 'string' || text.trim() === '';
  });
}

type Bundle = Record<(typeof LANGUAGES)[number], object>;

/** Each bundle of texts, as the tests name it: every language has the English keys. */
const SAME_KEYS: [string, Bundle][] = [
  ['', LOCALES],
  [' of the account pages', ACCOUNT_LOCALES],
  [' of the cart page and combo modal', CART_LOCALES],
  [' of the subscription pages', SUBSCRIPTIONS_LOCALES],
  [' of checkout and orders', ORDERS_LOCALES],
];

/** The bundles whose every text is checked for a blank. */
const NO_EMPTY: [string, Bundle][] = [
  ['checkout or orders text', ORDERS_LOCALES],
  ['cart text', CART_LOCALES],
  ['account page text', ACCOUNT_LOCALES],
  ['text', LOCALES],
];

describe('locale files (DESIGN §7)', () => {
  for (const [what, bundle] of SAME_KEYS) {
    it.each(LANGUAGES.filter((language) => language !== 'en'))(
      `%s has every English key${what} and no other`,
      (language) => {
        expect(keysOf(bundle[language]).sort()).toEqual(keysOf(bundle.en).sort());
      },
    );
  }

  for (const [what, bundle] of NO_EMPTY) {
    it.each([...LANGUAGES])(`%s has no empty ${what}`, (language) => {
      expect(emptyKeys(bundle[language])).toEqual([]);
    });
  }

  it.each([...LANGUAGES])('%s includes the texts shared with the server', async (language) => {
    const translation = (await CORE_TEXTS[language]()) as Record<string, unknown>;
    for (const key of [
      'validemail',
      'fullnamerequired',
      'emailrequird',
      'error_subject_required',
      'messagerequired',
      'no_cities',
      'select_country_first',
      'countries_failed',
      'logout_success',
      'invalid_image',
      'mobile_digits',
      'itemadded',
      'itemfail',
      'info_select_items',
      'info_select_at_most',
      'something_went_wrong',
      'no_items_in_cart',
      'error_login_to_continue',
      'error_add_combo',
      'checkout_failed',
      'processing_payment',
      'no_orders',
      'order_not_found',
    ]) {
      expect(typeof translation[key]).toBe('string');
    }
  });

  it('keeps the spec texts in English', () => {
    expect(LOCALES.en.cart.empty).toBe('No items in the cart');
    expect(LOCALES.en.about.learn_more).toBe('Learn More');
    expect(LOCALES.en.consent.accept).toBe('Accept');
    expect(LOCALES.en.account).toMatchObject({
      login: 'Login',
      register: 'Register',
      my_account: 'My account',
    });
    expect(ACCOUNT_LOCALES.en.login.forgot_link).toBe('Forgot password?');
    expect(ACCOUNT_LOCALES.en.login.back_to_sign_in).toBe('Back to sign in');
    expect(ACCOUNT_LOCALES.en.auth.show_password).toBe('Show password');
    expect(ACCOUNT_LOCALES.en.dashboard.edit).toBe('Edit profile');
    expect(ACCOUNT_LOCALES.en.dashboard.save).toBe('Save changes');
    expect(CART_LOCALES.en.cart_page).toMatchObject({
      confirm_title: 'Are you sure you want to remove this item from cart?',
      confirm_text: "You won't be able to revert this!",
      confirm_yes: 'Yes, delete it!',
      confirm_cancel: 'Cancel',
      decrease: 'Decrease quantity',
      increase: 'Increase quantity',
      remove: 'Remove',
      view: 'View',
      edit: 'Edit',
    });
    expect(CART_LOCALES.en.combo_modal).toMatchObject({
      add: 'Add to cart',
      update: 'Update cart',
      close: 'Close',
    });
  });
});
