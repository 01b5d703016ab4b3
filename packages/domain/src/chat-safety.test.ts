import { describe, expect, it } from 'vitest';
import { messageSegments, messageWarnings } from './chat-safety.ts';

const warn = (text: string, first = false) => messageWarnings(text, { first });

describe('messageWarnings: paying outside the platform', () => {
  it.each([
    'Please pay a deposit of $50 and I will keep it for you',
    'Send money by ABA first, then I deliver',
    'My ABA account number is 000 123 456',
    'Wing me 20$ to hold it',
    'pay via ACLEDA or TrueMoney',
    'Down payment required before viewing',
  ])('warns in English: %s', (text) => {
    expect(warn(text)).toContain('payment');
  });

  it.each([
    'សូមបង់ប្រាក់កក់ ៥០ដុល្លារ ទើបខ្ញុំទុកឲ្យ',
    'ផ្ទេរលុយតាម ABA មុនសិន',
    'វេរលុយមកខ្ញុំមុន ចាំខ្ញុំផ្ញើទំនិញ',
    'លេខគណនីខ្ញុំ 000123456',
    'បងអាចផ្ញើលុយតាមវីងបាន',
  ])('warns in Khmer: %s', (text) => {
    expect(warn(text)).toContain('payment');
  });

  it.each([
    'Is this still available?',
    'The wing mirror is broken, is the price negotiable?',
    'Can you transfer the name on the card at the tax office?',
    'តើនៅមានលក់ទេ?',
    'ថ្លៃចុងក្រោយប៉ុន្មាន?',
    'អាចមើលផ្ទាល់នៅឯណា?',
  ])('stays quiet for an ordinary question: %s', (text) => {
    expect(warn(text, true)).toEqual([]);
  });
});

describe('messageWarnings: links and phone numbers', () => {
  it('warns of a link, in any message', () => {
    expect(warn('see http://cheap-phones.example/deal')).toEqual(['link']);
    expect(warn('more photos at www.example.com')).toEqual(['link']);
    expect(warn('join t.me/bargains')).toEqual(['link']);
    expect(warn('order at phones-kh.shop now')).toEqual(['link']);
  });

  it('warns of a phone number only in the first message', () => {
    expect(warn('call me 012 345 678', true)).toEqual(['phone']);
    expect(warn('call me 012 345 678', false)).toEqual([]);
    expect(warn('ទូរស័ព្ទមក ០១២ ៣៤៥ ៦៧៨', true)).toEqual(['phone']);
    expect(warn('Telegram +855 96 123 4567', true)).toEqual(['phone']);
  });

  it('does not take prices, years or counts for phone numbers', () => {
    expect(warn('I offer 1500 for the 2019 model', true)).toEqual([]);
    expect(warn('ខ្ញុំឲ្យ ១៥០០ ដុល្លារ ឆ្នាំ ២០១៩', true)).toEqual([]);
    expect(warn('2019 2020 2021', true)).toEqual([]);
  });
});

describe('messageSegments', () => {
  it('splits a message into text, links and phone numbers that join back into it', () => {
    const text = 'Call 012-345-678 or see https://example.com/ad/1, thanks';
    const segments = messageSegments(text);
    expect(segments).toEqual([
      { kind: 'text', text: 'Call ' },
      { kind: 'phone', text: '012-345-678' },
      { kind: 'text', text: ' or see ' },
      { kind: 'link', text: 'https://example.com/ad/1' },
      { kind: 'text', text: ', thanks' },
    ]);
    expect(segments.map((s) => s.text).join('')).toBe(text);
  });

  it('finds a number written in Khmer digits among Khmer words', () => {
    expect(messageSegments('លេខ ០៩៦ ១២៣ ៤៥៦៧ ណា')).toEqual([
      { kind: 'text', text: 'លេខ ' },
      { kind: 'phone', text: '០៩៦ ១២៣ ៤៥៦៧' },
      { kind: 'text', text: ' ណា' },
    ]);
  });

  it('gives one text segment for a message with neither', () => {
    expect(messageSegments('តើនៅមានលក់ទេ?')).toEqual([{ kind: 'text', text: 'តើនៅមានលក់ទេ?' }]);
    expect(messageSegments('')).toEqual([]);
  });
});
