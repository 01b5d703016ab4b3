import { describe, expect, it } from 'vitest';
import { chatPhotoHref, messageText, sendFailureKey } from './chat-actions.ts';
import { chatIntentSchema } from './chat-intent.ts';

describe('the /chats forms', () => {
  it('accept each intent with its ids, and refuse the rest', () => {
    expect(chatIntentSchema.safeParse({ intent: 'send', conversation: '4' }).success).toBe(true);
    expect(chatIntentSchema.safeParse({ intent: 'delete', conversation: '4' }).success).toBe(true);
    for (const bad of [
      { intent: 'send', conversation: '__proto__' },
      { intent: 'constructor' },
      { intent: 'report', conversation: '4', reason: 'bored' },
      { intent: 'archive' },
    ])
      expect(chatIntentSchema.safeParse(bad).success).toBe(false);
  });

  it('send a quick reply in the page’s language, else what was typed, bounded', () => {
    const quick = (reply: string) => `quick:${reply}`;
    expect(messageText({ quick: 'lowest', text: 'typed' }, quick)).toBe('quick:lowest');
    expect(messageText({ quick: 'toString', text: 'typed' }, quick)).toBe('typed');
    expect(messageText({ text: 'x'.repeat(5000) }, quick)).toHaveLength(2001);
    expect(messageText({}, quick)).toBe('');
  });

  it('say why a message was refused', () => {
    expect(sendFailureKey({ status: 403, code: 'CHAT_BLOCKED' })).toBe('chat.blockedByThem');
    expect(sendFailureKey({ status: 429, code: 'RATE_LIMITED' })).toBe('chat.failed.rateLimited');
    expect(sendFailureKey({ status: 0 })).toBe('errors.noResponse');
    expect(sendFailureKey({ status: 502 })).toBe('chat.failed.send');
    // A photo the API refused, with the reason the member can act on.
    expect(sendFailureKey({ status: 422, code: 'INVALID_IMAGE' })).toBe('chat.photo.invalid');
    expect(sendFailureKey({ status: 413, code: 'PAYLOAD_TOO_LARGE' })).toBe('chat.photo.tooLarge');
    expect(sendFailureKey({ status: 503, code: 'UPLOAD_FAILED' })).toBe('chat.photo.failed');
  });

  it('read a photo through the web server, by conversation, message and rendition', () => {
    expect(chatPhotoHref('4', '91', 'medium')).toBe('/api/_chat-photos/4/91/medium');
  });
});
