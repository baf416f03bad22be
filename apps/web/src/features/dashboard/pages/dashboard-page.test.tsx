import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSessionUser, startSession } from '../../../lib/session/session';
import { shopHandlers } from '../../../test/account';
import { callsTo, fail, ok, stubFetch } from '../../../test/fetch-stub';
import { profile, sessionUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

async function openDashboard() {
  await startSession('tok-1', sessionUser);
  const view = renderApp('/dashboard');
  await screen.findByRole('heading', { name: 'Profile' });
  return view;
}

function editForm() {
  return screen.getByRole('form', { name: 'Edit profile' });
}

function field<T extends HTMLElement = HTMLInputElement>(name: string): T {
  return editForm().querySelector<T>(`[name="${name}"]`)!;
}

function photoInput(): HTMLInputElement {
  return document.querySelector<HTMLInputElement>('input[name="profile_image"]')!;
}

describe('Dashboard profile (spec §2, §3, §5)', () => {
  it('shows the profile: name, e-mail, mobile, country, city, company, initials', async () => {
    stubFetch(shopHandlers());
    await openDashboard();
    const main = screen.getByRole('main');
    expect(await within(main).findByText('sara@example.com')).toBeInTheDocument();
    for (const text of ['Sara Al Amin', '36001122', 'Bahrain', 'Manama', 'Gulf Trading']) {
      expect(within(main).getByText(text)).toBeInTheDocument();
    }
    expect(within(main).getAllByText('SA').length).toBeGreaterThan(0);
    expect(within(main).getByRole('navigation', { name: 'Account sections' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('an office worker reaches the company’s subscription page from the account (issue 17 item 10)', async () => {
    stubFetch(shopHandlers());
    await openDashboard();
    const nav = screen.getByRole('navigation', { name: 'Account sections' });
    expect(await within(nav).findByRole('link', { name: 'Company subscription' })).toHaveAttribute(
      'href',
      `/company-subscription-details/${profile.company_id}`,
    );
  });

  it('a student, without a company, has no such link', async () => {
    stubFetch({
      ...shopHandlers(),
      'GET /api/profile': () => ok({ ...profile, user_type: 2, company_id: null }),
    });
    await openDashboard();
    const main = screen.getByRole('main');
    await within(main).findByText('sara@example.com');
    expect(within(main).queryByRole('link', { name: 'Company subscription' })).toBeNull();
  });

  it('edits the profile with the cascade, saves and shows the update', async () => {
    const updated = {
      ...profile,
      first_name: 'Sara',
      last_name: 'Haddad',
      name: 'Sara Haddad',
      mobile_number: '3600 9999',
      city_id: 12,
      city_name: 'Riffa',
      company_id: 102,
      company_name: 'Seef Tower Co.',
    };
    const calls = stubFetch({
      ...shopHandlers(),
      'POST /api/profile': () => ok(updated, { responseText: 'Profile updated successfully!' }),
    });
    const user = userEvent.setup();
    await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect(field('first_name')).toHaveFocus();
    // The saved choices show once their lists arrive.
    await waitFor(() => expect(field<HTMLSelectElement>('company_id')).toHaveValue('101'));
    expect(field<HTMLSelectElement>('country_id')).toHaveValue('1');
    expect(field<HTMLSelectElement>('city_id')).toHaveValue('11');

    await user.clear(field('mobile_number'));
    await user.type(field('mobile_number'), '3600 99');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Mobile number must be between 9 and 15 digits.'),
    ).toBeInTheDocument();
    expect(callsTo(calls, '/api/profile').filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(field('mobile_number'), '999');
    await user.clear(field('last_name'));
    await user.type(field('last_name'), 'Haddad');
    await user.selectOptions(field<HTMLSelectElement>('city_id'), 'Riffa');
    expect(field<HTMLSelectElement>('company_id')).toHaveValue('');
    await waitFor(() => expect(field<HTMLSelectElement>('company_id')).toBeEnabled());
    await user.selectOptions(field<HTMLSelectElement>('company_id'), 'Seef Tower Co.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    const save = calls.find((call) => call.method === 'POST' && call.path === '/api/profile');
    expect(save?.body).toEqual({
      first_name: 'Sara',
      last_name: 'Haddad',
      email: 'sara@example.com',
      mobile_number: '3600 99999',
      country_id: 1,
      city_id: 12,
      company_id: 102,
      language: 'en',
    });
    expect(save?.headers.get('Authorization')).toBe('Bearer tok-1');
    // Back to the view, with the answer shown and focus on "Edit profile".
    expect(await screen.findByText('Riffa')).toBeInTheDocument();
    expect(screen.getByText('Seef Tower Co.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit profile' })).toHaveFocus();
    expect(getSessionUser()?.name).toBe('Sara Haddad');
  });

  it('refuses a picture that is not png, jpeg or webp, before sending it', async () => {
    const calls = stubFetch(shopHandlers());
    await openDashboard();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(photoInput(), new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Please upload .png, jpeg or .webp file!')).toBeInTheDocument();
    expect(callsTo(calls, '/api/profile/image')).toHaveLength(0);
    expect(photoInput()).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
  });

  it('uploads a picture as field `image`, shows it (cache-busted) and in the header', async () => {
    const calls = stubFetch({
      ...shopHandlers(),
      'POST /api/profile/image': () =>
        ok(
          { profile_image: '/images/profiles/42.webp' },
          { responseText: 'Profile image updated Successfully!' },
        ),
    });
    const user = userEvent.setup();
    await openDashboard();
    await user.upload(photoInput(), new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('Profile image updated Successfully!')).toBeInTheDocument();
    const upload = callsTo(calls, '/api/profile/image')[0];
    expect(upload?.form?.get('image')).toBeInstanceOf(File);
    expect(upload?.headers.get('Authorization')).toBe('Bearer tok-1');
    const picture = await screen.findByRole('img', { name: 'Profile photo of Sara Al Amin' });
    expect(picture.getAttribute('src')).toMatch(/^\/images\/profiles\/42\.webp\?v=\d+$/);
    await waitFor(() =>
      expect(
        screen.getByRole('banner').querySelector('img[src^="/images/profiles/42.webp?v="]'),
      ).not.toBeNull(),
    );
  });

  it('shows the server text when the picture is refused by content', async () => {
    stubFetch({
      ...shopHandlers(),
      'POST /api/profile/image': () => fail(422, 'Please upload .png, jpeg or .webp file!'),
    });
    const user = userEvent.setup();
    await openDashboard();
    await user.upload(photoInput(), new File(['not a png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('Please upload .png, jpeg or .webp file!')).toBeInTheDocument();
  });
});
