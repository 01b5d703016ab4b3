import { describe, expect, it } from 'vitest';
import {
  changeUsernameSchema,
  formatCambodianPhone,
  normalizeCambodianPhone,
  parseLoginIdentifier,
  registerSchema,
} from './auth.ts';

describe('Cambodian phone numbers', () => {
  it('accepts the ways Cambodians write a number and stores E.164', () => {
    expect(normalizeCambodianPhone('012 345 678')).toBe('+85512345678');
    expect(normalizeCambodianPhone('+855 12 345 678')).toBe('+85512345678');
    expect(normalizeCambodianPhone('0977777777')).toBe('+855977777777');
    expect(formatCambodianPhone('+85512345678')).toBe('012 345 678');
  });

  it('refuses foreign and impossible numbers', () => {
    expect(normalizeCambodianPhone('+66 81 234 5678')).toBeUndefined();
    expect(normalizeCambodianPhone('012')).toBeUndefined();
    expect(normalizeCambodianPhone('hello')).toBeUndefined();
  });
});

describe('login identifiers', () => {
  it('tells a phone from an email and normalises both', () => {
    expect(parseLoginIdentifier(' Dara@Example.COM ')).toEqual({
      kind: 'email',
      value: 'dara@example.com',
    });
    expect(parseLoginIdentifier('012345678')).toEqual({ kind: 'phone', value: '+85512345678' });
    expect(parseLoginIdentifier('dara@')).toBeUndefined();
  });

  it('explains each bad field of the registration form with a catalog key', () => {
    const result = registerSchema.safeParse({
      login: '123',
      first_name: '',
      last_name: 'Sok',
      password: 'short',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      login: 'validation.invalidLogin',
      first_name: 'validation.firstNameRequired',
      password: 'validation.passwordTooShort',
    });
  });
});

describe('usernames', () => {
  it('refuses reserved paths, bad characters and all-digit names', () => {
    const message = (username: string) =>
      changeUsernameSchema.safeParse({ username }).error?.issues[0]?.message;
    expect(message('login')).toBe('validation.usernameReserved');
    expect(message('Search')).toBe('validation.usernameReserved');
    expect(message('dara sok')).toBe('validation.usernameFormat');
    expect(message('12345')).toBe('validation.usernameFormat');
    expect(message('ab')).toBe('validation.usernameLength');
    expect(changeUsernameSchema.parse({ username: 'Dara.Sok' })).toEqual({ username: 'dara.sok' });
  });
});
