import { render, screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LanguageSwitcher } from '../features/site/components/language-switcher';
import { renderAt } from '../test/render';
import { LANGUAGE_STORAGE_KEY, i18n, registerTexts, toShopLanguage } from './index';

describe('languages (spec §1, DESIGN §7)', () => {
  it('maps browser language tags to the shop keys', () => {
    expect(toShopLanguage('ar-BH')).toBe('ae');
    expect(toShopLanguage('ar')).toBe('ae');
    expect(toShopLanguage('ka-GE')).toBe('ka');
    expect(toShopLanguage('fr-CA')).toBe('fr');
    expect(toShopLanguage('de-AT')).toBe('de');
    expect(toShopLanguage('en-GB')).toBe('en');
  });

  it('offers the five languages by their own names', () => {
    renderAt(<LanguageSwitcher />);
    const select = screen.getByTestId('language-switcher');
    const options = Array.from((select as HTMLSelectElement).options).map((o) => [o.value, o.text]);
    expect(options).toEqual([
      ['en', 'English'],
      ['fr', 'Français'],
      ['de', 'Deutsch'],
      ['ae', 'العربية'],
      ['ka', 'ქართული'],
    ]);
  });

  it('choosing Arabic lays the page out right to left with lang="ar" and remembers it', async () => {
    const user = userEvent.setup();
    renderAt(<LanguageSwitcher />);
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    await user.selectOptions(screen.getByTestId('language-switcher'), 'ae');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ae');
    expect(document.cookie).toContain(`${LANGUAGE_STORAGE_KEY}=ae`);
    expect(screen.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ae');

    await user.selectOptions(screen.getByTestId('language-switcher'), 'ka');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
    expect(document.documentElement).toHaveAttribute('lang', 'ka');
    expect(i18n.t('nav.menu')).toBe('მენიუ');
  });

  it('keeps the text of a key asked alone, until the language or the texts change', async () => {
    await i18n.changeLanguage('en');
    // Any key, the test's own among them: the fixed t without its key types.
    const t = i18n.getFixedT(null, 'translation') as (key: string, options?: object) => string;
    const translated = vi.spyOn(i18n, 't');
    expect(t('nav.menu')).toBe('Menu');
    expect(t('nav.menu')).toBe('Menu');
    expect(translated).toHaveBeenCalledTimes(1);
    // Calls with options are i18next's own, each time.
    t('nav.menu', { defaultValue: 'x' });
    expect(translated).toHaveBeenCalledTimes(2);

    // The same t, once the shopper picks French: French, not the English kept.
    await i18n.changeLanguage('fr');
    expect(t('nav.menu')).toBe('Carte');

    // A part's texts arriving later replace a text kept before.
    registerTexts({ fr: { kept_test: { label: 'Avant' } } });
    expect(t('kept_test.label')).toBe('Avant');
    registerTexts({ fr: { kept_test: { label: 'Après' } } });
    expect(t('kept_test.label')).toBe('Après');
    translated.mockRestore();
    await i18n.changeLanguage('en');
  });

  it('keeps the texts components ask for through useTranslation', async () => {
    // The kept texts are the fixed t that react-i18next's useTranslation takes from getFixedT:
    // an upgrade that stopped asking getFixedT would lose them, and this test would say so.
    await i18n.changeLanguage('en');
    const translated = vi.spyOn(i18n, 't');
    function Label() {
      const { t } = useTranslation();
      return <span>{t('nav.contact')}</span>;
    }
    const asked = () => translated.mock.calls.filter(([key]) => key === 'nav.contact').length;
    const { rerender } = render(<Label />);
    expect(screen.getByText('Contact')).toBeInTheDocument();
    const first = asked();
    expect(first).toBeLessThanOrEqual(1);
    // Drawn again, and as a new component: the text kept, i18next not asked again.
    rerender(<Label key="again" />);
    expect(screen.getByText('Contact')).toBeInTheDocument();
    expect(asked()).toBe(first);
    translated.mockRestore();
  });
});
