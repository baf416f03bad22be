import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  type Account,
  accountSel,
  expectedClientErrors,
  expectPath,
  expectText,
  expectToast,
  formWith,
  header,
  newestResetLink,
  pathOf,
  pngImage,
  randomLetters,
  registerViaApi,
  storageEntries,
  submitOf,
  texts,
  uniqueEmail,
  uniquePassword,
} from './support/accounts';
import {
  acceptConsent,
  apiData,
  expectHidden,
  expectVisible,
  sel,
  visit,
  waitFor,
} from './support/app';
import { expectAccessible, type PageOptions } from './support/browser';
import { sendLoginForm } from './support/checkout';
import { useJourney } from './support/journey';

const { baseUrl, dataDir, newPage } = useJourney();

/** Logs in and out (tests 2–4): its password never changes. */
let member: Account;
/** Resets its password (test 5). */
let forgetful: Account;
/** Edits its profile (test 6). */
let editor: Account;

const newAccount = (name: string): Account => ({
  name,
  email: uniqueEmail(),
  password: uniquePassword(),
});

beforeAll(async () => {
  member = newAccount('Member Tester');
  forgetful = newAccount('Forgetful Tester');
  editor = newAccount('Editor Tester');
  for (const account of [member, forgetful, editor]) await registerViaApi(baseUrl, account);
});
const open = (options: Partial<PageOptions> = {}) => newPage({ baseUrl, ...options });

/** Opens a route on a fresh context and accepts the consent banner, which every new visit has. */
async function start(page: Page, route: string) {
  await visit(page, route);
  await acceptConsent(page);
}

/** Signs in through /login and waits for the dashboard; answers the token the API gave. */
async function logIn(page: Page, account: Account, { visitFirst = true } = {}): Promise<string> {
  if (visitFirst) await start(page, '/login');
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/login' && response.ok(),
  );
  await sendLoginForm(page, account);
  const body = (await (await answer).json()) as { responseData?: { token?: string } };
  await expectToast(page, texts.loginSuccess);
  await expectPath(page, '/dashboard');
  const token = body.responseData?.token;
  expect(token, 'the token in the /api/login answer').toBeTruthy();
  return token ?? '';
}

function headerLink(page: Page, name: string): Locator {
  return header(page).getByRole('link', { name, exact: true });
}

async function expectLoggedInHeader(page: Page) {
  await expectVisible(headerLink(page, 'My account'), 'the "My account" link in the header');
  await expectVisible(page.locator(accountSel.logoutButton), 'the logout button');
  await expectHidden(headerLink(page, 'Login'), 'the "Login" link once logged in', 3_000);
}

async function expectLoggedOutHeader(page: Page) {
  await expectVisible(headerLink(page, 'Login'), 'the "Login" link in the header');
  await expectVisible(headerLink(page, 'Register'), 'the "Register" link in the header');
  await expectHidden(page.locator(accountSel.logoutButton), 'the logout button', 3_000);
}

interface Option {
  value: string;
  label: string;
}

const optionsOf = (select: Locator): Promise<Option[]> =>
  select.locator('option').evaluateAll((options) =>
    options.map((option) => ({
      value: (option as HTMLOptionElement).value,
      label: (option.textContent ?? '').trim(),
    })),
  );

/** Waits until the select is enabled and offers real choices (options with a value). */
async function choicesOf(select: Locator, what: string): Promise<Option[]> {
  return waitFor(
    `the ${what} choices`,
    async () =>
      (await select.isVisible()) && (await select.isEnabled())
        ? (await optionsOf(select)).filter((option) => option.value !== '')
        : [],
    (choices) => choices.length > 0,
  );
}

/** Picks the option labelled `preferred` when there is one, else the first choice. */
async function pick(select: Locator, what: string, preferred?: string): Promise<Option> {
  const choices = await choicesOf(select, what);
  const choice = choices.find((option) => option.label === preferred) ?? choices[0];
  if (!choice) throw new Error(`No ${what} to choose`);
  await select.selectOption(choice.value);
  return choice;
}

const labels = (options: Option[]) => options.map((option) => option.label).sort();

describe('accounts', () => {
  test('register with the country → city → building → company cascade', async () => {
    const { page } = await open();
    await start(page, '/register');
    const form = formWith(page, 'phone_number');
    const field = (name: string) => form.locator(`[name="${name}"]`);
    const country = field('country_id');
    const city = field('city_id');
    const building = field('building_id');
    const company = field('company_id');
    const university = field('university_id');
    const wholesale = field('is_wholesale');
    const userType = (value: 1 | 2) => form.locator(`input[name="user_type"][value="${value}"]`);

    // Nothing entered: the spec's messages (§5) and no account.
    await submitOf(form).click();
    await expectText(page, texts.emailRequired);
    await expectText(page, texts.passwordRequired);
    expect(pathOf(page)).toBe('/register');
    await field('email').fill('not-an-email');
    await field('password').fill('short');
    await submitOf(form).click();
    await expectText(page, texts.emailInvalid);
    await expectText(page, texts.passwordShort);
    await expectAccessible(page, 'register with validation messages');

    // The city waits for a country (spec §8 "Select a country first").
    expect(await city.isDisabled(), 'the city select before a country is chosen').toBe(true);
    await waitFor(
      `"${texts.selectCountryFirst}" at the city select`,
      // Its placeholder option, or a hint the select is described by.
      async () => [
        ...(await optionsOf(city)).map((option) => option.label),
        ...(await city.evaluate((select) =>
          (select.getAttribute('aria-describedby') ?? '')
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent?.trim() ?? ''),
        )),
      ],
      (shown) => shown.includes(texts.selectCountryFirst),
    );

    // Country → cities (the API's list for that country).
    const chosenCountry = await pick(country, 'country', 'Bahrain');
    const apiCities = await apiData<{ city_name: string }[]>(
      baseUrl,
      `/city/${chosenCountry.value}?language=en`,
    );
    const cityChoices = await choicesOf(city, 'city');
    expect(labels(cityChoices)).toEqual(apiCities.map((c) => c.city_name).sort());
    const chosenCity = await pick(city, 'city', 'Manama');
    const place = { country_id: Number(chosenCountry.value), city_id: Number(chosenCity.value) };

    // Office worker → buildings; a building → that building's companies (spec §4).
    await userType(1).check();
    const chosenBuilding = await pick(building, 'building');
    const { companies } = await apiData<{ companies: { company_name: string }[] }>(
      baseUrl,
      '/companies',
      { ...place, building_id: Number(chosenBuilding.value), language: 'en' },
    );
    const expectedCompanies = companies.map((c) => c.company_name).sort();
    await waitFor(
      `the companies of building "${chosenBuilding.label}": ${expectedCompanies.join(', ')}`,
      async () => labels((await optionsOf(company)).filter((o) => o.value !== '')),
      (shown) => JSON.stringify(shown) === JSON.stringify(expectedCompanies),
    );
    await pick(company, 'company');

    // A wholesaler is an office account: the user-type selector goes (spec §4).
    await wholesale.check();
    await expectHidden(userType(1), 'the office-worker choice for a wholesaler');
    await expectHidden(userType(2), 'the student choice for a wholesaler');
    await expectVisible(building, 'the building select for a wholesaler');
    await wholesale.uncheck();
    await expectVisible(userType(2), 'the student choice once wholesaler is unticked');

    // Student → universities instead of building and company.
    await userType(2).check();
    await choicesOf(university, 'university');
    await expectHidden(building, 'the building select for a student');
    await expectHidden(company, 'the company select for a student');

    // Back to office worker, and a complete registration.
    await userType(1).check();
    await expectHidden(university, 'the university select for an office worker');
    if (!(await building.inputValue())) await pick(building, 'building');
    await waitFor(
      'the companies after the building',
      async () => (await optionsOf(company)).filter((o) => o.value !== '').length,
      (count) => count > 0,
    );
    if (!(await company.inputValue())) await pick(company, 'company');

    const email = uniqueEmail('register');
    await field('name').fill('Amal Haddad');
    await field('email').fill(email);
    await field('phone_number').fill('36123456789');
    const password = uniquePassword();
    await field('password').fill(password);
    await submitOf(form).click();
    await expectToast(page, texts.registerSuccess);
    await expectPath(page, '/login');
    // The new account signs in with what was typed.
    await logIn(page, { name: 'Amal Haddad', email, password }, { visitFirst: false });
  });

  test('login: wrong password refused, then the dashboard', async () => {
    const { page } = await open({ allowConsoleErrors: expectedClientErrors });
    await start(page, '/login');
    await expectLoggedOutHeader(page);
    await expectAccessible(page, 'login');

    await sendLoginForm(page, { email: member.email, password: `${member.password}-wrong` });
    await expectToast(page, texts.invalidCredentials);
    expect(pathOf(page)).toBe('/login');

    await logIn(page, member, { visitFirst: false });
    await expectVisible(
      page.locator(sel.main).getByText(member.email),
      `the e-mail ${member.email} on the dashboard`,
    );
    await expectLoggedInHeader(page);
    await expectAccessible(page, 'dashboard');

    // Login and register are closed to logged-in users (spec §2).
    for (const route of ['/login', '/register']) {
      await page.goto(route);
      await expectPath(page, '/dashboard');
    }
  });

  test('the dashboard needs a login and comes back after it', async () => {
    const { page } = await open();
    await visit(page, '/dashboard');
    await expectPath(page, '/login');
    await acceptConsent(page);
    await logIn(page, member, { visitFirst: false });
    await expectVisible(page.locator(sel.main).getByText(member.email), 'the dashboard');
  });

  test('logout clears the session, renews the guest id and revokes the token', async () => {
    const { page, context } = await open();
    const token = await logIn(page, member);
    const stored = await storageEntries(page);
    expect(
      stored.some(([, key, value]) => /token/i.test(key) || value.includes(token)),
      `a stored token among ${JSON.stringify(stored.map(([area, key]) => `${area}:${key}`))}`,
    ).toBe(true);
    const guestId = async () =>
      (await context.cookies(baseUrl)).find((cookie) => cookie.name === 'cookie_id')?.value;
    const before = await guestId();
    expect(before, 'the cookie_id cookie while logged in').toBeTruthy();

    await page.locator(accountSel.logoutButton).click();
    await expectToast(page, texts.logoutSuccess);
    await expectLoggedOutHeader(page);
    await waitFor(
      'no token in local or session storage',
      () => storageEntries(page),
      (entries) =>
        !entries.some(
          ([, key, value]) => (/token/i.test(key) && value !== '') || value.includes(token),
        ),
    );
    const after = await waitFor('a new cookie_id', guestId, (id) => !!id && id !== before);
    expect(after).toMatch(/^[0-9a-f]{32,}$/i);

    // Revoked on the server too (DESIGN §4).
    const profile = await fetch(`${baseUrl}/api/profile?language=en`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.status, 'GET /api/profile with the logged-out token').toBe(401);

    await page.goto('/dashboard');
    await expectPath(page, '/login');
  });

  test('forgot password, then reset through the mailed link', async () => {
    const { page } = await open({ allowConsoleErrors: expectedClientErrors });
    await start(page, '/login');
    await page
      .getByRole('button', { name: 'Forgot password?', exact: true })
      .or(page.getByRole('link', { name: 'Forgot password?', exact: true }))
      .click();
    const forgotForm = page
      .locator('form')
      .filter({ has: page.locator('[name="email"]') })
      .filter({ hasNot: page.locator('[name="password"]') });
    await expectVisible(forgotForm, 'the forgot-password form');
    await forgotForm.locator('[name="email"]').fill(forgetful.email);
    await submitOf(forgotForm).click();
    await expectToast(page, texts.forgotSent);

    const link = await waitFor(
      `a reset link for ${forgetful.email} in ${dataDir}/outbox`,
      () => newestResetLink(dataDir, forgetful.email, baseUrl),
      (found) => !!found,
    );
    const resetRoute = new URL(link ?? '').pathname;

    await page
      .getByRole('button', { name: 'Back to sign in', exact: true })
      .or(page.getByRole('link', { name: 'Back to sign in', exact: true }))
      .click();
    await expectVisible(formWith(page, 'password'), 'the sign-in form again');

    const newPassword = uniquePassword();
    await visit(page, resetRoute);
    const form = formWith(page, 'password_confirmation');
    await expectVisible(form, 'the reset-password form');
    await expectAccessible(page, 'reset password');
    await form.locator('[name="password"]').fill(newPassword);
    await form.locator('[name="password_confirmation"]').fill(`${newPassword}-other`);
    await submitOf(form).click();
    await expectText(page, texts.passwordsMismatch);
    await form.locator('[name="password_confirmation"]').fill(newPassword);
    await submitOf(form).click();
    await expectToast(page, texts.resetSuccess);
    await expectPath(page, '/login');

    // The link works once (DESIGN §4).
    await visit(page, resetRoute);
    const again = formWith(page, 'password_confirmation');
    await again.locator('[name="password"]').fill(uniquePassword());
    await again
      .locator('[name="password_confirmation"]')
      .fill(await again.locator('[name="password"]').inputValue());
    await submitOf(again).click();
    await expectText(page, texts.resetInvalid);

    // Old password refused, new one accepted.
    await visit(page, '/login');
    await sendLoginForm(page, forgetful);
    await expectToast(page, texts.invalidCredentials);
    await logIn(page, { ...forgetful, password: newPassword }, { visitFirst: false });
  });

  test('profile: edit name and mobile, upload an image', async () => {
    const { page } = await open({ allowConsoleErrors: expectedClientErrors });
    await logIn(page, editor);
    const main = page.locator(sel.main);
    const editButton = main.getByRole('button', { name: 'Edit profile', exact: true });
    await editButton.click();
    const form = formWith(page, 'mobile_number');
    await expectVisible(form, 'the profile form');
    for (const name of [
      'first_name',
      'last_name',
      'email',
      'country_id',
      'city_id',
      'company_id',
    ]) {
      await expectVisible(form.locator(`[name="${name}"]`), `the profile field ${name}`);
    }
    const firstName = `Rana${randomLetters(6)}`;
    await form.locator('[name="first_name"]').fill(firstName);
    await form.locator('[name="mobile_number"]').fill('12345');
    const save = form.getByRole('button', { name: 'Save changes', exact: true });
    await save.click();
    await expectText(page, texts.mobileDigits);
    await expectAccessible(page, 'profile form with a validation message');
    await form.locator('[name="mobile_number"]').fill('973 36123456');
    await save.click();
    await expectVisible(editButton, 'the profile view after saving');
    await expectVisible(main.getByText(firstName), `the new first name ${firstName}`);
    await page.reload();
    await expectVisible(main.getByText(firstName), `the new first name ${firstName} after reload`);

    // Profile image (spec §5, §8): png, jpeg or webp only, by name in the page and by content
    // on the server; a real PNG is taken and served from /uploads/.
    const upload = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
      const input = page.locator(accountSel.profileImageInput);
      if ((await input.count()) === 0) await editButton.click();
      await input.waitFor({ state: 'attached' });
      await input.setInputFiles(file);
    };
    const refusal = page.getByText(texts.invalidImage);
    const notes = Buffer.from('Shopping list: hummus, falafel, tabbouleh.\n');
    await upload({ name: 'notes.txt', mimeType: 'text/plain', buffer: notes });
    await expectVisible(refusal, `"${texts.invalidImage}" for notes.txt`);
    await page.reload();
    await expectVisible(editButton, 'the profile view after reload');
    await upload({ name: 'notes.png', mimeType: 'image/png', buffer: notes });
    await expectVisible(refusal, `"${texts.invalidImage}" for a text file named notes.png`);

    await upload({ name: 'avatar.png', mimeType: 'image/png', buffer: pngImage() });
    await expectToast(page, texts.imageUpdated);
    const [source] = await waitFor(
      'an <img> from /uploads/ that has loaded',
      () =>
        page.locator('img').evaluateAll((images) =>
          images
            .map((image) => image as HTMLImageElement)
            .filter((image) => {
              const src = image.getAttribute('src') ?? '';
              const url = new URL(src, location.href);
              return (
                url.origin === location.origin &&
                url.pathname.startsWith('/uploads/') &&
                image.complete &&
                image.naturalWidth > 0
              );
            })
            .map((image) => image.getAttribute('src') ?? ''),
        ),
      (sources) => sources.length > 0,
    );
    expect(source).toMatch(/^\/uploads\//);
    const served = await fetch(new URL(source ?? '', baseUrl));
    expect(served.headers.get('content-type')).toMatch(/^image\/(png|jpeg|webp)\b/);
    await expectAccessible(page, 'dashboard profile');
  });

  test('the login page in Arabic is right to left and accessible', async () => {
    const { page } = await open();
    await start(page, '/login');
    await page.locator(sel.languageSwitcher).selectOption('ae');
    await waitFor(
      'html dir="rtl"',
      () => page.locator('html').getAttribute('dir'),
      (dir) => dir === 'rtl',
    );
    await expectVisible(formWith(page, 'password'), 'the sign-in form in Arabic');
    await expectAccessible(page, 'login (ar)');
  });
});
