import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { shopHandlers } from '../../../test/account';
import { callsTo, fail, ok, stubFetch } from '../../../test/fetch-stub';
import { renderApp, type Entry } from '../../../test/render';

const CREATED = 'Your account has been created. Please log in.';

/**
 * The register page over the shop's answers (with these overrides), a user to fill it in, and
 * the steps the tests share: a country and city of Bahrain; a whole student sign-up, sent.
 */
async function openRegister(
  overrides: Parameters<typeof stubFetch>[0] = {},
  entry: Entry = '/register',
) {
  const calls = stubFetch({ ...shopHandlers(), ...overrides });
  const user = userEvent.setup();
  const view = renderApp(entry);
  await screen.findByRole('heading', { name: 'Create your account' });
  const form = () => screen.getByRole('form', { name: 'Create your account' });
  const field = <T extends HTMLElement = HTMLInputElement>(name: string) =>
    form().querySelector<T>(`[name="${name}"]`);
  const select = (name: string) => field<HTMLSelectElement>(name)!;
  // The country list arrives first.
  await waitFor(() => expect(select('country_id')).toBeEnabled());
  const chooseCity = async (city: string) => {
    await user.selectOptions(select('country_id'), 'Bahrain');
    await waitFor(() => expect(select('city_id')).toBeEnabled());
    await user.selectOptions(select('city_id'), city);
  };
  const registerStudent = async () => {
    await user.type(field('name')!, 'Omar Haddad');
    await user.type(field('email')!, 'omar@example.com');
    await user.type(field('phone_number')!, '3600112233');
    await chooseCity('Manama');
    await user.click(screen.getByRole('radio', { name: 'Student' }));
    await waitFor(() => expect(select('university_id')).toBeEnabled());
    await user.selectOptions(select('university_id'), 'University of Bahrain');
    await user.type(field('password')!, 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
  };
  return { ...view, calls, user, form, field, select, chooseCity, registerStudent };
}

function optionTexts(select: HTMLSelectElement): string[] {
  return Array.from(select.options, (option) => option.text);
}

describe('Register page (spec §2, §4 cascade, §5 rules)', () => {
  it('cascades country → cities → companies; "Select a country first"; "No Cities"', async () => {
    const { calls, user, select } = await openRegister();

    expect(select('city_id')).toBeDisabled();
    expect(optionTexts(select('city_id'))).toEqual(['Select a country first']);

    await user.selectOptions(select('country_id'), 'United Arab Emirates');
    await waitFor(() => expect(optionTexts(select('city_id'))).toEqual(['No Cities']));
    expect(select('city_id')).toBeDisabled();

    await user.selectOptions(select('country_id'), 'Bahrain');
    await waitFor(() => expect(select('city_id')).toBeEnabled());
    expect(optionTexts(select('city_id'))).toEqual(['Choose a city', 'Manama', 'Riffa']);

    await user.selectOptions(select('city_id'), 'Manama');
    await waitFor(() => expect(callsTo(calls, '/api/companies')).toHaveLength(1));
    expect(callsTo(calls, '/api/companies')[0]?.body).toEqual({
      country_id: 1,
      city_id: 11,
      language: 'en',
    });

    // A new country resets the city.
    await user.selectOptions(select('country_id'), 'Georgia');
    await waitFor(() => expect(optionTexts(select('city_id'))).toContain('Tbilisi'));
    expect(select('city_id')).toHaveValue('');
  });

  it('office worker: buildings for the country and city; a building reloads companies', async () => {
    const { calls, user, select, field, chooseCity } = await openRegister();
    expect(field('building_id')).toBeNull();
    expect(field('university_id')).toBeNull();

    await chooseCity('Manama');
    await user.click(screen.getByRole('radio', { name: 'Office worker' }));

    await waitFor(() => expect(select('building_id')).toBeEnabled());
    const buildings = callsTo(calls, '/api/buildings');
    expect(buildings).toHaveLength(1);
    expect(buildings[0]?.body).toEqual({ country_id: 1, city_id: 11, language: 'en' });
    expect(buildings[0]?.query.get('language')).toBe('en');
    await waitFor(() =>
      expect(optionTexts(select('company_id'))).toEqual([
        'Choose a company',
        'Gulf Trading',
        'Seef Tower Co.',
      ]),
    );
    await user.selectOptions(select('company_id'), 'Gulf Trading');

    await user.selectOptions(select('building_id'), 'Seef Tower');
    await waitFor(() =>
      expect(optionTexts(select('company_id'))).toEqual(['Choose a company', 'Seef Tower Co.']),
    );
    expect(callsTo(calls, '/api/companies').at(-1)?.body).toEqual({
      country_id: 1,
      city_id: 11,
      building_id: 201,
      language: 'en',
    });
    // The company chosen before the building was reset.
    expect(select('company_id')).toHaveValue('');
  });

  it('student: universities; choosing student resets wholesaler', async () => {
    const { calls, user, select, field, chooseCity } = await openRegister();
    await chooseCity('Manama');

    const wholesaler = field('is_wholesale')!;
    await user.click(wholesaler);
    expect(wholesaler).toBeChecked();
    // Ticking wholesaler hides the type selector and makes the account an office one.
    expect(screen.queryByRole('radio', { name: 'Student' })).toBeNull();
    await waitFor(() => expect(select('building_id')).toBeEnabled());

    await user.click(wholesaler);
    await user.click(screen.getByRole('radio', { name: 'Office worker' }));
    await user.click(wholesaler);
    await user.click(wholesaler);
    await user.click(screen.getByRole('radio', { name: 'Student' }));
    expect(wholesaler).not.toBeChecked();
    await waitFor(() => expect(select('university_id')).toBeEnabled());
    expect(optionTexts(select('university_id'))).toContain('University of Bahrain');
    expect(field('building_id')).toBeNull();
    expect(field('company_id')).toBeNull();
    const universities = callsTo(calls, '/api/universities');
    expect(universities.at(-1)?.body).toEqual({ country_id: 1, city_id: 11, language: 'en' });
    expect(universities.at(-1)?.query.get('language')).toBe('en');

    // Back to wholesaler: type 1, the student's university gone.
    await user.click(wholesaler);
    expect(wholesaler).toBeChecked();
    expect(field('university_id')).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Office worker' })).toBeNull();
  });

  it('ticking wholesaler sets user type 1 in the payload', async () => {
    const { calls, user, select, field, chooseCity } = await openRegister({
      'POST /api/register': () => ok({ user: {} }, { responseText: CREATED }),
    });
    await user.type(field('name')!, 'Sara Al Amin');
    await user.type(field('email')!, 'sara@example.com');
    await user.type(field('phone_number')!, '3600 112233');
    await chooseCity('Manama');
    await user.click(field('is_wholesale')!);
    await waitFor(() => expect(select('building_id')).toBeEnabled());
    await user.selectOptions(select('building_id'), 'Harbour Gate');
    await waitFor(() => expect(select('company_id')).toBeEnabled());
    await user.selectOptions(select('company_id'), 'Gulf Trading');
    await user.type(field('password')!, 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(callsTo(calls, '/api/register')).toHaveLength(1));
    expect(callsTo(calls, '/api/register')[0]?.body).toMatchObject({
      is_wholesale: 1,
      user_type: 1,
      building_id: 202,
      company_id: 101,
    });
  });

  it('shows the spec §5 messages and ignores keystrokes the fields refuse', async () => {
    const { calls, user, field } = await openRegister();
    await user.type(field('name')!, 'Sara 2 Al-Amin!');
    expect(field('name')).toHaveValue('Sara  Al-Amin');
    await user.type(field('phone_number')!, '+973 36-00-11-22-33-44');
    expect(field('phone_number')).toHaveValue('+973 3600112233');
    expect(field('phone_number')).toHaveAttribute('maxLength', '15');
    await user.clear(field('phone_number')!);
    await user.type(field('phone_number')!, '1234');
    await user.type(field('email')!, 'sara@example.xyz');
    await user.type(field('password')!, 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(
      await screen.findByText('Please enter a valid phone number (9 to 15 digits).'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address!')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long!')).toBeInTheDocument();
    expect(screen.getByText('Please select a country.')).toBeInTheDocument();
    expect(screen.getByText('Please select a city.')).toBeInTheDocument();
    expect(
      screen.getByText('Please select who you are: office worker or student.'),
    ).toBeInTheDocument();
    expect(field('email')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(calls, '/api/register')).toHaveLength(0);

    await user.clear(field('password')!);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Password is required!')).toBeInTheDocument();
  });

  it('asks office workers for building and company', async () => {
    const { user, chooseCity } = await openRegister();
    await chooseCity('Riffa');
    await user.click(screen.getByRole('radio', { name: 'Office worker' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please select your building.')).toBeInTheDocument();
    expect(screen.getByText('Please select your company.')).toBeInTheDocument();
  });

  it('registers with cookie_id and language, then goes to /login carrying the target', async () => {
    const guest = 'b'.repeat(32);
    document.cookie = `cookie_id=${guest}; path=/`;
    const { calls, router, registerStudent } = await openRegister(
      { 'POST /api/register': () => ok({ user: {} }, { responseText: CREATED }) },
      { pathname: '/register', state: { from: '/cart' } },
    );
    await registerStudent();

    expect(await screen.findByText(CREATED)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/cart' });
    expect(callsTo(calls, '/api/register')[0]?.body).toEqual({
      name: 'Omar Haddad',
      email: 'omar@example.com',
      phone_number: '3600112233',
      password: 'correct horse',
      country_id: 1,
      city_id: 11,
      user_type: 2,
      is_wholesale: 0,
      university_id: 301,
      cookie_id: guest,
      language: 'en',
    });
  });

  it('shows the server text and its field errors (e-mail taken)', async () => {
    const TAKEN = 'An account with this e-mail already exists. Please log in instead.';
    const { field, form, registerStudent } = await openRegister({
      'POST /api/register': () =>
        fail(409, TAKEN, { responseData: { errors: [{ field: 'email', message: TAKEN }] } }),
    });
    await registerStudent();

    await waitFor(() => expect(within(form()).getByText(TAKEN)).toBeInTheDocument());
    expect(field('email')).toHaveAccessibleDescription(TAKEN);
    expect(screen.getAllByText(TAKEN)).toHaveLength(2);
  });

  it('tells "Somethig went wrong." when the countries cannot be loaded', async () => {
    stubFetch({ ...shopHandlers(), 'GET /api/countries': () => fail(500, 'Server error') });
    renderApp('/register');
    expect(await screen.findByText('Somethig went wrong.')).toBeInTheDocument();
  });
});
