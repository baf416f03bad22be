import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/platform/config';

describe('loadConfig', () => {
  it('stops with a message naming every bad variable', () => {
    const load = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://localhost/shop' });
    expect(load).toThrow(ConfigError);
    try {
      load();
    } catch (error) {
      const text = (error as Error).message;
      expect(text).toContain('PORT');
      expect(text).toContain('DATABASE_URL');
    }
  });

  it.each([
    ['PORT', '70000'],
    ['REDIS_URL', 'http://localhost:6379'],
    ['ADMIN_EMAIL', 'not-an-email'],
    ['LOG_LEVEL', 'loud'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('applies the defaults of DESIGN §2', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('treats empty variables as absent', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });
});
