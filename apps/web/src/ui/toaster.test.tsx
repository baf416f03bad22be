import { fireEvent, render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { findToast } from '../test/screen';
import { notify, toastsWanted } from './toast';
import { Toaster } from './toaster';

const container = () => document.querySelector('.Toastify');
/** Long enough for the container's lazy chunk, had anything asked for it. */
const aWhile = () => new Promise((resolve) => setTimeout(resolve, 200));

/**
 * Issue 14 item 1: the toasts' container (react-toastify and its stylesheet) is not loaded while
 * the page starts, only when a toast is asked for or the shopper first touches a key or the
 * screen.
 */
describe('the toasts’ container', () => {
  // Each test is a fresh visit: nothing has asked for the container yet.
  beforeEach(() => toastsWanted.set(false));

  it('waits for the first input, then is there before any toast', async () => {
    const { unmount } = render(<Toaster />);
    await aWhile();
    expect(container()).toBeNull();

    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(container()).not.toBeNull());
    unmount();
  });

  it('comes with the first toast asked for, and shows it', async () => {
    render(<Toaster />);
    await aWhile();
    expect(container()).toBeNull();
    notify.info('Your cart was updated');
    expect(await findToast('Your cart was updated')).toBeVisible();
  });
});
