import type { Notification } from '@repo/domain';
import { describe, expect, it } from 'vitest';
import { notificationLine } from './notification-view.ts';
import { readNotificationsForm } from './notifications-form.ts';

const at = '2026-11-28T02:00:00.000Z';

describe('notification lines', () => {
  it('leads a poster to the job’s applications and an applicant to their list', () => {
    const data = { ad_id: '7', application_id: '3', title: 'Cashier' };
    const fresh = notificationLine({
      id: '1',
      kind: 'job_application_new',
      created_at: at,
      read: false,
      data: { ...data, from: 'Sokha Chan', count: 2 },
    });
    expect(fresh.href).toBe('/me/job-applications?ad=7');
    expect(fresh.key).toBe('notifications.kind.job_application_new');
    expect(fresh.values).toEqual({ name: 'Sokha Chan', title: 'Cashier', count: 2 });
    const hired = notificationLine({
      id: '2',
      kind: 'job_application_status',
      created_at: at,
      read: false,
      data: { ...data, status: 'hired' },
    });
    expect(hired.href).toBe('/me/applied-jobs');
    expect(hired.key).toBe('notifications.kind.job_application_status_hired');
  });

  it('writes a conversation’s line with who, what ad, how many, and opens the conversation', () => {
    const line = notificationLine({
      id: '5',
      kind: 'chat_message',
      created_at: at,
      read: false,
      data: {
        conversation_id: '12',
        from: 'Sokha Chan',
        ad_title: 'Honda',
        preview: 'Hi',
        count: 2,
      },
    });
    expect(line).toEqual({
      id: '5',
      key: 'notifications.kind.chat_message',
      values: { name: 'Sokha Chan', title: 'Honda', count: 2 },
      detail: 'Hi',
      href: '/chats?id=12',
      read: false,
      createdAt: at,
    });
  });

  it('sends ad news to the member’s ads, with the reason a renewal failed', () => {
    const ad = { ad_id: '7', title: 'Kampot pepper' };
    const lines = (
      [
        { id: '1', kind: 'ad_expired', created_at: at, read: true, data: ad },
        { id: '2', kind: 'ad_renewed', created_at: at, read: true, data: ad },
        {
          id: '3',
          kind: 'ad_renew_failed',
          created_at: at,
          read: true,
          data: { ...ad, reason: 'limit' },
        },
      ] satisfies Notification[]
    ).map(notificationLine);
    expect(lines.map((l) => [l.key, l.href])).toEqual([
      ['notifications.kind.ad_expired', '/me?status=expired'],
      ['notifications.kind.ad_renewed', '/me?status=active'],
      ['notifications.kind.ad_renew_failed_limit', '/me?status=active'],
    ]);
  });
});

describe('the notifications forms', () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.set(key, value);
    return readNotificationsForm(data);
  };

  it('opens a line of this site only, and reads all', () => {
    expect(form({ intent: 'open', id: '5', href: '/chats?id=12' })).toEqual({
      intent: 'open',
      id: '5',
      href: '/chats?id=12',
    });
    expect(form({ intent: 'read-all' })).toEqual({ intent: 'read-all' });
    for (const href of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '',
    ])
      expect(form({ intent: 'open', id: '5', href })).toBeNull();
    for (const id of ['__proto__', '0', '-1', '1'.repeat(17)])
      expect(form({ intent: 'open', id, href: '/me' })).toBeNull();
    expect(form({ intent: 'constructor' })).toBeNull();
  });
});
