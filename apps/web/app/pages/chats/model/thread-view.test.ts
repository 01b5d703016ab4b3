import type { ChatMessage } from '@repo/domain';
import { describe, expect, it } from 'vitest';
import { appendDays, threadDays } from './thread-view.ts';

const message = (seq: number, at: string, text: string, mine = false): ChatMessage => ({
  id: String(seq),
  seq,
  client_id: `client-${seq}-xxxxxxxx`,
  mine,
  text,
  created_at: at,
  photo: null,
  warnings: [],
});

const labels = { today: 'Today', yesterday: 'Yesterday' };
// 2026-11-27 10:00 in Phnom Penh.
const now = Date.parse('2026-11-27T03:00:00Z');

describe('the thread view', () => {
  it('groups messages by Phnom Penh day, labelled today, yesterday or the date', () => {
    const days = threadDays(
      [
        message(1, '2026-11-20T05:00:00Z', 'Hello'),
        // 23:30 UTC on the 25th is already the 26th in Phnom Penh: yesterday.
        message(2, '2026-11-25T23:30:00Z', 'Still there?'),
        message(3, '2026-11-27T01:00:00Z', 'Yes', true),
      ],
      { locale: 'en', now, otherReadSeq: 0, otherDeliveredSeq: 0, linkable: false, labels },
    );
    expect(days.map((d) => [d.day, d.label, d.messages.length])).toEqual([
      ['2026-11-20', 'November 20, 2026', 1],
      ['2026-11-26', 'Yesterday', 1],
      ['2026-11-27', 'Today', 1],
    ]);
    expect(days[1]!.messages[0]!.time.text).toBe('06:30');
  });

  it('writes Khmer dates and times in Khmer digits', () => {
    const [day] = threadDays([message(1, '2026-11-20T05:00:00Z', 'សួស្តី')], {
      locale: 'km',
      now,
      otherReadSeq: 0,
      otherDeliveredSeq: 0,
      linkable: false,
      labels,
    });
    expect(day!.label).toBe('២០ វិច្ឆិកា ២០២៦');
    expect(day!.messages[0]!.time.text).toBe('១២:០០');
  });

  it('marks own messages read up to the other member’s read position, delivered up to their app’s', () => {
    const [day] = threadDays(
      [
        message(1, '2026-11-27T01:00:00Z', 'a', true),
        message(2, '2026-11-27T01:01:00Z', 'b'),
        message(3, '2026-11-27T01:02:00Z', 'c', true),
        message(4, '2026-11-27T01:03:00Z', 'd', true),
      ],
      { locale: 'en', now, otherReadSeq: 2, otherDeliveredSeq: 3, linkable: false, labels },
    );
    expect(day!.messages.map((m) => m.state)).toEqual(['read', null, 'delivered', 'sent']);
  });

  it('puts messages that arrived later under the day they share with the page', () => {
    const options = { locale: 'en' as const, now, otherReadSeq: 0, otherDeliveredSeq: 0, labels };
    const page = threadDays(
      [message(1, '2026-11-26T01:00:00Z', 'a'), message(2, '2026-11-27T01:00:00Z', 'b')],
      { ...options, linkable: false },
    );
    const later = threadDays([message(3, '2026-11-27T02:00:00Z', 'c')], {
      ...options,
      linkable: false,
    });
    const days = appendDays(page, later);
    expect(days.map((d) => [d.day, d.messages.map((m) => m.seq)])).toEqual([
      ['2026-11-26', [1]],
      ['2026-11-27', [2, 3]],
    ]);
    expect(page[1]!.messages).toHaveLength(1);
    expect(appendDays(page, [])).toEqual(page);
  });

  it('keeps links and numbers as text until both wrote, then makes them followable', () => {
    const text = 'See www.example.com or call 012 345 678.';
    const shown = (linkable: boolean) =>
      threadDays([message(1, '2026-11-27T01:00:00Z', text)], {
        locale: 'en',
        now,
        otherReadSeq: 0,
        otherDeliveredSeq: 0,
        linkable,
        labels,
      })[0]!.messages[0]!.segments;
    expect(shown(false).some((s) => s.href)).toBe(false);
    expect(
      shown(false)
        .map((s) => s.text)
        .join(''),
    ).toBe(text);
    expect(
      shown(true)
        .filter((s) => s.href)
        .map((s) => s.href),
    ).toEqual(['https://www.example.com', 'tel:012345678']);
  });
});
