import { describe, expect, it } from 'vitest';
import { contactSchema, feedbackSchema } from './messages.ts';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('feedbackSchema', () => {
  it('accepts a message with or without an email, trimming blanks', () => {
    expect(feedbackSchema.parse({ message: '  The search should know Khmer words  ' })).toEqual({
      message: 'The search should know Khmer words',
    });
    expect(
      feedbackSchema.parse({ message: 'ស្វែងរកលឿនណាស់ អរគុណ', email: 'dara@example.com' }).email,
    ).toBe('dara@example.com');
    expect(
      feedbackSchema.parse({ message: 'Nice and quick to use', email: '' }).email,
    ).toBeUndefined();
  });

  it('explains what is wrong with i18n keys', () => {
    expect(issues(feedbackSchema.safeParse({}))).toEqual({ message: 'validation.messageRequired' });
    expect(issues(feedbackSchema.safeParse({ message: 'short' }))).toEqual({
      message: 'validation.messageTooShort',
    });
    expect(issues(feedbackSchema.safeParse({ message: 'x'.repeat(2001) }))).toEqual({
      message: 'validation.messageTooLong',
    });
    expect(
      issues(feedbackSchema.safeParse({ message: 'A long enough message', email: 'not-an-email' })),
    ).toEqual({
      email: 'validation.invalidEmail',
    });
  });
});

describe('contactSchema', () => {
  const valid = {
    name: 'Sokha',
    email: 'sokha@example.com',
    subject: 'ad',
    message: 'My ad was removed, why?',
  };

  it('accepts a complete request; phone is optional', () => {
    expect(contactSchema.parse(valid)).toMatchObject(valid);
    expect(contactSchema.parse({ ...valid, phone: '012 345 678' }).phone).toBe('012 345 678');
  });

  it('names each missing or bad field', () => {
    expect(issues(contactSchema.safeParse({}))).toEqual({
      name: 'validation.nameRequired',
      email: 'validation.emailRequired',
      subject: 'validation.subjectRequired',
      message: 'validation.messageRequired',
    });
    expect(
      issues(contactSchema.safeParse({ ...valid, email: 'x@', phone: 'call me', subject: 'spam' })),
    ).toEqual({
      email: 'validation.invalidEmail',
      phone: 'validation.invalidPhone',
      subject: 'validation.subjectRequired',
    });
  });
});
