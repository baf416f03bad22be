import { describe, expect, it } from 'vitest';
import { isAllowedHref } from './rich-content';

describe('links in rich content (issue 7 page editor and sanitiser)', () => {
  it('allows http(s), mailto and addresses inside the shop', () => {
    for (const href of [
      'https://sufra.example.com',
      'HTTP://x.y',
      'mailto:a@b.co',
      '/menu',
      '#top',
      '//cdn.example.com/a',
    ]) {
      expect(isAllowedHref(href), href).toBe(true);
    }
  });

  it('refuses other schemes, however a browser would still read them', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
    ]) {
      expect(isAllowedHref(href), JSON.stringify(href)).toBe(false);
    }
  });
});
