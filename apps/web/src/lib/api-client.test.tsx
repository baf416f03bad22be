import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { allowConsoleError } from '../test/console';
import { fail, fileReply, ok, stubFetch } from '../test/fetch-stub';
import { sessionUser } from '../test/fixtures';
import { Toaster } from '../ui/toaster';
import { ApiError, apiClient, filenameOf } from './api-client';
import { getSessionUser, startSession } from './session/session';

describe('apiClient (DESIGN §3)', () => {
  it('sends the language as a query parameter on GET', async () => {
    const calls = stubFetch({ 'GET /api/home': () => ok({ banners: [] }) });
    await i18n.changeLanguage('fr');
    const answer = await apiClient.get('/home', { page: 2, skip: undefined });
    expect(answer.responseData).toEqual({ banners: [] });
    expect(calls[0]?.query.get('language')).toBe('fr');
    expect(calls[0]?.query.get('page')).toBe('2');
    expect(calls[0]?.query.has('skip')).toBe(false);
  });

  it('sends the language as a body field on POST', async () => {
    const calls = stubFetch({ 'POST /api/products': () => ok({ items: [] }) });
    await i18n.changeLanguage('ae');
    await apiClient.post('/products', { page: 1 });
    expect(calls[0]?.body).toEqual({ page: 1, language: 'ae' });
  });

  it('turns responseCode 0 into an ApiError with status, text and field errors', async () => {
    stubFetch({
      'POST /api/contact-us': () =>
        fail(422, 'Please enter a valid email address!', {
          responseData: {
            errors: [{ field: 'email', message: 'Please enter a valid email address!' }],
          },
        }),
    });
    const error = await apiClient.post('/contact-us', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(422);
    expect(apiError.responseText).toBe('Please enter a valid email address!');
    expect(apiError.fieldErrors).toEqual([
      { field: 'email', message: 'Please enter a valid email address!' },
    ]);
  });

  it('treats responseCode 0 as a failure even with status 200', async () => {
    stubFetch({
      'GET /api/home': () => ({
        status: 200,
        body: { responseCode: 0, responseText: 'No', responseData: null },
      }),
    });
    await expect(apiClient.get('/home')).rejects.toMatchObject({ status: 200, responseText: 'No' });
  });

  it('logs a network failure and throws an ApiError with status 0', async () => {
    allowConsoleError(/\[api\] GET \/home failed/);
    stubFetch({
      'GET /api/home': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(apiClient.get('/home')).rejects.toMatchObject({ status: 0 });
  });
});

describe('apiClient and the session (DESIGN §4)', () => {
  it('sends the stored token as a bearer token', async () => {
    const calls = stubFetch({ 'GET /api/profile': () => ok({}) });
    await apiClient.get('/profile');
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
    localStorage.setItem('token', 'tok-123');
    await apiClient.get('/profile');
    expect(calls[1]?.headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('ends the session on a 401 to a call made with a token, and says so once', async () => {
    await startSession('tok-123', sessionUser);
    stubFetch({ 'GET /api/profile': () => fail(401, 'Please Login to continue') });
    render(<Toaster />);
    await expect(apiClient.get('/profile')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(getSessionUser()).toBeNull();
    expect(
      await screen.findByText('Your session has expired. Please log in again.'),
    ).toBeInTheDocument();
  });

  it('leaves a 401 without a token alone (a wrong password at login)', async () => {
    stubFetch({ 'POST /api/login': () => fail(401, 'The e-mail or password is incorrect.') });
    localStorage.setItem('cookie_consent', '1');
    await expect(apiClient.post('/login', {})).rejects.toMatchObject({
      status: 401,
      responseText: 'The e-mail or password is incorrect.',
    });
    expect(localStorage.getItem('cookie_consent')).toBe('1');
  });

  it('does not end a newer session for a 401 to an older token', async () => {
    await startSession('old-token', sessionUser);
    let release: () => void = () => undefined;
    stubFetch({
      'GET /api/profile': () =>
        new Promise((resolve) => {
          release = () => resolve(fail(401, 'Please Login to continue'));
        }),
    });
    const pending = apiClient.get('/profile').catch(() => undefined);
    await startSession('new-token', sessionUser);
    release();
    await pending;
    expect(localStorage.getItem('token')).toBe('new-token');
  });

  it('puts the language in the query when asked (POST /buildings, /universities)', async () => {
    const calls = stubFetch({ 'POST /api/buildings': () => ok({ buildings: [] }) });
    await i18n.changeLanguage('ka');
    await apiClient.post('/buildings', { country_id: 1, city_id: 2 }, { languageInQuery: true });
    expect(calls[0]?.query.get('language')).toBe('ka');
    expect(calls[0]?.body).toEqual({ country_id: 1, city_id: 2, language: 'ka' });
  });

  it('posts multipart forms with the language field', async () => {
    const calls = stubFetch({ 'POST /api/profile/image': () => ok({ profile_image: '/x.webp' }) });
    const form = new FormData();
    form.append('image', new File(['x'], 'me.png', { type: 'image/png' }));
    await apiClient.postForm('/profile/image', form);
    expect(calls[0]?.form?.get('language')).toBe('en');
    expect(calls[0]?.form?.get('image')).toBeInstanceOf(File);
    expect(calls[0]?.headers.get('Content-Type')).toBeNull();
  });
});

describe('apiClient.getFile (issue 16 item 5)', () => {
  it('answers the bytes and the server’s file name, sent with the token and the language', async () => {
    localStorage.setItem('token', 'tok-123');
    await i18n.changeLanguage('de');
    const calls = stubFetch({
      'GET /api/orders/7/invoice': () => fileReply('%PDF-1.7', 'invoice-INV-000007.pdf'),
    });
    const file = await apiClient.getFile('/orders/7/invoice', 'invoice.pdf');
    expect(file.filename).toBe('invoice-INV-000007.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
    expect(file.blob.type).toBe('application/pdf');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(calls[0]?.query.get('language')).toBe('de');
  });

  it('throws the envelope’s refusal as an ApiError', async () => {
    stubFetch({
      'GET /api/orders/7/invoice': () => fail(409, 'The invoice is ready once the order is paid.'),
    });
    await expect(apiClient.getFile('/orders/7/invoice', 'invoice.pdf')).rejects.toMatchObject({
      status: 409,
      responseText: 'The invoice is ready once the order is paid.',
    });
  });

  it('reads the name from Content-Disposition, falling back when there is none', () => {
    expect(filenameOf('attachment; filename="invoice-INV-000042.pdf"')).toBe(
      'invoice-INV-000042.pdf',
    );
    expect(filenameOf("attachment; filename=a.pdf; filename*=UTF-8''fa%C3%A7ture.pdf")).toBe(
      'façture.pdf',
    );
    expect(filenameOf('attachment; filename=plain.pdf')).toBe('plain.pdf');
    expect(filenameOf('attachment')).toBeNull();
    expect(filenameOf(null)).toBeNull();
  });
});
