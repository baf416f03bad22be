import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubFetch } from '../../../test/fetch-stub';
import { renderAt } from '../../../test/render';
import { Toaster } from '../../../ui/toaster';
import { ContactForm } from './contact-form';

const THANKS = 'Thank you for contacting us! We will get back to you soon.';

function renderForm() {
  const view = renderAt(
    <>
      <ContactForm />
      <Toaster />
    </>,
  );
  const field = (name: string) =>
    view.container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  /** Types each field's text, then presses Send message. */
  const send = async (texts: Record<'name' | 'email' | 'subject' | 'message', string>) => {
    const user = userEvent.setup();
    for (const [name, text] of Object.entries(texts)) await user.type(field(name), text);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
  };
  return { ...view, field, send };
}

describe('ContactForm (spec §2, §5)', () => {
  it('shows the spec messages for empty fields and sends nothing', async () => {
    const calls = stubFetch({});
    const user = userEvent.setup();
    const { field } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Please enter your full name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter email')).toBeInTheDocument();
    expect(screen.getByText('Please enter a subject.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your message.')).toBeInTheDocument();
    // Errors are tied to their inputs for screen readers.
    const email = field('email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter email');
    expect(calls).toHaveLength(0);
  });

  it('refuses an e-mail without an allowed top-level domain', async () => {
    stubFetch({});
    const user = userEvent.setup();
    const { field } = renderForm();
    await user.type(field('email'), 'someone@example.xyz');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter a valid email address!')).toBeInTheDocument();
  });

  it('ignores keystrokes other than letters, spaces, hyphens and apostrophes in the name', async () => {
    stubFetch({});
    const user = userEvent.setup();
    const { field } = renderForm();
    await user.type(field('name'), "Amal 9 Haddad-O'Neil!");
    expect(field('name')).toHaveValue("Amal  Haddad-O'Neil");
  });

  it('posts the payload with the language, shows the server text and clears the form', async () => {
    const calls = stubFetch({
      'POST /api/contact-us': () => ok({ id: 7 }, { responseMessage: THANKS }),
    });
    const { field, send } = renderForm();
    await send({
      name: 'Amal Haddad',
      email: 'amal@example.com',
      subject: 'Office lunch',
      message: 'Do you deliver to Seef?',
    });

    expect(await screen.findByText(THANKS)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      name: 'Amal Haddad',
      email: 'amal@example.com',
      subject: 'Office lunch',
      message: 'Do you deliver to Seef?',
      language: 'en',
    });
    await waitFor(() => expect(field('name')).toHaveValue(''));
    expect(field('message')).toHaveValue('');
  });

  it('shows the server failure text as an error toast and keeps the input', async () => {
    stubFetch({
      'POST /api/contact-us': () =>
        fail(429, 'Too many requests. Please try again in a moment.', {
          responseMessage: 'Too many requests. Please try again in a moment.',
        }),
    });
    const { field, send } = renderForm();
    await send({ name: 'Amal', email: 'amal@example.com', subject: 'Hello', message: 'Hi' });
    expect(
      await screen.findByText('Too many requests. Please try again in a moment.'),
    ).toBeInTheDocument();
    expect(field('name')).toHaveValue('Amal');
  });
});
