import { waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { formatMoney } from '@storefront/shared';

/** An amount as the shop shows it in the tests' language and currency (white space plain). */
export function money(amount: number): string {
  return formatMoney(amount, 'en', 'BHD').replace(/\s/g, ' ');
}

/** The toasts' container (the Toaster), to look for a notice within. */
export function toasts(): HTMLElement {
  return document.querySelector<HTMLElement>('.Toastify')!;
}

/** The toast that says `text`, once it shows. */
export function findToast(text: string): Promise<HTMLElement> {
  return within(toasts()).findByText(text);
}

/**
 * A dialog once it takes keys, as a user meets it: Radix moves the focus into it and starts
 * listening for Escape in effects, which under Preact run a frame after the dialog appears
 * (decision 069). Wait for this before pressing a key a test means for the dialog.
 */
export async function readyDialog(dialog: HTMLElement): Promise<HTMLElement> {
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return dialog;
}
