import type { Ad } from '@repo/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { adAutoRenewSchedules, adRenewals, ads } from '../../db/schema.ts';
import { call, dataOf, signedUpMember, signUp } from '../../test/accounts.ts';
import { searchColumns, type NewAdRow } from './ads.repository.ts';

/** Helpers for the ads lifecycle tests: a valid post form, a settable clock, row readers. */

/** A valid post of the `general` subcategory 101 in Phnom Penh (no district: any test database). */
export const AD_FORM = {
  category_id: '101',
  title: 'iPhone 13 Pro 256GB',
  description: 'Like new, battery 90%, with box.',
  price: '650.50',
  price_kind: 'negotiable',
  province_id: '12',
  address: 'Street 63, BKK1',
  contact_name: 'Dara',
  phones: ['012 345 678'],
  condition: 'used',
  color: 'silver',
  storage: '256gb',
};

export const HOUR_MS = 3600 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** A clock the test sets to exact instants (ISO strings) and moves forward. */
export function settableClock(start: string) {
  let current = Date.parse(start);
  return {
    now: () => current,
    set(iso: string) {
      const next = Date.parse(iso);
      if (Number.isNaN(next) || next < current) throw new Error(`clock: ${iso} is not ahead`);
      current = next;
    },
    advance(ms: number) {
      current += ms;
    },
    iso: () => new Date(current).toISOString(),
  };
}

/** Access tokens outlive every jump of the clock in these tests. */
export const LONG_TOKENS = { ACCESS_TOKEN_TTL_S: 400 * 24 * 3600 };

export async function member(env: { app: FastifyInstance; database: { db: Db } }) {
  const { tokens } = await signUp(env.app, env.database.db);
  return tokens.access_token;
}

export async function postAd(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown> = AD_FORM,
): Promise<Ad> {
  return dataOf<Ad>(await call(app, 'POST', '/api/me/posts', { accessToken: token, body }), 201);
}

/** POST {api}/me/posts/{id}/{action} as this member (or a visitor without a token). */
export const act = (
  app: FastifyInstance,
  token: string | undefined,
  id: string,
  action: 'renew' | 'repost' | 'sold' | 'auto-renew',
  body?: Record<string, unknown>,
  options: { form?: boolean } = {},
) =>
  call(app, 'POST', `/api/me/posts/${id}/${action}`, {
    ...(token ? { accessToken: token } : {}),
    body: body ?? {},
    form: options.form,
  });

export async function adRow(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(ads)
    .where(eq(ads.id, Number(id)));
  return row;
}

export async function scheduleRow(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(adAutoRenewSchedules)
    .where(eq(adAutoRenewSchedules.adId, Number(id)));
  return row;
}

export function renewalsOf(db: Db, id: string) {
  return db
    .select()
    .from(adRenewals)
    .where(eq(adRenewals.adId, Number(id)))
    .orderBy(adRenewals.id);
}

/** The member's own ads (first page) as GET {api}/me/posts answers them. */
export async function ownAds(app: FastifyInstance, token: string, query = ''): Promise<Ad[]> {
  return dataOf<Ad[]>(await call(app, 'GET', `/api/me/posts${query}`, { accessToken: token }));
}

/** A signed-up member's id and access token. */
export async function memberWithId(env: { app: FastifyInstance; database: { db: Db } }) {
  const { id, token } = await signedUpMember(env.app, env.database.db);
  return { id, token };
}

let inserted = 0;

/**
 * An active ad written straight into the table as the ads module writes it (search text
 * included): subcategory 101 in Phnom Penh, posted a day before `now` plus a second per ad
 * inserted before it (so later ones are newer), expiring 30 days after `now`. `values`
 * override any column; its id as the API writes it.
 */
export async function insertAdRow(
  db: Db,
  userId: number,
  now: number,
  values: Partial<NewAdRow> = {},
): Promise<string> {
  inserted += 1;
  const at = new Date(now - DAY_MS + inserted * 1000);
  const title = values.title ?? `Samsung Galaxy A${inserted}`;
  const description = values.description ?? 'Good condition, with charger.';
  const [row] = await db
    .insert(ads)
    .values({
      userId,
      categoryId: 101,
      status: 'active',
      price: '100.00',
      priceKind: 'fixed',
      provinceId: '12',
      address: 'Street 63',
      contactName: 'Dara',
      phones: ['+85512345678'],
      fields: { condition: 'used' },
      postedAt: at,
      renewedAt: at,
      expiresAt: new Date(now + 30 * DAY_MS),
      createdAt: at,
      updatedAt: at,
      ...values,
      title,
      description,
      ...searchColumns({ title, description }),
    })
    .returning({ id: ads.id });
  return String(row!.id);
}

/** A word no other test uses (letters only: tags must not share prefixes or trigrams). */
export const uniqueWord = () =>
  Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );
