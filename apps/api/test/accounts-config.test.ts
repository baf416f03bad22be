import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config';

describe('social sign-in configuration (DESIGN §2, §4)', () => {
  it('defaults to the real provider endpoints, providers off', () => {
    const config = loadConfig({});
    expect(config.GOOGLE_CLIENT_ID).toBeUndefined();
    expect(config.GOOGLE_JWKS_URL).toBe('https://www.googleapis.com/oauth2/v3/certs');
    expect(config.GOOGLE_ISSUER).toBeUndefined();
    expect(config.FACEBOOK_APP_ID).toBeUndefined();
    expect(config.FACEBOOK_GRAPH_URL).toBe('https://graph.facebook.com/v19.0');
  });

  it('accepts local stand-in endpoints, without a trailing slash', () => {
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'shop.apps.googleusercontent.com',
      GOOGLE_JWKS_URL: 'http://127.0.0.1:4000/certs',
      GOOGLE_ISSUER: 'http://127.0.0.1:4000',
      FACEBOOK_APP_ID: '123456',
      FACEBOOK_APP_SECRET: 'secret',
      FACEBOOK_GRAPH_URL: 'http://127.0.0.1:4000/graph/',
    });
    expect(config.FACEBOOK_GRAPH_URL).toBe('http://127.0.0.1:4000/graph');
    expect(config.GOOGLE_ISSUER).toBe('http://127.0.0.1:4000');
  });

  it.each([
    ['GOOGLE_JWKS_URL', { GOOGLE_JWKS_URL: 'ftp://example.com/certs' }],
    ['FACEBOOK_GRAPH_URL', { FACEBOOK_GRAPH_URL: 'not a url' }],
    ['FACEBOOK_APP_ID', { FACEBOOK_APP_ID: 'my-app', FACEBOOK_APP_SECRET: 'secret' }],
    ['FACEBOOK_APP_SECRET', { FACEBOOK_APP_ID: '123456' }],
    ['FACEBOOK_APP_ID', { FACEBOOK_APP_SECRET: 'secret' }],
  ])('refuses a bad %s, naming it', (name, env) => {
    expect(() => loadConfig(env)).toThrow(name);
  });
});
