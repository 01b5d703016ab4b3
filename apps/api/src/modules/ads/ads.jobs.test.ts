import type { Ad, NotificationsPage } from '@repo/domain';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { call, dataOf, errorOf } from '../../test/accounts.ts';
import { setupTestApp, TEST_CONFIG, TEST_ENGINE } from '../../test/database.ts';
import {
  act,
  adRow,
  DAY_MS,
  LONG_TOKENS,
  member,
  ownAds,
  postAd,
  renewalsOf,
  scheduleRow,
  settableClock,
} from './ads.fixtures.ts';
import { createAdJobs } from './ads.jobs.ts';
import { createNotificationService } from '../notification/notification.service.ts';
import { adRenewals } from '../../db/schema.ts';

/** The owner's notification centre, newest first: kind, ad and reason of each line. */
async function notificationsOf(app: Parameters<typeof call>[0], token: string) {
  const page = dataOf<NotificationsPage>(
    await call(app, 'GET', '/notification/notifications', { accessToken: token }),
  );
  return page.items.map((n) => ({
    kind: n.kind,
    ad: 'ad_id' in n.data ? n.data.ad_id : null,
    reason: 'reason' in n.data ? n.data.reason : null,
  }));
}

const LIMITS = { AD_TTL_DAYS: 30, AD_RENEWS_PER_DAY: 3, AD_AUTO_RENEW_LIMIT: 5 };

describe(`ad jobs on ${TEST_ENGINE}`, () => {
  const clock = settableClock('2026-04-01T20:00:00Z');
  const config = { ...LONG_TOKENS, ...LIMITS };
  const env = setupTestApp({ config, now: clock.now });
  const db = () => env.database.db;
  /** A worker of its own (another process, say), on the same database and clock. */
  const worker = () =>
    createAdJobs({
      db: db(),
      now: clock.now,
      limits: { ttlDays: 30, renewsPerDay: 3 },
      notifier: createNotificationService({ db: db(), now: clock.now, log: () => {} }).notifier,
    });
  const daily = (hour: number, minute: number, every_days = 1) => ({
    enabled: true,
    hour,
    minute,
    every_days,
  });

  it('renews a due schedule once per slot, even when two workers run it at the same time', async () => {
    // 20:00 UTC is 03:00 in Phnom Penh; 06:30 there is 23:30 UTC.
    const token = await member(env);
    const ad = await postAd(env.app, token);
    const set = dataOf<Ad>(await act(env.app, token, ad.id, 'auto-renew', daily(6, 30)));
    expect(set.auto_renew?.next_run_at).toBe('2026-04-01T23:30:00.000Z');

    clock.set('2026-04-01T23:29:59Z');
    await worker().runAutoRenew();
    expect(await renewalsOf(db(), ad.id)).toEqual([]);

    clock.set('2026-04-01T23:30:20Z');
    const [first, second] = await Promise.all([worker().runAutoRenew(), worker().runAutoRenew()]);
    expect(first.renewed + second.renewed).toBe(1);
    const rows = await renewalsOf(db(), ad.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'auto', outcome: 'renewed' });
    expect(rows[0]!.slot?.toISOString()).toBe('2026-04-01T23:30:00.000Z');
    // What makes a racing second run a no-op: one row per (ad, slot).
    const { id: _id, ...again } = rows[0]!;
    await expect(db().insert(adRenewals).values(again)).rejects.toThrow();
    const row = await adRow(db(), ad.id);
    expect(row?.renewedAt.toISOString()).toBe('2026-04-01T23:30:20.000Z');
    expect(row?.expiresAt.getTime()).toBe(clock.now() + 30 * DAY_MS);
    expect((await scheduleRow(db(), ad.id))?.nextRunAt.toISOString()).toBe(
      '2026-04-02T23:30:00.000Z',
    );

    // Again in the same minute: nothing is due.
    await worker().runAutoRenew();
    expect(await renewalsOf(db(), ad.id)).toHaveLength(1);
  });

  it('honours the daily cap: a refused run is recorded and skipped, the next slot renews', async () => {
    clock.set('2026-04-05T20:00:00Z'); // 03:00 on 6 April in Phnom Penh
    const token = await member(env);
    const scheduled = await postAd(env.app, token);
    const manual = await postAd(env.app, token);
    await act(env.app, token, scheduled.id, 'auto-renew', daily(6, 30));
    for (let i = 0; i < 3; i += 1) {
      expect((await act(env.app, token, manual.id, 'renew')).statusCode).toBe(200);
    }
    const before = await adRow(db(), scheduled.id);

    // 06:30 on 6 April in Phnom Penh: the same Cambodian day, the cap (3) is used up.
    clock.set('2026-04-05T23:31:00Z');
    const refused = await worker().runAutoRenew();
    expect(refused.limit).toBeGreaterThanOrEqual(1);
    expect(await renewalsOf(db(), scheduled.id)).toMatchObject([
      { source: 'auto', outcome: 'limit' },
    ]);
    expect(await adRow(db(), scheduled.id)).toMatchObject({
      renewedAt: before!.renewedAt,
      expiresAt: before!.expiresAt,
    });
    expect((await scheduleRow(db(), scheduled.id))?.nextRunAt.toISOString()).toBe(
      '2026-04-06T23:30:00.000Z',
    );
    // Not retried: later runs the same day leave it alone.
    clock.set('2026-04-06T10:00:00Z');
    await worker().runAutoRenew();
    expect(await renewalsOf(db(), scheduled.id)).toHaveLength(1);

    // 06:30 on 7 April: a new Cambodian day, it renews, and counts toward that day's cap.
    clock.set('2026-04-06T23:30:05Z');
    await worker().runAutoRenew();
    expect((await renewalsOf(db(), scheduled.id)).map((r) => r.outcome)).toEqual([
      'limit',
      'renewed',
    ]);
    expect((await adRow(db(), scheduled.id))?.renewedAt.toISOString()).toBe(
      '2026-04-06T23:30:05.000Z',
    );
    // The owner was told of both runs: refused (one line, brought up to date while unread), then done.
    expect(await notificationsOf(env.app, token)).toEqual([
      { kind: 'ad_renewed', ad: scheduled.id, reason: null },
      { kind: 'ad_renew_failed', ad: scheduled.id, reason: 'limit' },
    ]);
    await act(env.app, token, manual.id, 'renew');
    await act(env.app, token, manual.id, 'renew');
    expect(errorOf(await act(env.app, token, manual.id, 'renew'), 429).code).toBe(
      'RENEW_LIMIT_REACHED',
    );
  });

  it('plans every N days at the same time in Phnom Penh across the UTC midnight, without catching up', async () => {
    clock.set('2026-04-10T20:00:00Z');
    const token = await member(env);
    const ad = await postAd(env.app, token);
    await act(env.app, token, ad.id, 'auto-renew', daily(6, 30, 3));
    expect((await scheduleRow(db(), ad.id))?.nextRunAt.toISOString()).toBe(
      '2026-04-10T23:30:00.000Z',
    );
    clock.set('2026-04-10T23:35:00Z');
    await worker().runAutoRenew();
    expect((await scheduleRow(db(), ad.id))?.nextRunAt.toISOString()).toBe(
      '2026-04-13T23:30:00.000Z',
    );
    // Down for a week: one run for the missed slot, and the next is still 06:30 in Phnom Penh.
    clock.set('2026-04-20T12:00:00Z');
    await worker().runAutoRenew();
    expect((await renewalsOf(db(), ad.id)).map((r) => r.slot?.toISOString())).toEqual([
      '2026-04-10T23:30:00.000Z',
      '2026-04-13T23:30:00.000Z',
    ]);
    expect((await scheduleRow(db(), ad.id))?.nextRunAt.toISOString()).toBe(
      '2026-04-22T23:30:00.000Z',
    );
    const [own] = await ownAds(env.app, token);
    expect(own?.auto_renew?.next_run_at).toBe('2026-04-22T23:30:00.000Z');
  });

  it('records an inactive ad\u2019s slot without renewing it, and drops schedules of deleted ads', async () => {
    clock.set('2026-05-01T00:00:00Z');
    const token = await member(env);
    const lapsed = await postAd(env.app, token);
    const gone = await postAd(env.app, token);
    await act(env.app, token, lapsed.id, 'auto-renew', daily(12, 0, 30));
    await act(env.app, token, gone.id, 'auto-renew', daily(12, 0, 30));
    const deleted = await call(env.app, 'POST', `/api/me/posts/${gone.id}/delete`, {
      accessToken: token,
      body: { reason: 'other' },
    });
    expect(deleted.statusCode).toBe(200);
    // 12:00 in Phnom Penh is 05:00 UTC; the first slot is today's, then 30 days later, when
    // the ad (renewed at the first slot) has just expired.
    clock.set('2026-05-01T05:00:30Z');
    await worker().runAutoRenew();
    expect(await scheduleRow(db(), gone.id)).toBeUndefined();
    expect(await renewalsOf(db(), gone.id)).toEqual([]);
    clock.set('2026-05-31T05:00:40Z');
    await worker().runAutoRenew();
    expect((await renewalsOf(db(), lapsed.id)).map((r) => r.outcome)).toEqual([
      'renewed',
      'inactive',
    ]);
    expect((await adRow(db(), lapsed.id))?.renewedAt.toISOString()).toBe(
      '2026-05-01T05:00:30.000Z',
    );
  });

  it('survives a restart: a new app on the same database runs the stored schedule', async () => {
    clock.set('2026-06-01T00:00:00Z');
    const token = await member(env);
    const ad = await postAd(env.app, token);
    await act(env.app, token, ad.id, 'auto-renew', daily(9, 15));
    // A new process: its own app, services and job runner; only the database is shared.
    const restarted = await buildApp({
      config: { ...TEST_CONFIG, ...config },
      database: env.database,
      logger: false,
      now: clock.now,
    });
    try {
      clock.set('2026-06-01T02:15:01Z'); // 09:15 in Phnom Penh
      await restarted.jobs.runNow('ads.auto-renew');
      expect(await renewalsOf(db(), ad.id)).toMatchObject([{ source: 'auto', outcome: 'renewed' }]);
      expect((await adRow(db(), ad.id))?.renewedAt.toISOString()).toBe('2026-06-01T02:15:01.000Z');
    } finally {
      await restarted.close();
    }
  });

  it('ads.expire persists expired for active ads past their expiry date, and only those', async () => {
    clock.set('2026-07-01T00:00:00Z');
    const token = await member(env);
    const old = await postAd(env.app, token);
    const sold = await postAd(env.app, token);
    await act(env.app, token, sold.id, 'sold');
    clock.advance(20 * DAY_MS);
    const young = await postAd(env.app, token);
    clock.advance(10 * DAY_MS + 1);
    expect((await adRow(db(), old.id))?.status).toBe('active');
    const expired = await env.app.jobs.runNow('ads.expire');
    expect(expired).toBeGreaterThanOrEqual(1);
    expect((await adRow(db(), old.id))?.status).toBe('expired');
    expect((await adRow(db(), young.id))?.status).toBe('active');
    expect((await adRow(db(), sold.id))?.status).toBe('sold');
    expect(await env.app.jobs.runNow('ads.expire')).toBe(0);
    // Its owner is told, once.
    expect(await notificationsOf(env.app, token)).toEqual([
      { kind: 'ad_expired', ad: old.id, reason: null },
    ]);
    // Persisted or not, the lifecycle reads the same: not renewable, repostable.
    expect(errorOf(await act(env.app, token, old.id, 'renew'), 409).code).toBe('AD_NOT_RENEWABLE');
    expect((await ownAds(env.app, token, '?status=expired')).map((ad) => ad.id)).toEqual([old.id]);
    expect((await act(env.app, token, old.id, 'repost')).statusCode).toBe(201);
  });
});

describe(`jobs with the app on ${TEST_ENGINE}`, () => {
  const env = setupTestApp({ config: { JOBS: 'on' } });

  it('starts pg-boss when the app is ready, with the ads jobs and the clean-ups scheduled, and stops it on close', async () => {
    await env.app.ready();
    const boss = env.app.jobs.boss;
    expect(boss).toBeDefined();
    const schedules = await boss!.getSchedules();
    expect(Object.fromEntries(schedules.map((s) => [s.name, s.cron]))).toEqual({
      'ads.auto-renew': '* * * * *',
      'ads.expire': '*/5 * * * *',
      // The clean-ups of the accounts, engagement and photos modules (once setInterval timers).
      'accounts.prune': '*/15 * * * *',
      'engagement.prune': '0 * * * *',
      'photos.prune': '*/15 * * * *',
      // The unread-message email (ADR 0041).
      'notification.unread-email': '* * * * *',
      // The stores' watermarks, besides each change's own run (ADR 0046).
      'stores.watermark': '*/10 * * * *',
    });
    await env.app.close();
    expect(env.app.jobs.boss).toBeUndefined();
  });

  it('runs each clean-up job to its end', async () => {
    await env.app.ready();
    for (const name of ['accounts.prune', 'engagement.prune', 'photos.prune'])
      await expect(env.app.jobs.runNow(name)).resolves.not.toThrow();
  });
});
