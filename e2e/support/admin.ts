import type { Page } from 'playwright-core';
import { visit } from './app';
import { submitLogin } from './checkout';

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
