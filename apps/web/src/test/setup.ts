import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n, i18nReady } from '../i18n';
import { setCartCount, setCartCountLoader } from '../lib/cart-count';
import { resetSessionMemory } from '../lib/session/session';
import { forgetSessionKey } from '../lib/session/session-crypto';
import { recordConsoleError, takeUnexpectedConsoleErrors } from './console';

// Whole-page journeys (lazy pages, cascading lists) take well under a second on a quiet machine,
// but waiting for a page's first heading took over 4 s beside other suites at a load of 10–15:
// a deadline, not a timing, so it is generous (within the 15 s test timeout).
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no scrolling; pages scroll to the top on page change.
window.scrollTo = () => undefined;

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  // Each test is a fresh page: no signed-in user in memory, no cart count.
  resetSessionMemory();
  forgetSessionKey();
  setCartCount(0);
  setCartCountLoader(null);
  // Imported here, not at the top, so a test file's own mocks of these modules still apply.
  const { toast } = await import('react-toastify/unstyled');
  const { forgetShownToasts } = await import('../ui/toast');
  toast.dismiss();
  forgetShownToasts();
  await i18nReady;
  await i18n.changeLanguage('en');
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => recordConsoleError(args));
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  const errors = takeUnexpectedConsoleErrors();
  if (errors.length > 0) {
    throw new Error(`Unexpected console.error during the test:\n${errors.join('\n')}`);
  }
});
