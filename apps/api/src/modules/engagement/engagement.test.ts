// Long on purpose: one area's behaviours, each test with its own setup beside it.
import type {
  Ad,
  AdCard,
  AdCardsPage,
  AdEngagement,
  AdInsights,
  AdInsightsDay,
  AdMarks,
} from '@repo/domain';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adPhotos, ads, adViews, categories, photos } from '../../db/schema.ts';
import { createPostgresRateLimiter } from '../../lib/rate-limiter.ts';
import { call, dataOf, errorOf, newIp, signedUpMember, signIn } from '../../test/accounts.ts';
import { insertPhoneAd } from '../../test/ads.ts';
import { setupTestApp, TEST_CONFIG } from '../../test/database.ts';
import type { NewAdRow } from '../ads/ads.repository.ts';
import { createEngagementService } from './engagement.service.ts';

type Env = ReturnType<typeof setupTestApp>;
type Response = Awaited<ReturnType<typeof call>>;

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const DAY = 24 * HOUR;

/**
 * The app's clock: it stands still unless a test moves it, so Cambodian midnight can be
 * approached to the second. Tokens live an hour: a test that moves further signs in again.
 */
const clock = { at: Date.parse('2026-12-01T09:00:00.000Z') };

let devices = 0;
/** A fresh Device-Id. */
const newDevice = () => `engagement-device-${(devices += 1)}-0000`;

interface Member {
  id: number;
  token: string;
  login: string;
}

const member = (env: Env): Promise<Member> => signedUpMember(env.app, env.database.db);

/**
 * An ad as the ads module stores it (written directly: this file tests engagement, and its
 * fixtures should not depend on the post form). Each is posted a second after the previous one.
 */
async function postAd(env: Env, owner: Member, values: Partial<NewAdRow> = {}): Promise<string> {
  clock.at += SECOND;
  const at = new Date(clock.at);
  const id = await insertPhoneAd(env.database.db, owner.id, {
    phones: ['+85512345678', '+855977654321'],
    postedAt: at,
    renewedAt: at,
    expiresAt: new Date(clock.at + 30 * DAY),
    createdAt: at,
    updatedAt: at,
    ...values,
  });
  return String(id);
}

const setAd = (env: Env, id: string, values: Partial<NewAdRow>) =>
  env.database.db
    .update(ads)
    .set(values)
    .where(eq(ads.id, Number(id)));

const counters = async (env: Env, id: string) => {
  const [row] = await env.database.db
    .select({ views: ads.views, likes: ads.likes, saves: ads.saves })
    .from(ads)
    .where(eq(ads.id, Number(id)));
  return row;
};

const view = (env: Env, id: string, deviceId: string) =>
  call(env.app, 'POST', `/api/posts/${id}/views`, { deviceId });

const viewsOf = async (env: Env, id: string, deviceId: string) =>
  dataOf<{ views: number }>(await view(env, id, deviceId)).views;

const reveal = (env: Env, id: string, deviceId: string, ip: string) =>
  call(env.app, 'POST', `/api/posts/${id}/phones`, { deviceId, ip });

type MarkPath = 'likes' | 'saved';

const mark = (
  env: Env,
  path: MarkPath,
  token: string,
  id: string,
  body: Record<string, unknown> | undefined,
  form = false,
) => call(env.app, 'POST', `/api/me/${path}/${id}`, { accessToken: token, body, form });

const marked = async (env: Env, path: MarkPath, token: string, id: string, value: unknown) =>
  dataOf<AdEngagement>(await mark(env, path, token, id, { value }));

const listOf = (env: Env, path: MarkPath, token: string, query = '') =>
  call(env.app, 'GET', `/api/me/${path}${query}`, { accessToken: token });

/** A page of a list: the whole body (`data` and `next_cursor`). */
async function pageOf(env: Env, path: MarkPath, token: string, query = ''): Promise<AdCardsPage> {
  const response = await listOf(env, path, token, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AdCardsPage;
}

const publicAd = async (env: Env, id: string, token?: string) =>
  dataOf<Ad>(await call(env.app, 'GET', `/api/posts/${id}`, { accessToken: token }));

const related = (env: Env, id: string, query = '', token?: string) =>
  call(env.app, 'GET', `/api/posts/${id}/related${query}`, { accessToken: token });

/** `liked`/`saved` of each card, by ad id. */
const marksOf = (cards: AdCard[]) =>
  Object.fromEntries(cards.map((card) => [card.id, [card.liked, card.saved]]));

const insightsCall = (env: Env, id: string, token?: string) =>
  call(env.app, 'GET', `/api/me/posts/${id}/insights`, { accessToken: token });

const insights = async (env: Env, owner: Member, id: string) =>
  dataOf<AdInsights>(await insightsCall(env, id, owner.token));

function dayOf(report: AdInsights, date: string): AdInsightsDay {
  const found = report.days.find((day) => day.date === date);
  if (!found) throw new Error(`${date} is not in the report`);
  return found;
}

const codeOf = (response: Response, status: number) => errorOf(response, status).code;

function issuesOf(response: Response): Record<string, string> {
  const data = errorOf(response, 400);
  expect(data.code).toBe('VALIDATION_FAILED');
  return Object.fromEntries(
    (data.issues as { path: string; message: string }[]).map((i) => [i.path, i.message]),
  );
}

const BAD_IDS = ['999999999', 'abc', '0', '-1', '1'.repeat(40), '1e3'];

describe('engagement', () => {
  const env = setupTestApp({
    now: () => clock.at,
    config: { PHONE_REVEALS_PER_HOUR: 3, PHONE_REVEALS_PER_IP_PER_HOUR: 5 },
  });

  describe('views', () => {
    it('counts a view once per device per Cambodian day', async () => {
      // 23:59:57 in Phnom Penh (16:59:57 UTC), 2 December.
      clock.at = Date.parse('2026-12-02T16:59:56.000Z');
      const seller = await member(env);
      const ad = await postAd(env, seller);
      const [first, second] = [newDevice(), newDevice()];

      expect(await viewsOf(env, ad, first)).toBe(1);
      expect(await viewsOf(env, ad, first)).toBe(1);
      expect(await viewsOf(env, ad, second)).toBe(2);

      // Midnight in Phnom Penh: a new day, the same device counts again, once.
      clock.at = Date.parse('2026-12-02T17:00:00.000Z');
      expect(await viewsOf(env, ad, first)).toBe(3);
      expect(await viewsOf(env, ad, first)).toBe(3);

      // Past UTC midnight it is still the same Cambodian day (07:30 on 3 December).
      clock.at = Date.parse('2026-12-03T00:30:00.000Z');
      expect(await viewsOf(env, ad, first)).toBe(3);
      expect(await viewsOf(env, ad, second)).toBe(4);
      // Another device is another view.
      expect(await viewsOf(env, ad, newDevice())).toBe(5);

      expect((await counters(env, ad))?.views).toBe(5);
      expect((await publicAd(env, ad)).views).toBe(5);
      const token = (await signIn(env.app, seller.login)).access_token;
      const report = await insights(env, { ...seller, token }, ad);
      expect(report.to).toBe('2026-12-03');
      expect(dayOf(report, '2026-12-02').views).toBe(2);
      expect(dayOf(report, '2026-12-03').views).toBe(3);
      expect(report.totals.views).toBe(5);
      expect(report.all_time.views).toBe(5);
    });

    it('a new Device-Id per request inflates nothing: one address adds a few views an ad a day', async () => {
      clock.at = Date.parse('2026-12-05T03:00:00.000Z');
      const seller = await member(env);
      const [ad, other] = [await postAd(env, seller), await postAd(env, seller)];
      const ip = newIp();
      const fromThere = async (id: string) =>
        dataOf<{ views: number }>(
          await call(env.app, 'POST', `/api/posts/${id}/views`, { deviceId: newDevice(), ip }),
        ).views;
      const seen = [];
      for (let i = 0; i < 12; i += 1) seen.push(await fromThere(ad));
      expect(seen).toEqual([1, 2, 3, 4, 5, 5, 5, 5, 5, 5, 5, 5]);
      // Another ad from the same address has its own share; another address counts as ever.
      expect(await fromThere(other)).toBe(1);
      expect(await viewsOf(env, ad, newDevice())).toBe(6);
      // The next Cambodian day the address counts again.
      clock.at += DAY;
      expect(await fromThere(ad)).toBe(7);
      expect((await counters(env, ad))?.views).toBe(7);
    });

    it("never counts the seller's own visits; a bad token is refused", async () => {
      const seller = await member(env);
      const ad = await postAd(env, seller);
      const token = (await signIn(env.app, seller.login)).access_token;
      const device = newDevice();
      const own = await call(env.app, 'POST', `/api/posts/${ad}/views`, {
        deviceId: device,
        accessToken: token,
      });
      expect(own.statusCode, own.body).toBe(200);
      expect(dataOf<{ views: number }>(own).views).toBe(0);
      const bad = await call(env.app, 'POST', `/api/posts/${ad}/views`, {
        deviceId: newDevice(),
        accessToken: 'not-a-token',
      });
      expect(bad.statusCode).toBe(401);
      expect((await counters(env, ad))?.views).toBe(0);
      // Another member on the same device is a viewer like any other.
      const other = await member(env);
      const otherToken = (await signIn(env.app, other.login)).access_token;
      const theirs = await call(env.app, 'POST', `/api/posts/${ad}/views`, {
        deviceId: device,
        accessToken: otherToken,
      });
      expect(dataOf<{ views: number }>(theirs).views).toBe(1);
    });

    it('counts parallel first views of one device once', async () => {
      const seller = await member(env);
      const ad = await postAd(env, seller);
      const device = newDevice();
      const answers = await Promise.all(Array.from({ length: 6 }, () => view(env, ad, device)));
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      expect((await counters(env, ad))?.views).toBe(1);
    });

    it('counts sold and expired ads; deleted, unknown and malformed ids are 404', async () => {
      const seller = await member(env);
      const sold = await postAd(env, seller, { status: 'sold' });
      const expired = await postAd(env, seller, { expiresAt: new Date(clock.at - SECOND) });
      const gone = await postAd(env, seller, { status: 'deleted' });
      const device = newDevice();
      expect(await viewsOf(env, sold, device)).toBe(1);
      expect(await viewsOf(env, expired, device)).toBe(1);
      for (const id of [gone, ...BAD_IDS]) {
        expect(codeOf(await view(env, id, device), 404), id).toBe('NOT_FOUND');
      }
      expect((await counters(env, gone))?.views).toBe(0);
      // Without a Device-Id nothing is counted.
      const bare = await env.app.inject({ method: 'POST', url: `/api/posts/${sold}/views` });
      expect(bare.statusCode).toBe(400);
      expect(bare.json().data.code).toBe('DEVICE_ID_REQUIRED');
      expect((await counters(env, sold))?.views).toBe(1);
    });

    it('housekeeping forgets view rows of past days, keeping the counts', async () => {
      const seller = await member(env);
      const ad = await postAd(env, seller);
      await viewsOf(env, ad, newDevice());
      const rows = () =>
        env.database.db
          .select()
          .from(adViews)
          .where(eq(adViews.adId, Number(ad)));
      const serviceAt = (at: number) =>
        createEngagementService({
          db: env.database.db,
          now: () => at,
          limiter: createPostgresRateLimiter(env.database.db, () => at),
          limits: {
            revealsPerDevice: 1,
            revealsPerIp: 1,
            viewsPerAddressPerAd: 5,
            viewsPerAddressPerHour: 300,
          },
          mediaBaseUrl: TEST_CONFIG.MEDIA_BASE_URL,
        });
      await serviceAt(clock.at + DAY).prune();
      expect(await rows()).toHaveLength(1);
      await serviceAt(clock.at + 2 * DAY).prune();
      expect(await rows()).toHaveLength(0);
      expect((await counters(env, ad))?.views).toBe(1);
    });
  });

  describe('phone reveals', () => {
    it('shows the phones to visitors and counts each reveal in the day', async () => {
      clock.at += HOUR;
      const seller = await member(env);
      const ad = await postAd(env, seller);
      expect(
        dataOf<{ phones: string[] }>(await reveal(env, ad, newDevice(), '198.18.0.1')),
      ).toEqual({ phones: ['+85512345678', '+855977654321'] });
      dataOf(await reveal(env, ad, newDevice(), '198.18.0.2'));
      const report = await insights(env, seller, ad);
      expect(report.days.at(-1)?.phone_reveals).toBe(2);
      expect(report.totals.phone_reveals).toBe(2);
      expect(report.all_time.phone_reveals).toBe(2);
      // The public ad still carries no numbers.
      expect(await publicAd(env, ad)).not.toHaveProperty('phones');
      const gone = await postAd(env, seller, { status: 'deleted' });
      for (const id of [gone, ...BAD_IDS]) {
        expect(codeOf(await reveal(env, id, newDevice(), '198.18.0.3'), 404), id).toBe('NOT_FOUND');
      }
    });

    it('limits reveals per device, whatever the address, for an hour', async () => {
      clock.at += 2 * HOUR;
      const seller = await member(env);
      const ad = await postAd(env, seller);
      const device = newDevice();
      for (let n = 1; n <= 3; n += 1) dataOf(await reveal(env, ad, device, `198.18.1.${n}`));
      const refused = await reveal(env, ad, device, '198.18.1.10');
      const error = errorOf(refused, 429);
      expect(error.code).toBe('RATE_LIMITED');
      expect(error.retry_after).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBe(error.retry_after);
      // The refusal took nothing from that address: five other devices may reveal from it.
      for (let n = 0; n < 5; n += 1) dataOf(await reveal(env, ad, newDevice(), '198.18.1.10'));

      const report = await insights(env, seller, ad);
      expect(report.totals.phone_reveals).toBe(8);

      clock.at += HOUR + SECOND;
      dataOf(await reveal(env, ad, device, '198.18.1.11'));
    });

    it('limits reveals per address (IPv6 by its /64) across devices', async () => {
      clock.at += 2 * HOUR;
      const seller = await member(env);
      const ad = await postAd(env, seller);
      for (let n = 1; n <= 5; n += 1) {
        dataOf(await reveal(env, ad, newDevice(), `2001:db8:7:1::${n}`));
      }
      const fresh = newDevice();
      expect(codeOf(await reveal(env, ad, fresh, '2001:db8:7:1:ffff::9'), 429)).toBe(
        'RATE_LIMITED',
      );
      // Another /64 is another network.
      dataOf(await reveal(env, ad, newDevice(), '2001:db8:7:2::1'));
      // The refusal gave the device its slot back: three reveals from elsewhere still work.
      for (let n = 1; n <= 3; n += 1) dataOf(await reveal(env, ad, fresh, `198.18.2.${n}`));
      expect(codeOf(await reveal(env, ad, fresh, '198.18.2.9'), 429)).toBe('RATE_LIMITED');
    });
  });

  describe('likes and saves', () => {
    it('likes and saves idempotently, keeping the counters in step', async () => {
      clock.at += 2 * HOUR;
      const seller = await member(env);
      const [buyer, other] = [await member(env), await member(env)];
      const ad = await postAd(env, seller);

      expect(await marked(env, 'likes', buyer.token, ad, true)).toEqual({
        liked: true,
        saved: false,
        likes: 1,
        saves: 0,
      });
      expect(await marked(env, 'likes', buyer.token, ad, true)).toMatchObject({ likes: 1 });
      // Urlencoded works the same.
      expect(
        dataOf<AdEngagement>(await mark(env, 'likes', buyer.token, ad, { value: 'false' }, true)),
      ).toEqual({ liked: false, saved: false, likes: 0, saves: 0 });
      expect(await marked(env, 'likes', buyer.token, ad, false)).toMatchObject({ likes: 0 });
      expect(await marked(env, 'likes', other.token, ad, true)).toMatchObject({
        liked: true,
        likes: 1,
      });
      expect(await marked(env, 'likes', buyer.token, ad, 'true')).toMatchObject({ likes: 2 });
      expect(
        dataOf<AdEngagement>(await mark(env, 'saved', buyer.token, ad, { value: 'on' }, true)),
      ).toEqual({ liked: true, saved: true, likes: 2, saves: 1 });
      expect(await counters(env, ad)).toEqual({ views: 0, likes: 2, saves: 1 });

      // The public ad says what the caller did; a visitor gets false.
      expect(await publicAd(env, ad, buyer.token)).toMatchObject({
        liked: true,
        saved: true,
        likes: 2,
        saves: 1,
      });
      expect(await publicAd(env, ad, other.token)).toMatchObject({ liked: true, saved: false });
      expect(await publicAd(env, ad, seller.token)).toMatchObject({ liked: false, saved: false });
      expect(await publicAd(env, ad)).toMatchObject({ liked: false, saved: false });
      // A token that is sent is checked.
      expect(
        codeOf(await call(env.app, 'GET', `/api/posts/${ad}`, { accessToken: 'nope' }), 401),
      ).toBe('UNAUTHORIZED');

      // Insights count what was given each day (an unlike does not rewrite it); the ad's
      // counters are what it has now.
      const report = await insights(env, seller, ad);
      expect(report.days.at(-1)).toMatchObject({ likes: 3, saves: 1 });
      expect(report.all_time).toMatchObject({ likes: 2, saves: 1 });
    });

    it('holds under parallel toggles of one member', async () => {
      const seller = await member(env);
      const buyer = await member(env);
      const ad = await postAd(env, seller);
      const likes = await Promise.all(
        Array.from({ length: 6 }, () => mark(env, 'likes', buyer.token, ad, { value: true })),
      );
      for (const answer of likes) expect(answer.statusCode, answer.body).toBe(200);
      expect((await counters(env, ad))?.likes).toBe(1);
      const unlikes = await Promise.all(
        Array.from({ length: 6 }, () => mark(env, 'likes', buyer.token, ad, { value: false })),
      );
      for (const answer of unlikes) expect(answer.statusCode, answer.body).toBe(200);
      expect((await counters(env, ad))?.likes).toBe(0);
    });

    it('likes sold and expired ads; deleted, unknown and malformed ids are 404', async () => {
      const seller = await member(env);
      const buyer = await member(env);
      const sold = await postAd(env, seller, { status: 'sold' });
      const expired = await postAd(env, seller, { expiresAt: new Date(clock.at - SECOND) });
      const gone = await postAd(env, seller, { status: 'deleted' });
      expect(await marked(env, 'likes', buyer.token, sold, true)).toMatchObject({ likes: 1 });
      expect(await marked(env, 'saved', buyer.token, expired, true)).toMatchObject({ saves: 1 });
      for (const path of ['likes', 'saved'] as const) {
        for (const id of [gone, ...BAD_IDS]) {
          expect(codeOf(await mark(env, path, buyer.token, id, { value: true }), 404), id).toBe(
            'NOT_FOUND',
          );
        }
      }
      expect(await counters(env, gone)).toEqual({ views: 0, likes: 0, saves: 0 });
    });

    it('answers bad bodies with 400 and visitors with 401', async () => {
      const seller = await member(env);
      const buyer = await member(env);
      const ad = await postAd(env, seller);
      for (const path of ['likes', 'saved'] as const) {
        expect(issuesOf(await mark(env, path, buyer.token, ad, {}))).toEqual({
          'body.value': 'validation.required',
        });
        expect(issuesOf(await mark(env, path, buyer.token, ad, { value: '' }, true))).toEqual({
          'body.value': 'validation.required',
        });
        for (const value of ['maybe', 2, null, ['true']]) {
          expect(issuesOf(await mark(env, path, buyer.token, ad, { value }))).toEqual({
            'body.value': 'validation.invalid',
          });
        }
        const empty = await mark(env, path, buyer.token, ad, undefined);
        expect(empty.statusCode).toBe(400);
        const visitor = await call(env.app, 'POST', `/api/me/${path}/${ad}`, {
          body: { value: true },
        });
        expect(codeOf(visitor, 401)).toBe('UNAUTHORIZED');
        expect(codeOf(await listOf(env, path, ''), 401)).toBe('UNAUTHORIZED');
      }
      expect(await counters(env, ad)).toEqual({ views: 0, likes: 0, saves: 0 });
    });
  });

  describe('the marks of many ads at once', () => {
    const marksCall = (token: string, ids: string) =>
      call(env.app, 'GET', `/api/me/marks?ids=${encodeURIComponent(ids)}`, { accessToken: token });

    it("answers which of the asked ads the member liked and saved, never another member's", async () => {
      const seller = await member(env);
      const buyer = await member(env);
      const other = await member(env);
      const [a, b, c] = [
        await postAd(env, seller),
        await postAd(env, seller),
        await postAd(env, seller),
      ];
      await marked(env, 'likes', buyer.token, a, true);
      await marked(env, 'saved', buyer.token, a, true);
      await marked(env, 'saved', buyer.token, b, true);
      await marked(env, 'likes', other.token, c, true);
      const sorted = (marks: AdMarks) => ({
        ...marks,
        liked: marks.liked.sort(),
        saved: marks.saved.sort(),
      });
      expect(
        sorted(dataOf<AdMarks>(await marksCall(buyer.token, `${a},${b},${c},${a},999999`))),
      ).toEqual({ liked: [a], saved: [a, b].sort(), complete: true });
      expect(dataOf<AdMarks>(await marksCall(other.token, `${a},${b}`))).toEqual({
        liked: [],
        saved: [],
        complete: true,
      });
    });

    it("without ids: all the member's likes and saves, most recent first, deleted ads left out", async () => {
      const seller = await member(env);
      const buyer = await member(env);
      const [a, b, c] = [
        await postAd(env, seller),
        await postAd(env, seller),
        await postAd(env, seller),
      ];
      await marked(env, 'likes', buyer.token, a, true);
      await marked(env, 'likes', buyer.token, b, true);
      await marked(env, 'saved', buyer.token, c, true);
      await marked(env, 'likes', seller.token, c, true);
      const all = () =>
        call(env.app, 'GET', '/api/me/marks', { accessToken: buyer.token }).then((response) =>
          dataOf<AdMarks>(response),
        );
      expect(await all()).toEqual({ liked: [b, a], saved: [c], complete: true });
      await setAd(env, b, { status: 'deleted' });
      expect(await all()).toEqual({ liked: [a], saved: [c], complete: true });
      expect(codeOf(await call(env.app, 'GET', '/api/me/marks'), 401)).toBe('UNAUTHORIZED');
    });

    it('refuses bad lists with 400, more than 100 ids with 400, and visitors with 401', async () => {
      const buyer = await member(env);
      for (const ids of ['', 'x', '1,,2', '0', '-1', '1,constructor', '__proto__', '1;2']) {
        expect((await marksCall(buyer.token, ids)).statusCode, ids).toBe(400);
      }
      const many = Array.from({ length: 101 }, (_, index) => String(index + 1)).join(',');
      expect((await marksCall(buyer.token, many)).statusCode).toBe(400);
      const hundred = Array.from({ length: 100 }, (_, index) => String(index + 1)).join(',');
      expect((await marksCall(buyer.token, hundred)).statusCode).toBe(200);
      expect(codeOf(await call(env.app, 'GET', '/api/me/marks?ids=1'), 401)).toBe('UNAUTHORIZED');
    });
  });

  describe('liked and saved lists', () => {
    it('lists cards, most recently liked first, by stable keyset pages', async () => {
      const seller = await member(env);
      const buyer = await member(env);
      const ids: string[] = [];
      for (let n = 0; n < 5; n += 1) ids.push(await postAd(env, seller, { title: `Phone ${n}` }));
      const [a0, a1, a2, a3, a4] = ids as [string, string, string, string, string];
      for (const id of ids) {
        clock.at += SECOND;
        await marked(env, 'likes', buyer.token, id, true);
      }

      const first = await pageOf(env, 'likes', buyer.token, '?limit=2');
      expect(first.data.map((card) => card.id)).toEqual([a4, a3]);
      expect(first.next_cursor).toEqual(expect.any(String));

      // Between pages: a new like goes to the top (not into later pages), a deleted ad drops out.
      const late = await postAd(env, seller, { title: 'Phone late' });
      clock.at += SECOND;
      await marked(env, 'likes', buyer.token, late, true);
      await setAd(env, a2, { status: 'deleted' });

      const second = await pageOf(
        env,
        'likes',
        buyer.token,
        `?limit=2&cursor=${first.next_cursor}`,
      );
      expect(second.data.map((card) => card.id)).toEqual([a1, a0]);
      expect(second.next_cursor).toBeNull();

      const all = await pageOf(env, 'likes', buyer.token);
      expect(all.data.map((card) => card.id)).toEqual([late, a4, a3, a1, a0]);
      expect(all.next_cursor).toBeNull();

      // Unliked ads leave; liked again, an ad comes back on top.
      clock.at += SECOND;
      await marked(env, 'likes', buyer.token, a4, false);
      await marked(env, 'likes', buyer.token, a0, true); // already liked: stays where it is
      await marked(env, 'likes', buyer.token, a3, false);
      clock.at += SECOND;
      await marked(env, 'likes', buyer.token, a3, true);
      const again = await pageOf(env, 'likes', buyer.token);
      expect(again.data.map((card) => card.id)).toEqual([a3, late, a1, a0]);
      // Someone else's list is their own.
      expect((await pageOf(env, 'likes', seller.token)).data).toEqual([]);
    });

    it('pages through ties in time by id, never repeating or skipping a card', async () => {
      const seller = await member(env);
      const buyer = await member(env);
      const ids: string[] = [];
      for (let n = 0; n < 7; n += 1) ids.push(await postAd(env, seller));
      // The clock stands still: every save has the same time.
      for (const id of ids) await marked(env, 'saved', buyer.token, id, true);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const query: string = `?limit=3${cursor ? `&cursor=${cursor}` : ''}`;
        const page: AdCardsPage = await pageOf(env, 'saved', buyer.token, query);
        expect(page.data.length).toBeLessThanOrEqual(3);
        seen.push(...page.data.map((card) => card.id));
        cursor = page.next_cursor;
      } while (cursor);
      expect(seen).toEqual([...ids].reverse());
    });

    it('answers ad cards', async () => {
      const seller = await member(env);
      const buyer = await member(env);
      const ad = await postAd(env, seller, {
        title: 'Honda Dream 2019',
        price: '1200.00',
        priceKind: 'fixed',
        provinceId: '17',
        expiresAt: new Date(clock.at - SECOND),
      });
      await viewsOf(env, ad, newDevice());
      await marked(env, 'saved', buyer.token, ad, true);
      const [category] = await env.database.db
        .select()
        .from(categories)
        .where(eq(categories.id, 101));
      const [card] = (await pageOf(env, 'saved', buyer.token)).data;
      const [row] = await env.database.db
        .select()
        .from(ads)
        .where(eq(ads.id, Number(ad)));
      expect(card).toEqual({
        id: ad,
        title: 'Honda Dream 2019',
        price: 1200,
        price_kind: 'fixed',
        status: 'expired',
        category: {
          id: '101',
          slug: category!.slug,
          name: { en: category!.nameEn, km: category!.nameKm },
        },
        province: { id: '17', name: { en: 'Siem Reap', km: 'សៀមរាប' } },
        cover: null,
        posted_at: row!.postedAt.toISOString(),
        renewed_at: row!.renewedAt.toISOString(),
        views: 1,
        likes: 0,
        saves: 1,
        premium: null,
        liked: false,
        saved: true,
      } satisfies AdCard);
    });

    it('shows the first photo as the cover', async () => {
      const seller = await member(env);
      const buyer = await member(env);
      const ad = await postAd(env, seller, { provinceId: '05' });
      const plain = await postAd(env, seller, { provinceId: '05' });
      const stored = (id: string, width: number) => ({
        id,
        userId: seller.id,
        keys: {
          thumb: `photos/${id}/thumb.webp`,
          medium: `photos/${id}/medium.webp`,
          large: `photos/${id}/large.webp`,
        },
        width,
        height: 600,
        bytes: 1000,
      });
      const [cover, second] = [crypto.randomUUID(), crypto.randomUUID()];
      await env.database.db.insert(photos).values([stored(second, 900), stored(cover, 800)]);
      await env.database.db.insert(adPhotos).values([
        { adId: Number(ad), photoId: second, position: 1 },
        { adId: Number(ad), photoId: cover, position: 0 },
      ]);
      const media = TEST_CONFIG.MEDIA_BASE_URL;
      const expected = {
        id: cover,
        width: 800,
        height: 600,
        urls: {
          thumb: `${media}/photos/${cover}/thumb.webp`,
          medium: `${media}/photos/${cover}/medium.webp`,
          large: `${media}/photos/${cover}/large.webp`,
        },
      };
      await marked(env, 'likes', buyer.token, plain, true);
      clock.at += SECOND;
      await marked(env, 'likes', buyer.token, ad, true);
      const cards = (await pageOf(env, 'likes', buyer.token)).data;
      expect(cards.map((card) => [card.id, card.cover])).toEqual([
        [ad, expected],
        [plain, null],
      ]);
      const nearby = dataOf<AdCard[]>(await related(env, plain));
      expect(nearby.map((card) => [card.id, card.cover])).toEqual([[ad, expected]]);
    });

    it("carries the member's likes and saves on both lists", async () => {
      const seller = await member(env);
      const buyer = await member(env);
      const likedOnly = await postAd(env, seller);
      const savedOnly = await postAd(env, seller);
      const both = await postAd(env, seller);
      await marked(env, 'likes', buyer.token, likedOnly, true);
      await marked(env, 'saved', buyer.token, savedOnly, true);
      await marked(env, 'likes', buyer.token, both, true);
      await marked(env, 'saved', buyer.token, both, true);
      expect(marksOf((await pageOf(env, 'likes', buyer.token)).data)).toEqual({
        [likedOnly]: [true, false],
        [both]: [true, true],
      });
      expect(marksOf((await pageOf(env, 'saved', buyer.token)).data)).toEqual({
        [savedOnly]: [false, true],
        [both]: [true, true],
      });
    });

    it('answers bad cursors and limits with 400', async () => {
      const buyer = await member(env);
      const bad = [
        '?cursor=nonsense',
        `?cursor=${Buffer.from('["2026-01-01T00:00:00.000Z"]').toString('base64url')}`,
        `?cursor=${Buffer.from('["yesterday", 1]').toString('base64url')}`,
        `?cursor=${Buffer.from('["2026-01-01T00:00:00.000Z", -4]').toString('base64url')}`,
        `?cursor=${Buffer.from('["2026-13-45T00:00:00.000Z", 4]').toString('base64url')}`,
        `?cursor=${'a'.repeat(201)}`,
        '?limit=0',
        '?limit=51',
        '?limit=two',
        '?limit=2.5',
      ];
      for (const path of ['likes', 'saved'] as const) {
        for (const query of bad) {
          expect(codeOf(await listOf(env, path, buyer.token, query), 400), query).toBe(
            'VALIDATION_FAILED',
          );
        }
      }
    });
  });

  describe('related ads', () => {
    it('lists live ads of the same subcategory and province, latest renewed first', async () => {
      const seller = await member(env);
      const other = await member(env);
      const [sibling] = await env.database.db
        .select({ id: categories.id })
        .from(categories)
        .where(and(isNotNull(categories.parentId), ne(categories.id, 101)))
        .limit(1);
      const ad = await postAd(env, seller, { provinceId: '02' });
      const older = await postAd(env, other, { provinceId: '02' });
      const newer = await postAd(env, seller, { provinceId: '02' });
      const renewed = await postAd(env, other, { provinceId: '02' });
      await setAd(env, renewed, { renewedAt: new Date(clock.at + HOUR) });
      // Not related: another province, another subcategory, sold, expired, deleted.
      await postAd(env, other, { provinceId: '03' });
      await postAd(env, other, { provinceId: '02', categoryId: sibling!.id });
      await postAd(env, other, { provinceId: '02', status: 'sold' });
      await postAd(env, other, { provinceId: '02', status: 'expired' });
      await postAd(env, other, { provinceId: '02', expiresAt: new Date(clock.at - SECOND) });
      await postAd(env, other, { provinceId: '02', status: 'deleted' });

      const ids = async (query = '') =>
        dataOf<AdCard[]>(await related(env, ad, query)).map((card) => card.id);
      expect(await ids()).toEqual([renewed, newer, older]);
      expect(await ids('?limit=2')).toEqual([renewed, newer]);
      expect(await ids('?limit=24')).toEqual([renewed, newer, older]);
      // From another ad of the group, the first ad is related too.
      expect(dataOf<AdCard[]>(await related(env, older)).map((card) => card.id)).toEqual([
        renewed,
        newer,
        ad,
      ]);
      // A sold ad still has related ads.
      await setAd(env, ad, { status: 'sold' });
      expect(await ids()).toEqual([renewed, newer, older]);
    });

    it("carries the caller's likes and saves; false for visitors and other members", async () => {
      const seller = await member(env);
      const buyer = await member(env);
      const stranger = await member(env);
      const ad = await postAd(env, seller, { provinceId: '06' });
      const liked = await postAd(env, seller, { provinceId: '06' });
      const saved = await postAd(env, seller, { provinceId: '06' });
      const both = await postAd(env, seller, { provinceId: '06' });
      const none = await postAd(env, seller, { provinceId: '06' });
      await marked(env, 'likes', buyer.token, liked, true);
      await marked(env, 'saved', buyer.token, saved, true);
      await marked(env, 'likes', buyer.token, both, true);
      await marked(env, 'saved', buyer.token, both, true);
      // The stranger's marks never show as the buyer's, nor the buyer's as the stranger's.
      await marked(env, 'likes', stranger.token, none, true);

      expect(marksOf(dataOf<AdCard[]>(await related(env, ad, '', buyer.token)))).toEqual({
        [liked]: [true, false],
        [saved]: [false, true],
        [both]: [true, true],
        [none]: [false, false],
      });
      expect(marksOf(dataOf<AdCard[]>(await related(env, ad)))).toEqual({
        [liked]: [false, false],
        [saved]: [false, false],
        [both]: [false, false],
        [none]: [false, false],
      });
      expect(marksOf(dataOf<AdCard[]>(await related(env, ad, '', stranger.token)))).toEqual({
        [liked]: [false, false],
        [saved]: [false, false],
        [both]: [false, false],
        [none]: [true, false],
      });
      // An undo shows at once.
      await marked(env, 'likes', buyer.token, both, false);
      const after = marksOf(dataOf<AdCard[]>(await related(env, ad, '', buyer.token)));
      expect(after[both]).toEqual([false, true]);
      // A bad token is refused as on signed-in routes.
      expect(codeOf(await related(env, ad, '', 'not-a-token'), 401)).toBe('UNAUTHORIZED');
    });

    it('answers 8 by default, bad limits with 400 and bad ids with 404', async () => {
      const seller = await member(env);
      const ids: string[] = [];
      for (let n = 0; n < 10; n += 1) ids.push(await postAd(env, seller, { provinceId: '04' }));
      const cards = dataOf<AdCard[]>(await related(env, ids[0]!));
      expect(cards.map((card) => card.id)).toEqual(ids.slice(2).reverse());
      for (const query of ['?limit=0', '?limit=25', '?limit=x', '?limit=-1']) {
        expect(codeOf(await related(env, ids[0]!, query), 400), query).toBe('VALIDATION_FAILED');
      }
      const gone = await postAd(env, seller, { provinceId: '04', status: 'deleted' });
      for (const id of [gone, ...BAD_IDS]) {
        expect(codeOf(await related(env, id), 404), id).toBe('NOT_FOUND');
      }
    });
  });

  describe('insights', () => {
    it('answers 30 Cambodian days with zeros, buckets split at Phnom Penh midnight', async () => {
      // 06:59:59 on 9 December in Phnom Penh is 23:59:59 UTC on the 8th.
      clock.at = Date.parse('2026-12-08T23:59:59.000Z');
      const seller = await member(env);
      const buyer = await member(env);
      const ad = await postAd(env, seller); // 00:00:00 UTC on the 9th: still the 9th in Cambodia
      await viewsOf(env, ad, newDevice());
      // 16:59:59 UTC on the 9th: 23:59:59 in Phnom Penh, the 9th.
      clock.at = Date.parse('2026-12-09T16:59:59.000Z');
      const late = await signIn(env.app, buyer.login);
      await marked(env, 'likes', late.access_token, ad, true);
      dataOf(await reveal(env, ad, newDevice(), '198.18.3.1'));
      // 17:00:00 UTC: the 10th in Phnom Penh.
      clock.at = Date.parse('2026-12-09T17:00:00.000Z');
      await marked(env, 'saved', late.access_token, ad, true);
      await viewsOf(env, ad, newDevice());
      await viewsOf(env, ad, newDevice());

      const owner = { ...seller, token: (await signIn(env.app, seller.login)).access_token };
      const report = await insights(env, owner, ad);
      expect(report.ad_id).toBe(ad);
      expect(report.from).toBe('2026-11-11');
      expect(report.to).toBe('2026-12-10');
      expect(report.days).toHaveLength(30);
      expect(report.days[0]?.date).toBe('2026-11-11');
      expect(report.days.map((day) => day.date)).toEqual(
        [...report.days.map((day) => day.date)].sort(),
      );
      expect(new Set(report.days.map((day) => day.date)).size).toBe(30);
      expect(dayOf(report, '2026-12-09')).toEqual({
        date: '2026-12-09',
        views: 1,
        likes: 1,
        saves: 0,
        phone_reveals: 1,
      });
      expect(dayOf(report, '2026-12-10')).toEqual({
        date: '2026-12-10',
        views: 2,
        likes: 0,
        saves: 1,
        phone_reveals: 0,
      });
      for (const day of report.days.filter((d) => d.date < '2026-12-09')) {
        expect(day).toEqual({ date: day.date, views: 0, likes: 0, saves: 0, phone_reveals: 0 });
      }
      expect(report.totals).toEqual({ views: 3, likes: 1, saves: 1, phone_reveals: 1 });
      expect(report.all_time).toEqual({ views: 3, likes: 1, saves: 1, phone_reveals: 1 });

      // 29 days later the 9th is the first day; a day after that it has left the window.
      clock.at = Date.parse('2026-12-09T17:00:00.000Z') + 29 * DAY - HOUR;
      let token = (await signIn(env.app, seller.login)).access_token;
      let later = await insights(env, { ...seller, token }, ad);
      expect(later.from).toBe('2026-12-09');
      expect(later.totals).toEqual({ views: 3, likes: 1, saves: 1, phone_reveals: 1 });
      clock.at += HOUR;
      token = (await signIn(env.app, seller.login)).access_token;
      later = await insights(env, { ...seller, token }, ad);
      expect(later.from).toBe('2026-12-10');
      expect(later.to).toBe('2027-01-08');
      expect(later.totals).toEqual({ views: 2, likes: 0, saves: 1, phone_reveals: 0 });
      expect(later.all_time).toEqual({ views: 3, likes: 1, saves: 1, phone_reveals: 1 });
    });

    it('is the owner’s only: others 404, visitors 401, deleted and bad ids 404', async () => {
      const seller = await member(env);
      const other = await member(env);
      const ad = await postAd(env, seller);
      expect(codeOf(await insightsCall(env, ad, other.token), 404)).toBe('NOT_FOUND');
      expect(codeOf(await insightsCall(env, ad), 401)).toBe('UNAUTHORIZED');
      expect(codeOf(await insightsCall(env, ad, 'not-a-token'), 401)).toBe('UNAUTHORIZED');
      const sold = await postAd(env, seller, { status: 'sold' });
      expect((await insights(env, seller, sold)).days).toHaveLength(30);
      const gone = await postAd(env, seller, { status: 'deleted' });
      for (const id of [gone, ...BAD_IDS]) {
        expect(codeOf(await insightsCall(env, id, seller.token), 404), id).toBe('NOT_FOUND');
      }
    });
  });

  it('describes its routes in the OpenAPI document', async () => {
    const response = await env.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths as Record<string, unknown>);
    for (const path of [
      '/api/posts/{id}/views',
      '/api/posts/{id}/phones',
      '/api/me/likes/{id}',
      '/api/me/saved/{id}',
      '/api/me/likes',
      '/api/me/saved',
      '/api/posts/{id}/related',
      '/api/me/posts/{id}/insights',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
