// Long on purpose: one area's behaviours, each test with its own setup beside it.
import type { Ad } from '@repo/domain';
import { describe, expect, it } from 'vitest';
import { call, dataOf, errorOf } from '../../test/accounts.ts';
import { setupTestApp } from '../../test/database.ts';
import { uploadPhoto } from '../photos/photos.fixtures.ts';
import {
  act,
  AD_FORM,
  adRow,
  DAY_MS,
  HOUR_MS,
  LONG_TOKENS,
  member,
  ownAds,
  postAd,
  renewalsOf,
  scheduleRow,
  settableClock,
} from './ads.fixtures.ts';

function issuesOf(response: Awaited<ReturnType<typeof call>>) {
  const data = errorOf(response, 400);
  expect(data.code).toBe('VALIDATION_FAILED');
  return Object.fromEntries(
    (data.issues as { path: string; message: string }[]).map((i) => [i.path, i.message]),
  );
}

describe('ad lifecycle routes', () => {
  const clock = settableClock('2026-03-10T10:00:00Z');
  const env = setupTestApp({
    config: {
      ...LONG_TOKENS,
      AD_TTL_DAYS: 30,
      AD_RENEWS_PER_DAY: 3,
      AD_AUTO_RENEW_LIMIT: 2,
      AD_ACTIVE_LIMIT: 3,
      AD_POSTS_PER_HOUR: 6,
    },
    now: clock.now,
  });
  const db = () => env.database.db;

  it('renews an active ad: on top of "latest", a full life again, one manual renewal row', async () => {
    const token = await member(env);
    const first = await postAd(env.app, token);
    const second = await postAd(env.app, token);
    clock.advance(HOUR_MS);
    const renewed = dataOf<Ad>(await act(env.app, token, first.id, 'renew'));
    expect(renewed).toMatchObject({
      id: first.id,
      status: 'active',
      posted_at: first.posted_at,
      renewed_at: clock.iso(),
      expires_at: new Date(clock.now() + 30 * DAY_MS).toISOString(),
      auto_renew: null,
    });
    expect(renewed.phones).toEqual(['+85512345678']);
    const latest = await ownAds(env.app, token, '?sort=renewed');
    expect(latest.map((ad) => ad.id)).toEqual([first.id, second.id]);
    const rows = await renewalsOf(db(), first.id);
    expect(rows).toMatchObject([{ source: 'manual', slot: null, outcome: 'renewed' }]);
    expect(rows[0]!.renewedAt.toISOString()).toBe(clock.iso());
  });

  it('caps renewals per member per Cambodian day: the count restarts at midnight in Phnom Penh, not UTC', async () => {
    // 16:00 UTC is 23:00 in Phnom Penh.
    clock.set('2026-03-11T16:00:00Z');
    const token = await member(env);
    const a = await postAd(env.app, token);
    const b = await postAd(env.app, token);
    for (const id of [a.id, b.id, a.id]) {
      expect((await act(env.app, token, id, 'renew')).statusCode).toBe(200);
    }
    const before = await adRow(db(), b.id);
    const refused = await act(env.app, token, b.id, 'renew');
    expect(errorOf(refused, 429)).toMatchObject({
      code: 'RENEW_LIMIT_REACHED',
      message: 'Renew Reach Limit!',
      limit: 3,
      retry_after: 3600,
    });
    expect(refused.headers['retry-after']).toBe('3600');
    expect(await adRow(db(), b.id)).toEqual(before);
    // Another member has a cap of their own.
    const other = await member(env);
    const theirs = await postAd(env.app, other);
    expect((await act(env.app, other, theirs.id, 'renew')).statusCode).toBe(200);
    // 17:00 UTC, the same UTC day, is 00:00 the next day in Phnom Penh: a new day.
    clock.set('2026-03-11T17:00:00Z');
    expect(dataOf<Ad>(await act(env.app, token, b.id, 'renew')).renewed_at).toBe(
      '2026-03-11T17:00:00.000Z',
    );
  });

  it('renews active ads only (409 AD_NOT_RENEWABLE)', async () => {
    clock.set('2026-03-12T10:00:00Z');
    const token = await member(env);
    const sold = await postAd(env.app, token);
    await act(env.app, token, sold.id, 'sold');
    expect(errorOf(await act(env.app, token, sold.id, 'renew'), 409).code).toBe('AD_NOT_RENEWABLE');
    const old = await postAd(env.app, token);
    clock.advance(31 * DAY_MS);
    expect(errorOf(await act(env.app, token, old.id, 'renew'), 409).code).toBe('AD_NOT_RENEWABLE');
    expect(await renewalsOf(db(), old.id)).toEqual([]);
  });

  it('reposts an expired or sold ad as a fresh copy with its photos; the old one is deleted', async () => {
    clock.set('2026-04-20T10:00:00Z');
    const token = await member(env);
    const [one, two] = [await uploadPhoto(env.app, token), await uploadPhoto(env.app, token)];
    const original = await postAd(env.app, token, { ...AD_FORM, photos: [two.id, one.id] });
    expect(original.photos.map((p) => p.id)).toEqual([two.id, one.id]);
    expect(errorOf(await act(env.app, token, original.id, 'repost'), 409).code).toBe(
      'AD_NOT_REPOSTABLE',
    );

    clock.advance(31 * DAY_MS);
    expect((await ownAds(env.app, token)).map((ad) => [ad.id, ad.status])).toEqual([
      [original.id, 'expired'],
    ]);
    const copy = dataOf<Ad>(await act(env.app, token, original.id, 'repost'), 201);
    expect(copy.id).not.toBe(original.id);
    expect(copy).toMatchObject({
      status: 'active',
      title: original.title,
      description: original.description,
      price: original.price,
      price_kind: original.price_kind,
      location: original.location,
      category: original.category,
      phones: original.phones,
      fields: original.fields,
      posted_at: clock.iso(),
      renewed_at: clock.iso(),
      expires_at: new Date(clock.now() + 30 * DAY_MS).toISOString(),
      views: 0,
      likes: 0,
      saves: 0,
      deleted_reason: null,
    });
    expect(copy.photos.map((p) => p.id)).toEqual([two.id, one.id]);

    expect(errorOf(await call(env.app, 'GET', `/api/posts/${original.id}`), 404).code).toBe(
      'NOT_FOUND',
    );
    const deleted = await ownAds(env.app, token, '?status=deleted');
    expect(deleted.map((ad) => [ad.id, ad.deleted_reason])).toEqual([[original.id, 'other']]);
    expect(errorOf(await act(env.app, token, original.id, 'repost'), 404).code).toBe('NOT_FOUND');

    // A sold ad is repostable too.
    await act(env.app, token, copy.id, 'sold');
    const again = dataOf<Ad>(await act(env.app, token, copy.id, 'repost'), 201);
    expect(again.photos.map((p) => p.id)).toEqual([two.id, one.id]);
    expect((await adRow(db(), copy.id))?.status).toBe('deleted');
  });

  it('reposts under the posting cap (403) and rate limit (429); a double click reposts once', async () => {
    clock.set('2026-06-01T10:00:00Z');
    const token = await member(env);
    const ads = [await postAd(env.app, token), await postAd(env.app, token)];
    const sold = await postAd(env.app, token);
    await act(env.app, token, sold.id, 'sold');
    await postAd(env.app, token); // 3 active: the cap
    const before = await adRow(db(), sold.id);
    const capped = errorOf(await act(env.app, token, sold.id, 'repost'), 403);
    expect(capped).toMatchObject({ code: 'POST_LIMIT_REACHED', message: 'Post Ad Reach Limit' });
    expect(await adRow(db(), sold.id)).toEqual(before);

    // Under the cap again; two reposts of one ad at once: one copy.
    await act(env.app, token, ads[0]!.id, 'sold');
    const both = await Promise.all([
      act(env.app, token, sold.id, 'repost'),
      act(env.app, token, sold.id, 'repost'),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 404]);
    expect((await ownAds(env.app, token, '?status=active')).length).toBe(3);

    // Posts and reposts share AD_POSTS_PER_HOUR (6): 4 posts and 1 repost so far (refused ones
    // do not count); one more fits, the next is refused even under the cap.
    await act(env.app, token, ads[1]!.id, 'sold');
    expect((await act(env.app, token, ads[1]!.id, 'repost')).statusCode).toBe(201);
    const [active] = await ownAds(env.app, token, '?status=active');
    await act(env.app, token, active!.id, 'sold');
    const limited = await act(env.app, token, ads[0]!.id, 'repost');
    expect(errorOf(limited, 429).code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('marks an active or expired ad sold; sold again stays sold', async () => {
    clock.set('2026-08-01T10:00:00Z');
    const token = await member(env);
    const active = await postAd(env.app, token);
    const old = await postAd(env.app, token);
    clock.advance(31 * DAY_MS);
    const fresh = await postAd(env.app, token);
    for (const ad of [active, old, fresh]) {
      expect(dataOf<Ad>(await act(env.app, token, ad.id, 'sold'))).toMatchObject({
        id: ad.id,
        status: 'sold',
        deleted_reason: 'sold',
      });
    }
    const again = dataOf<Ad>(await act(env.app, token, fresh.id, 'sold'));
    expect(again.status).toBe('sold');
    expect(dataOf<Ad>(await call(env.app, 'GET', `/api/posts/${fresh.id}`)).status).toBe('sold');
  });

  it('sets, shows, changes and removes an auto-renew schedule (owner views only)', async () => {
    // 20:00 UTC is 03:00 the next day in Phnom Penh; 06:30 there is 23:30 UTC today.
    clock.set('2026-09-01T20:00:00Z');
    const token = await member(env);
    const ad = await postAd(env.app, token);
    const set = dataOf<Ad>(
      await act(
        env.app,
        token,
        ad.id,
        'auto-renew',
        { enabled: 'on', hour: '6', minute: '30', every_days: '2' },
        { form: true },
      ),
    );
    expect(set.auto_renew).toEqual({
      hour: 6,
      minute: 30,
      every_days: 2,
      next_run_at: '2026-09-01T23:30:00.000Z',
    });
    expect((await ownAds(env.app, token))[0]?.auto_renew).toEqual(set.auto_renew);
    expect(dataOf<Ad>(await call(env.app, 'GET', `/api/posts/${ad.id}`))).not.toHaveProperty(
      'auto_renew',
    );

    // 07:15 in Phnom Penh is still ahead today (00:15 UTC tomorrow).
    const changed = dataOf<Ad>(
      await act(env.app, token, ad.id, 'auto-renew', {
        enabled: true,
        hour: 7,
        minute: 15,
        every_days: 7,
      }),
    );
    expect(changed.auto_renew).toEqual({
      hour: 7,
      minute: 15,
      every_days: 7,
      next_run_at: '2026-09-02T00:15:00.000Z',
    });
    expect((await scheduleRow(db(), ad.id))?.everyDays).toBe(7);

    const off = dataOf<Ad>(await act(env.app, token, ad.id, 'auto-renew', { enabled: false }));
    expect(off.auto_renew).toBeNull();
    expect(await scheduleRow(db(), ad.id)).toBeUndefined();

    expect(issuesOf(await act(env.app, token, ad.id, 'auto-renew', {}))).toEqual({
      'body.enabled': 'validation.required',
    });
    expect(
      issuesOf(await act(env.app, token, ad.id, 'auto-renew', { enabled: true, hour: 24 })),
    ).toEqual({
      'body.hour': 'validation.invalid',
      'body.minute': 'validation.required',
      'body.every_days': 'validation.required',
    });
    expect(
      issuesOf(
        await act(env.app, token, ad.id, 'auto-renew', {
          enabled: true,
          hour: '6',
          minute: '0',
          every_days: '31',
        }),
      ),
    ).toEqual({ 'body.every_days': 'validation.invalid' });
    expect(
      errorOf(
        await act(env.app, token, ad.id, 'auto-renew', { enabled: 'true\u0000', hour: 1 }),
        400,
      ).code,
    ).toBe('BAD_REQUEST');
    expect(await scheduleRow(db(), ad.id)).toBeUndefined();
  });

  it('allows AD_AUTO_RENEW_LIMIT ads on auto-renew per member (403 beyond), counting live ads only', async () => {
    clock.set('2026-10-01T10:00:00Z');
    const token = await member(env);
    const [a, b, c] = [
      await postAd(env.app, token),
      await postAd(env.app, token),
      await postAd(env.app, token),
    ];
    const schedule = { enabled: true, hour: 8, minute: 0, every_days: 1 };
    for (const ad of [a, b]) {
      expect((await act(env.app, token, ad.id, 'auto-renew', schedule)).statusCode).toBe(200);
    }
    const refused = errorOf(await act(env.app, token, c.id, 'auto-renew', schedule), 403);
    expect(refused).toMatchObject({
      code: 'AUTO_RENEW_LIMIT_REACHED',
      message: 'Auto-Renew Reach Limit!',
      limit: 2,
    });
    expect(await scheduleRow(db(), c.id)).toBeUndefined();
    // Changing a schedule it already has is not one more.
    expect(
      (await act(env.app, token, a.id, 'auto-renew', { ...schedule, hour: 9 })).statusCode,
    ).toBe(200);
    // A sold ad loses its schedule, which frees a place.
    expect(dataOf<Ad>(await act(env.app, token, b.id, 'sold')).auto_renew).toBeNull();
    expect(await scheduleRow(db(), b.id)).toBeUndefined();
    expect(
      dataOf<Ad>(await act(env.app, token, c.id, 'auto-renew', schedule)).auto_renew,
    ).toMatchObject({ hour: 8, minute: 0, every_days: 1 });
    // Only an active ad can be put on auto-renew.
    expect(errorOf(await act(env.app, token, b.id, 'auto-renew', schedule), 409).code).toBe(
      'AD_NOT_RENEWABLE',
    );
  });
});
