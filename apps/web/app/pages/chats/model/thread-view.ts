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
  /** The caller's own messages: read by the other member or only sent. */
  state: 'sent' | 'read' | null;
  warnings: ChatMessage['warnings'];
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
      state: message.mine ? (message.seq <= options.otherReadSeq ? 'read' : 'sent') : null,
      warnings: message.warnings,
    });
  }
  return days;
}
