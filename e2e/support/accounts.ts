import { randomBytes } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { apiAs, apiData, expectVisible, waitFor } from './app';

/** Texts of the account screens (spec §5, §8; message keys of packages/shared, English). */
export const texts = {
  loginSuccess: 'Logged in successfully!',
  registerSuccess: 'Your account has been created. Please log in.',
  logoutSuccess: 'Logout successfully!',
  forgotSent: 'If an account exists for this e-mail, we have sent a link to reset the password.',
  resetSuccess: 'Your password has been reset. Please log in with the new password.',
  /** invalid_credentials: the server's answer to a wrong password. */
  invalidCredentials: 'The e-mail or password is incorrect.',
  /** reset_invalid: the server's answer to a used or expired reset link. */
  resetInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  emailRequired: 'Please enter email',
  emailInvalid: 'Please enter a valid email address!',
  passwordRequired: 'Password is required!',
  passwordShort: 'Password must be at least 8 characters long!',
  passwordsMismatch: 'New Password and Confirm Password do not match',
  mobileDigits: 'Mobile number must be between 9 and 15 digits.',
  invalidImage: 'Please upload .png, jpeg or .webp file!',
  imageUpdated: 'Profile image updated Successfully!',
  selectCountryFirst: 'Select a country first',
} as const;

/** Selectors of the account screens (contract with apps/web). */
export const accountSel = {
  logoutButton: '[data-testid="logout-button"]',
  profileImageInput: 'input[name="profile_image"]',
} as const;

/** Chromium logs every 4xx answer as a console error; the journeys provoke some on purpose. */
export const expectedClientErrors = [
  /Failed to load resource: the server responded with a status of 4(00|01|03|04|09|10|22)\b/,
];

/** An address nobody else uses in this run (the database lives as long as the run). */
export function uniqueEmail(label = 'e2e'): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.com`;
}

/** A password of at least 8 characters (spec §5), different each call. */
export function uniquePassword(): string {
  return `Pw-${randomBytes(6).toString('hex')}`;
}

/** Letters only (spec §5: names are letters and spaces). */
export function randomLetters(length: number): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => letters[byte % letters.length]).join('');
}

export interface Account {
  name: string;
  email: string;
  password: string;
}

/**
 * The place everybody registers with: the first place the demo shop offers at each level
 * (Bahrain → Manama when present).
 */
export async function usualPlace(
  baseUrl: string,
): Promise<{ place: CompanyPlace; buildingName: string; companyName: string }> {
  const countries = await apiData<{ id: number; country_name: string }[]>(
    baseUrl,
    '/countries?language=en',
  );
  const country = countries.find((c) => c.country_name === 'Bahrain') ?? countries[0];
  if (!country) throw new Error('The demo shop has no countries');
  const cities = await apiData<{ id: number; city_name: string }[]>(
    baseUrl,
    `/city/${country.id}?language=en`,
  );
  const city = cities.find((c) => c.city_name === 'Manama') ?? cities[0];
  if (!city) throw new Error(`The demo shop has no cities in ${country.country_name}`);
  const place = { country_id: country.id, city_id: city.id };
  const { buildings } = await apiData<{ buildings: { id: number; building_name: string }[] }>(
    baseUrl,
    '/buildings?language=en',
    place,
  );
  const building = buildings[0];
  if (!building) throw new Error(`The demo shop has no buildings in ${city.city_name}`);
  const { companies } = await apiData<{ companies: { id: number; company_name: string }[] }>(
    baseUrl,
    '/companies',
    { ...place, building_id: building.id, language: 'en' },
  );
  const company = companies[0];
  if (!company) throw new Error(`The demo shop has no companies in building ${building.id}`);
  return {
    place: { ...place, building_id: building.id, company_id: company.id },
    buildingName: building.building_name,
    companyName: company.company_name,
  };
}

/** Registers an office worker through POST /api/register at the usual place. */
export async function registerViaApi(
  baseUrl: string,
  account: Account,
): Promise<{ buildingId: number; buildingName: string; companyId: number; companyName: string }> {
  const { place, buildingName, companyName } = await usualPlace(baseUrl);
  await registerEmployeeViaApi(baseUrl, account, place);
  return { buildingId: place.building_id, buildingName, companyId: place.company_id, companyName };
}

/** Where a company sits: what an office worker of it registers with (spec §3 register payload). */
export interface CompanyPlace {
  country_id: number;
  city_id: number;
  building_id: number;
  company_id: number;
}

/** Registers an office worker (user_type 1) of the company at `place` through POST /api/register. */
export async function registerEmployeeViaApi(
  baseUrl: string,
  account: Account,
  place: CompanyPlace,
): Promise<void> {
  await apiData(baseUrl, '/register', {
    name: account.name,
    email: account.email,
    phone_number: '97336123456',
    password: account.password,
    ...place,
    user_type: 1,
    is_wholesale: 0,
    language: 'en',
  });
}

/** Signs in through POST /api/login and answers the token. */
export async function loginViaApi(baseUrl: string, account: Account): Promise<string> {
  const { token } = await apiAs<{ token: string }>(baseUrl, '/login', {
    body: { email: account.email, password: account.password, language: 'en' },
  });
  return token;
}

/** A new account (unique address and password) registered through POST /api/register. */
export async function registerNewAccount(baseUrl: string, name: string, label: string) {
  const account: Account = { name, email: uniqueEmail(label), password: uniquePassword() };
  return { account, ...(await registerViaApi(baseUrl, account)) };
}

/** A react-toastify toast (role=alert in its container) showing `text`. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('.Toastify__toast-container').getByRole('alert').filter({ hasText: text });
}

export async function expectToast(
  page: Page,
  text: string | RegExp,
  timeout = 15_000,
): Promise<void> {
  try {
    await toast(page, text).first().waitFor({ state: 'visible', timeout });
  } catch {
    const alerts = await page.getByRole('alert').allInnerTexts();
    const main = await page
      .locator('main')
      .first()
      .innerText()
      .catch(() => '');
    throw new Error(
      `Expected the toast "${text}" on ${page.url()}; alerts: ${JSON.stringify(alerts)}; ` +
        `main: ${JSON.stringify(main.replace(/\s+/g, ' ').slice(0, 600))}`,
    );
  }
}

/** A text shown exactly (validation messages). */
export async function expectText(page: Page, text: string, timeout = 15_000): Promise<void> {
  await expectVisible(page.getByText(text, { exact: true }), `the text "${text}"`, timeout);
}

/** The form holding the field `name`. */
export function formWith(page: Page, name: string): Locator {
  return page.locator('form').filter({ has: page.locator(`[name="${name}"]`) });
}

export function submitOf(form: Locator): Locator {
  return form.locator('button[type=submit], input[type=submit]').first();
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

export async function expectPath(page: Page, pathname: string, timeout = 15_000): Promise<void> {
  await waitFor(
    `the URL path ${pathname}`,
    () => pathOf(page),
    (p) => p === pathname,
    timeout,
  );
}

/** The site header (links Login/Register or My account and the logout button). */
export function header(page: Page): Locator {
  return page.locator('header').first();
}

/** Storage entries (local and session) of the page, as [area, key, value]. */
export function storageEntries(page: Page): Promise<[string, string, string][]> {
  return page.evaluate(() => {
    const entries: [string, string, string][] = [];
    for (const [area, storage] of [
      ['local', localStorage],
      ['session', sessionStorage],
    ] as const) {
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i);
        if (key !== null) entries.push([area, key, storage.getItem(key) ?? '']);
      }
    }
    return entries;
  });
}

/** Quoted-printable soft line breaks and escapes decoded (a link may be wrapped). */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The readable forms of a mail: quoted-printable decoded (not the raw text, where a soft line
 * break would cut a link short) and its base64 bodies decoded.
 */
function mailTexts(raw: string): string[] {
  const forms = [decodeQuotedPrintable(raw)];
  for (const block of raw.match(/(?:^[A-Za-z0-9+/]{16,}={0,2}\r?\n)+/gm) ?? []) {
    forms.push(Buffer.from(block.replace(/\s+/g, ''), 'base64').toString('utf8'));
  }
  return forms;
}

/**
 * The /reset-password/{token} link of the newest mail to `email` in <dataDir>/outbox
 * (the server writes each mail as an .eml file there when no SMTP server is configured).
 */
export async function newestResetLink(
  dataDir: string,
  email: string,
  baseUrl: string,
): Promise<string | undefined> {
  const outbox = path.join(dataDir, 'outbox');
  let names: string[];
  try {
    names = (await readdir(outbox)).filter((name) => name.endsWith('.eml'));
  } catch {
    return undefined;
  }
  const mails = await Promise.all(
    names.map(async (name) => {
      const file = path.join(outbox, name);
      const [content, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
      return { name, content, mtime: info.mtimeMs };
    }),
  );
  mails.sort((a, b) => b.mtime - a.mtime || b.name.localeCompare(a.name));
  const linkPattern = new RegExp(
    `${baseUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/reset-password/[A-Za-z0-9_.~%-]+`,
  );
  for (const mail of mails) {
    const forms = mailTexts(mail.content);
    if (!forms.some((text) => text.toLowerCase().includes(email.toLowerCase()))) continue;
    for (const text of forms) {
      const link = linkPattern.exec(text)?.[0];
      if (link) return link;
    }
  }
  return undefined;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid RGB PNG of the given size: a diagonal gradient, so it is a real picture. */
export function pngImage(width = 48, height = 48): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      row[1 + x * 3] = (x * 255) / width;
      row[2 + x * 3] = (y * 255) / height;
      row[3 + x * 3] = 160;
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
