import { messageSegments, type ChatMessage, type Locale, type MessageSegment } from '@repo/domain';
import { formatDate, formatTime, phnomPenhDay } from '@repo/i18n';

/** A message as the thread shows it: times written on the server, links decided, state. */
export interface ShownMessage {
  id: string;
  seq: number;
  mine: boolean;
  time: { iso: string; text: string };
  /** The text cut into plain text, links and phone numbers (`messageSegments`). */
  segments: ShownSegment[];
  /** The caller's own messages: read by the other member, on their device, or only sent. */
  state: MessageState | null;
  warnings: ChatMessage['warnings'];
  /** A photo sent with it (its size, for the page's layout before it loads). */
  photo: ChatMessage['photo'];
}

/** A part of a message; `href` only when it may be followed (ADR 0035: once both wrote). */
export interface ShownSegment {
  kind: MessageSegment['kind'];
  text: string;
  href?: string;
}

export interface ShownDay {
  /** The Phnom Penh calendar day, `2026-11-27`. */
  day: string;
  /** "Today", "Yesterday" or the date in the page's language. */
  label: string;
  messages: ShownMessage[];
}

export type MessageState = 'sent' | 'delivered' | 'read';

/** One's own message's state from how far the other member has read and received (ADR 0038). */
export function messageState(
  seq: number,
  positions: { otherReadSeq: number; otherDeliveredSeq: number },
): MessageState {
  if (seq <= positions.otherReadSeq) return 'read';
  return seq <= positions.otherDeliveredSeq ? 'delivered' : 'sent';
}

/**
 * `later` (days of messages that arrived after the page) after `days`: a day both have is
 * one group.
 */
export function appendDays(days: readonly ShownDay[], later: readonly ShownDay[]): ShownDay[] {
  if (!later.length) return [...days];
  const last = days[days.length - 1];
  const [first, ...rest] = later;
  if (last && first && last.day === first.day)
    return [
      ...days.slice(0, -1),
      { ...last, messages: [...last.messages, ...first.messages] },
      ...rest,
    ];
  return [...days, ...later];
}

/** Where a link or a number in a message goes, once it may be followed. */
export function segmentHref(segment: MessageSegment): string | undefined {
  if (segment.kind === 'link')
    return /^https?:\/\//i.test(segment.text) ? segment.text : `https://${segment.text}`;
  if (segment.kind === 'phone') return `tel:${segment.text.replace(/[^\d+]/g, '')}`;
  return undefined;
}

/**
 * The messages grouped by day (Phnom Penh time) for the thread. Links and phone numbers are
 * plain text until both members have written (`linkable`), so a stranger's first message
 * cannot put a link or a number one tap away.
 */
export function threadDays(
  messages: readonly ChatMessage[],
  options: {
    locale: Locale;
    now: number;
    otherReadSeq: number;
    otherDeliveredSeq: number;
    linkable: boolean;
    labels: { today: string; yesterday: string };
  },
): ShownDay[] {
  const today = phnomPenhDay(options.now);
  const yesterday = phnomPenhDay(options.now - 86_400_000);
  const days: ShownDay[] = [];
  for (const message of messages) {
    const day = phnomPenhDay(message.created_at);
    let group = days[days.length - 1];
    if (group?.day !== day) {
      const label =
        day === today
          ? options.labels.today
          : day === yesterday
            ? options.labels.yesterday
            : formatDate(message.created_at, options.locale);
      group = { day, label, messages: [] };
      days.push(group);
    }
    group.messages.push({
      id: message.id,
      seq: message.seq,
      mine: message.mine,
      time: { iso: message.created_at, text: formatTime(message.created_at, options.locale) },
      segments: messageSegments(message.text).map((segment) => {
        const href = options.linkable ? segmentHref(segment) : undefined;
        return href ? { ...segment, href } : { kind: segment.kind, text: segment.text };
      }),
      state: message.mine ? messageState(message.seq, options) : null,
      warnings: message.warnings,
      photo: message.photo ?? null,
    });
  }
  return days;
}
