import { formatMoney } from '@storefront/shared';

/** An amount as the shop shows it in the tests' language and currency (white space plain). */
export function money(amount: number): string {
  return formatMoney(amount, 'en', 'BHD').replace(/\s/g, ' ');
}

/** The toasts' container (the Toaster), to look for a notice within. */
export function toasts(): HTMLElement {
  return document.querySelector<HTMLElement>('.Toastify')!;
}
