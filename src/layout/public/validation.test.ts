import { describe, expect, it } from 'vitest';
import { checkEmail, checkFilled, checkNewPassword, checkRepeat, problems } from './validation';

describe('sign-in form checks', () => {
  it('requires a value', () => {
    expect(checkFilled('  ')).toBe('required');
    expect(checkFilled('Jan')).toBeUndefined();
  });

  it('wants an e-mail address', () => {
    expect(checkEmail('')).toBe('required');
    expect(checkEmail('jan@')).toBe('email');
    expect(checkEmail('jan kowalski@firma.pl')).toBe('email');
    expect(checkEmail(' jan@firma.pl ')).toBeUndefined();
  });

  it('wants passwords of at least 8 characters, repeated exactly', () => {
    expect(checkNewPassword('')).toBe('required');
    expect(checkNewPassword('1234567')).toBe('passwordLength');
    expect(checkNewPassword('12345678')).toBeUndefined();
    expect(checkRepeat('', 'abcdefgh')).toBe('required');
    expect(checkRepeat('abcdefgH', 'abcdefgh')).toBe('passwordsDiffer');
    expect(checkRepeat('abcdefgh', 'abcdefgh')).toBeUndefined();
  });

  it('lists only the fields with a problem', () => {
    expect(problems({ name: checkFilled(''), email: checkEmail('a@b.pl') })).toEqual({ name: 'required' });
    expect(problems({ email: checkEmail('a@b.pl') })).toEqual({});
  });
});
