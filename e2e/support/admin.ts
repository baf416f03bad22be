import type { Page } from 'playwright-core';
import { randomLetters, registerNewAccount } from './accounts';
import { acceptConsent, expectVisible, visit } from './app';
import { storedToken } from './cart';
import { signInThroughLoginPage, submitLogin } from './checkout';
import type { NewPage } from './journey';

/** The back office's main landmark (the admin layout's, not the storefront's main#main). */
export const adminMain = 'main#admin-main';

/** The embedded demo shop's operator, as the README states it (issue 7). */
export const DEMO_ADMIN = {
  email: 'admin@sufra.example.com',
  password: 'sufra-admin-demo',
} as const;

/**
 * Signs in as the demo operator through the login page and opens `route` of the back office
 * (a full page load, as following a bookmark would), waiting for the back office's main.
 */
export async function openBackOffice(page: Page, route = '/admin'): Promise<void> {
  await visit(page, `/login`);
  await submitLogin(page, { name: 'Sufra Operator', ...DEMO_ADMIN });
  if (route === '/') return;
  await page.goto(route);
  await page.locator('main#admin-main').waitFor();
}

/** The demo operator's token, from POST /api/login, for setting up through the API. */
export async function demoAdminToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...DEMO_ADMIN, language: 'en' }),
  });
  const body = (await response.json()) as { responseData?: { token?: string } };
  const token = body.responseData?.token;
  if (!token) throw new Error(`demo admin login failed: ${response.status}`);
  return token;
}

/**
 * A new customer, registered through the API and signed in through the login page; answers
 * the account and its place (registerNewAccount) with the page and the session's token.
 */
export async function signedInShopper(newPage: NewPage, baseUrl: string, label: string) {
  const registered = await registerNewAccount(baseUrl, `Nadia ${randomLetters(8)}`, label);
  const { page } = await newPage({ baseUrl });
  await signInThroughLoginPage(page, registered.account);
  return { ...registered, page, token: await storedToken(page) };
}

/**
 * The demo operator, on /login, signs in and enters the back office as from the shop: the
 * header's "Back office" link.
 */
export async function enterBackOffice(page: Page): Promise<void> {
  await openBackOffice(page, '/');
  await page.getByRole('link', { name: 'Back office', exact: true }).first().click();
  await expectVisible(page.locator(adminMain), "the back office's main landmark");
}

/** On a fresh page: accepts the consent banner on /login, then enters the back office (above). */
export async function enterBackOfficeAfterConsent(page: Page): Promise<void> {
  await visit(page, '/login');
  await acceptConsent(page);
  await enterBackOffice(page);
}

/** Opens `section` of the back office from its side navigation. */
export async function openSection(page: Page, section: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Back office sections' })
    .getByRole('link', { name: section, exact: true })
    .click();
  await expectVisible(
    page.getByRole('heading', { level: 1, name: section, exact: true }),
    `the back office page ${section}`,
  );
}

/** The demo operator, signed in, enters the back office and opens `section`. */
export async function signedInOperator(
  newPage: NewPage,
  baseUrl: string,
  section: string,
): Promise<Page> {
  const { page } = await newPage({ baseUrl });
  await enterBackOfficeAfterConsent(page);
  await openSection(page, section);
  return page;
}
