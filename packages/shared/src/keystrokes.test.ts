import { describe, expect, it } from 'vitest';
import { keepNameCharacters, keepPhoneCharacters } from './validation';

describe('keystroke filters of spec §5', () => {
  it('keeps letters of every script and spaces in a name', () => {
    expect(keepNameCharacters('Sara 2 Al-Amin!')).toBe('Sara  Al-Amin');
    expect(keepNameCharacters("O’Brien; O'Neil")).toBe("O’Brien O'Neil");
    expect(keepNameCharacters('ليلى حداد')).toBe('ليلى حداد');
    expect(keepNameCharacters('ნინო')).toBe('ნინო');
  });

  it('keeps digits and spaces in a phone, at most 15 characters', () => {
    expect(keepPhoneCharacters('+973 (3600) 1122')).toBe('+973 3600 1122');
    expect(keepPhoneCharacters('973+3600+1122')).toBe('97336001122');
    expect(keepPhoneCharacters('1234567890123456789')).toBe('123456789012345');
  });
});
