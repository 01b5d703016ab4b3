/**
 * What a chat message warns its recipient about (issue 16, ADR 0035): a request to pay outside
 * the platform or to pay a deposit, a link, and a phone number in a first message. The same
 * patterns find the links and phone numbers a thread shows as plain text until both members
 * have written to each other. Khmer is written without spaces between words, so Khmer terms are
 * found anywhere in the text; Latin terms only as whole words.
 */

/** A warning a message carries for its recipient. */
export type MessageWarning = 'payment' | 'link' | 'phone';

/** A piece of a message: plain text, a link, or a phone number (digits as written). */
export interface MessageSegment {
  kind: 'text' | 'link' | 'phone';
  text: string;
}

const KHMER_DIGIT = /[\u17E0-\u17E9]/g;
const latinDigits = (text: string) =>
  text.replace(KHMER_DIGIT, (digit) => String(digit.charCodeAt(0) - 0x17e0));

/**
 * Asking for money before the item is seen: a deposit, a transfer, an account number, or a
 * payment service by name (Cambodia's banks and wallets). "Wing" is a wallet, but not in "wing
 * mirror"; "transfer" alone is also a car's change of owner, so it counts only with money.
 */
const PAYMENT_LATIN = new RegExp(
  [
    'deposits?',
    'down[ -]?payment',
    'advance payment',
    'pay(?:ment)? (?:in advance|first|before)',
    'booking fee',
    '(?:send|transfer|wire) (?:the |me |us )?(?:money|cash|payment|funds?)',
    'money transfer',
    'account (?:number|no\\.?)',
    'acc(?:ount)? ?no\\.?',
    'aba(?: ?pay| bank)?',
    'acleda',
    'true ?money',
    'pi ?pay',
    'wing(?! ?(?:mirror|mirrors)\\b)',
    'western union',
    'khqr',
    'bakong',
  ]
    .map((term) => `\\b${term}\\b`)
    .join('|'),
  'i',
);
const PAYMENT_KHMER =
  /ប្រាក់កក់|កក់ប្រាក់|កក់លុយ|កក់មុន|បង់មុន|បង់លុយមុន|ផ្ទេរលុយ|ផ្ទេរប្រាក់|វេរលុយ|វេលុយ|វេរប្រាក់|ផ្ញើលុយ|ផ្ញើប្រាក់|លេខគណនី|លេខកុង|អេប៊ីអេ|អេស៊ីលីដា|អាស៊ីលីដា|វីង|ធ្រូម៉ានី/;

/** http(s) and www addresses, Telegram's t.me, and bare domains with a common ending. */
const LINK =
  /\b(?:https?:\/\/|www\.)[^\s<>"']+|\bt\.me\/[^\s<>"']+|\b[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|net|org|kh|me|io|co|ly|app|link|site|xyz|info|biz|shop|top|online|store)\b(?:\/[^\s<>"']*)?/gi;

/**
 * A Cambodian phone number as people type it: 0 or +855/855, then 8 or 9 digits, in groups
 * separated by spaces, dots, dashes or brackets; Khmer digits count as digits.
 */
const PHONE_CANDIDATE = /(?<![0-9០-៩+])\+?[0-9០-៩][0-9០-៩\s.\-()]{6,18}[0-9០-៩]/g;

function isPhone(candidate: string): boolean {
  const digits = latinDigits(candidate).replace(/\D/g, '');
  if (digits.startsWith('855')) return digits.length >= 11 && digits.length <= 12;
  return digits.startsWith('0') && digits.length >= 9 && digits.length <= 10;
}

/** Splits a message into text, links and phone numbers, in order; joined, they are the message. */
export function messageSegments(text: string): MessageSegment[] {
  const found: { start: number; end: number; kind: 'link' | 'phone' }[] = [];
  for (const match of text.matchAll(LINK)) {
    // A sentence's punctuation after an address is not part of it.
    const value = match[0].replace(/[.,;:!?)\]]+$/, '');
    found.push({ start: match.index, end: match.index + value.length, kind: 'link' });
  }
  for (const match of text.matchAll(PHONE_CANDIDATE)) {
    // Trailing separators belong to the sentence, not the number.
    const value = match[0].replace(/[\s.\-(]+$/, '');
    const start = match.index;
    const end = start + value.length;
    if (!isPhone(value) || found.some((f) => start < f.end && end > f.start)) continue;
    found.push({ start, end, kind: 'phone' });
  }
  found.sort((a, b) => a.start - b.start);
  const segments: MessageSegment[] = [];
  let at = 0;
  for (const { start, end, kind } of found) {
    if (start > at) segments.push({ kind: 'text', text: text.slice(at, start) });
    segments.push({ kind, text: text.slice(start, end) });
    at = end;
  }
  if (at < text.length) segments.push({ kind: 'text', text: text.slice(at) });
  return segments;
}

/**
 * The warnings a message carries for its recipient. A phone number warns only in the first
 * message of a conversation (later, sharing a number is how people meet to see the item).
 */
export function messageWarnings(text: string, options: { first: boolean }): MessageWarning[] {
  const warnings: MessageWarning[] = [];
  if (PAYMENT_LATIN.test(text) || PAYMENT_KHMER.test(text)) warnings.push('payment');
  const kinds = new Set(messageSegments(text).map((segment) => segment.kind));
  if (kinds.has('link')) warnings.push('link');
  if (options.first && kinds.has('phone')) warnings.push('phone');
  return warnings;
}
