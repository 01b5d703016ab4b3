import { describe, expect, it } from 'vitest';
import { readChatEmailForm } from './chat-email-form.ts';

describe('the unread-message email setting’s form', () => {
  it('reads a ticked box as on and a box left out as off', () => {
    expect(readChatEmailForm({ intent: 'chat-email', chat_email: 'on' })).toEqual({
      enabled: true,
    });
    expect(readChatEmailForm({ intent: 'chat-email' })).toEqual({ enabled: false });
  });

  it('is not this form for another intent or a value a checkbox never sends', () => {
    expect(readChatEmailForm({ intent: 'block', member: '4' })).toBeNull();
    expect(readChatEmailForm({})).toBeNull();
    expect(readChatEmailForm({ intent: 'chat-email', chat_email: 'yes' })).toBeNull();
    expect(readChatEmailForm({ intent: 'chat-email', chat_email: '__proto__' })).toBeNull();
  });
});
