import type { Ad } from '@repo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adAutoRenewSchedules, adPhotos, adRenewals, ads } from '../../db/schema.ts';
import { call, dataOf, errorOf } from '../../test/accounts.ts';
import { setupTestApp } from '../../test/database.ts';
import { uploadPhoto } from '../photos/photos.fixtures.ts';
import { act, AD_FORM, member, postAd } from './ads.fixtures.ts';

/**
 * Every owner action on an ad, tried by another member (404, as for an ad that does not
 * exist: strangers learn nothing) and by a visitor (401), on an active ad and on a sold one
 * (so a status check cannot answer first): the ad, its photos, its schedule and its
 * renewals are exactly as before.
 */
describe('owner-only ad actions', () => {
  const env = setupTestApp();
  const db = () => env.database.db;

  type Action = { name: string; method: 'GET' | 'POST'; path: string; body?: object };
  const actionsOn = (id: string): Action[] => [
    {
      name: 'edit',
      method: 'POST',
      path: `/api/me/posts/${id}`,
      body: { ...AD_FORM, title: 'Stolen ad title' },
    },
    {
      name: 'delete',
      method: 'POST',
      path: `/api/me/posts/${id}/delete`,
      body: { reason: 'other' },
    },
    { name: 'renew', method: 'POST', path: `/api/me/posts/${id}/renew`, body: {} },
    { name: 'repost', method: 'POST', path: `/api/me/posts/${id}/repost`, body: {} },
    { name: 'sold', method: 'POST', path: `/api/me/posts/${id}/sold`, body: {} },
    {
      name: 'auto-renew on',
      method: 'POST',
      path: `/api/me/posts/${id}/auto-renew`,
      body: { enabled: true, hour: 3, minute: 0, every_days: 1 },
    },
    {
      name: 'auto-renew off',
      method: 'POST',
      path: `/api/me/posts/${id}/auto-renew`,
      body: { enabled: false },
    },
    { name: 'insights', method: 'GET', path: `/api/me/posts/${id}/insights` },
  ];

  async function snapshot(id: string) {
    const adId = Number(id);
    return {
      ad: await db().select().from(ads).where(eq(ads.id, adId)),
      photos: await db().select().from(adPhotos).where(eq(adPhotos.adId, adId)),
      schedule: await db()
        .select()
        .from(adAutoRenewSchedules)
        .where(eq(adAutoRenewSchedules.adId, adId)),
      renewals: await db().select().from(adRenewals).where(eq(adRenewals.adId, adId)),
      ads: (await db().select({ id: ads.id }).from(ads)).length,
    };
  }

  it('answers another member 404 and a visitor 401, and changes nothing', async () => {
    const owner = await member(env);
    const stranger = await member(env);
    const photo = await uploadPhoto(env.app, owner);
    const active = await postAd(env.app, owner, { ...AD_FORM, photos: [photo.id] });
    await act(env.app, owner, active.id, 'auto-renew', {
      enabled: true,
      hour: 6,
      minute: 30,
      every_days: 2,
    });
    await act(env.app, owner, active.id, 'renew');
    const sold = await postAd(env.app, owner, { ...AD_FORM, photos: [photo.id] });
    await act(env.app, owner, sold.id, 'sold');
    const unknown = errorOf(
      await call(env.app, 'POST', '/api/me/posts/999999999/renew', {
        accessToken: stranger,
        body: {},
      }),
      404,
    );

    for (const ad of [active, sold]) {
      const before = await snapshot(ad.id);
      expect(before.ad).toHaveLength(1);
      for (const action of actionsOn(ad.id)) {
        const body = action.body as Record<string, unknown> | undefined;
        const asStranger = await call(env.app, action.method, action.path, {
          accessToken: stranger,
          body,
        });
        expect(errorOf(asStranger, 404), `${action.name} by another member`).toEqual(unknown);
        const asVisitor = await call(env.app, action.method, action.path, { body });
        expect(errorOf(asVisitor, 401).code, `${action.name} by a visitor`).toBe('UNAUTHORIZED');
        const badToken = await call(env.app, action.method, action.path, {
          accessToken: 'not-a-token',
          body,
        });
        expect(badToken.statusCode, `${action.name} with a bad token`).toBe(401);
      }
      expect(await snapshot(ad.id), `ad ${ad.id}`).toEqual(before);
    }

    // The same calls work for the owner: the 404s above were about who asked.
    expect(dataOf<Ad>(await act(env.app, owner, active.id, 'renew')).id).toBe(active.id);
    expect(
      dataOf<Ad>(await act(env.app, owner, sold.id, 'repost'), 201).photos.map((p) => p.id),
    ).toEqual([photo.id]);
    expect(
      (await call(env.app, 'GET', `/api/me/posts/${active.id}/insights`, { accessToken: owner }))
        .statusCode,
    ).toBe(200);
  });
});
