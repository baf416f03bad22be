import { waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { formatMoney } from '@storefront/shared';

/** An amount as the shop shows it in the tests' language and currency (white space plain). */
export function money(amount: number): string {
  return formatMoney(amount, 'en', 'BHD').replace(/\s/g, ' ');
}

/**
 * The toast that says `text`, once it shows: the toasts' container (the Toaster) comes with the
 * first toast asked for (or the first input), and the toast with it.
 */
export function findToast(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const container = document.querySelector<HTMLElement>('.Toastify');
    if (!container) throw new Error('no toasts’ container yet');
    return within(container).getByText(text);
  });
}

/**
 * A dialog once it takes keys, as a user meets it: Radix moves the focus into it and starts
 * listening for Escape in effects, after the dialog appears. Wait for this before pressing a
 * key a test means for the dialog.
 */
export async function readyDialog(dialog: HTMLElement): Promise<HTMLElement> {
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return dialog;
}
