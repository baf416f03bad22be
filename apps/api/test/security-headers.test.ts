import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app';

/**
 * Every answer carries its security headers, chosen by what it is: a page (or a file a page
 * uses) the shop's whole policy; a JSON answer the short set OWASP's REST Security Cheat Sheet
 * names, whose policy lets nothing load should a JSON text ever be opened as a document.
 */
describe('security headers', () => {
  const t = useTestApp('pglite');

  const headersOf = async (url: string) =>
    (await t.current.app.inject({ method: 'GET', url })).headers;

  it('gives a JSON answer, success or error, the short set', async () => {
    for (const url of ['/api/home?language=en', '/api/no-such-call']) {
      const headers = await headersOf(url);
      expect(headers).toMatchObject({
        'content-type': 'application/json; charset=utf-8',
        'content-security-policy': "default-src 'none';frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'cross-origin-resource-policy': 'same-origin',
        'referrer-policy': 'no-referrer',
      });
      // Headers only a document reads stay off the API's answers.
      for (const name of [
        'cross-origin-opener-policy',
        'x-xss-protection',
        'origin-agent-cluster',
      ]) {
        expect(headers).not.toHaveProperty(name);
      }
    }
  });

  it('gives a page the shop’s whole policy', async () => {
    const headers = await headersOf('/api/docs');
    expect(headers['content-type']).toMatch(/^text\/html/);
    const policy = String(headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cross-origin-opener-policy': 'same-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
  });

  it('gives a picture the whole set too', async () => {
    const headers = await headersOf('/images/banners/fresh-lunch.svg');
    expect(headers['content-type']).toBe('image/svg+xml');
    expect(String(headers['content-security-policy'])).toContain("default-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
  });
});
