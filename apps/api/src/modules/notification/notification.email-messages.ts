import type { Locale } from '@repo/domain';

/**
 * The texts of the unread-message email (ADR 0041), in English and Khmer, as the member's
 * language says. Counts are written in Khmer digits in Khmer; links stay as they are.
 */

/** One waiting conversation, as its notification line holds it. */
export interface WaitingConversation {
  conversationId: string;
  from: string;
  adTitle: string;
  preview: string;
  count: number;
}

const KHMER_DIGITS = '០១២៣៤៥៦៧៨៩';
const khmerNumber = (n: number) => String(n).replace(/[0-9]/g, (d) => KHMER_DIGITS[Number(d)]!);
/** One line of text: a preview or a name never breaks the email's layout or a header. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const TEXTS = {
  en: {
    subjectOne: (from: string) => `${from} sent you a message on Psar`,
    subjectMany: (n: number) => `You have unread messages in ${n} conversations on Psar`,
    hello: (name: string) => `Hello ${name},`,
    intro: 'Messages are waiting for you on Psar:',
    line: (c: WaitingConversation) =>
      c.count > 1
        ? `${c.from}, ${c.count} messages about “${c.adTitle}”: “${c.preview}”`
        : `${c.from}, about “${c.adTitle}”: “${c.preview}”`,
    open: 'Reply:',
    all: 'All your notifications:',
    why: 'You get this email because messages on Psar were left unread for a while. We send one per conversation until you read it.',
    stop: 'Stop these emails:',
    settings: 'Or change it in your settings:',
  },
  km: {
    subjectOne: (from: string) => `${from} បានផ្ញើសារមកអ្នកនៅលើ Psar`,
    subjectMany: (n: number) => `អ្នកមានសារមិនទាន់អានក្នុងការសន្ទនាចំនួន ${khmerNumber(n)} នៅលើ Psar`,
    hello: (name: string) => `សួស្តី ${name}`,
    intro: 'មានសាររង់ចាំអ្នកនៅលើ Psar៖',
    line: (c: WaitingConversation) =>
      c.count > 1
        ? `${c.from} សារចំនួន ${khmerNumber(c.count)} អំពី «${c.adTitle}»៖ «${c.preview}»`
        : `${c.from} អំពី «${c.adTitle}»៖ «${c.preview}»`,
    open: 'ឆ្លើយតប៖',
    all: 'ការជូនដំណឹងទាំងអស់របស់អ្នក៖',
    why: 'អ្នកទទួលបានអ៊ីមែលនេះ ព្រោះមានសារនៅលើ Psar ដែលអ្នកមិនទាន់បានអានមួយរយៈហើយ។ យើងផ្ញើតែម្តងប៉ុណ្ណោះសម្រាប់ការសន្ទនានីមួយៗ រហូតដល់អ្នកអានវា។',
    stop: 'ឈប់ទទួលអ៊ីមែលបែបនេះ៖',
    settings: 'ឬប្តូរវានៅក្នុងការកំណត់របស់អ្នក៖',
  },
} as const;

/** The subject and text of one member's email; `web` is the web app's public origin. */
export function unreadMessagesEmail(options: {
  locale: Locale;
  firstName: string;
  conversations: WaitingConversation[];
  web: string;
  token: string;
}): { subject: string; text: string } {
  const texts = TEXTS[options.locale] ?? TEXTS.en;
  // The member's language is the page's prefix (`/km/…`); English is the unprefixed path.
  const page = (path: string) => `${options.web}${options.locale === 'km' ? '/km' : ''}${path}`;
  const [first] = options.conversations;
  const subject =
    options.conversations.length === 1 && first
      ? texts.subjectOne(oneLine(first.from))
      : texts.subjectMany(options.conversations.length);
  const lines = options.conversations.map((c) => {
    const clean = {
      ...c,
      from: oneLine(c.from),
      adTitle: oneLine(c.adTitle),
      preview: oneLine(c.preview),
    };
    return `• ${texts.line(clean)}\n  ${texts.open} ${page(`/chats?id=${encodeURIComponent(c.conversationId)}`)}`;
  });
  const text = [
    texts.hello(oneLine(options.firstName)),
    '',
    texts.intro,
    '',
    lines.join('\n\n'),
    '',
    `${texts.all} ${page('/notifications')}`,
    '',
    '—',
    texts.why,
    `${texts.stop} ${page(`/unsubscribe?token=${encodeURIComponent(options.token)}`)}`,
    `${texts.settings} ${page('/me/settings')}`,
  ].join('\n');
  return { subject, text };
}
