import type { Locale } from '@repo/domain';

/**
 * The texts of the code messages (SMS and email), in English and Khmer. The code stays in
 * Latin digits in both so it can be copied and typed as is.
 */
const TEXTS = {
  en: {
    subject: 'Your Psar code',
    body: (code: string) =>
      `Your Psar code is ${code}. It expires in 10 minutes. Never share it with anyone.`,
  },
  km: {
    subject: 'លេខកូដផ្សាររបស់អ្នក',
    body: (code: string) =>
      `លេខកូដផ្សាររបស់អ្នកគឺ ${code}។ លេខកូដនេះផុតកំណត់ក្នុងរយៈពេល ១០ នាទី។ កុំប្រាប់លេខកូដនេះទៅនរណាម្នាក់ឡើយ។`,
  },
} as const;

export function codeMessage(
  code: string,
  locale: Locale = 'en',
): { subject: string; text: string } {
  const texts = TEXTS[locale] ?? TEXTS.en;
  return { subject: texts.subject, text: texts.body(code) };
}
