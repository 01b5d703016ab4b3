import type { MyStore, NotificationsPage, SentApplication } from '@repo/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../db/client.ts';
import { jobApplications, storeMembers } from '../../db/schema.ts';
import { call, dataOf, newIp, signedUpMember } from '../../test/accounts.ts';
import { insertPhoneAd } from '../../test/ads.ts';
import { DEVICE } from '../../test/database.ts';
import { multipart, type FilePart } from '../../test/multipart.ts';

/** Helpers for the job applications tests (ADR 0050). */

export interface Env {
  readonly app: FastifyInstance;
  readonly database: { db: Db };
}

export type Person = { id: number; token: string };

/** A job ad (subcategory 601, Sales & Marketing) as the ads module stores it. */
export function insertJobAd(
  db: Db,
  userId: number,
  values: Parameters<typeof insertPhoneAd>[2] = {},
) {
  return insertPhoneAd(db, userId, {
    categoryId: 601,
    title: 'Sales assistant, Phnom Penh',
    description: 'Full time, experience welcome.',
    fields: {},
    ...values,
  });
}

/** A short plain-text CV (told by its content as `txt`). */
export const TXT_CV = Buffer.from('Sok Dara\nFive years selling phones in Phnom Penh.\n');
/** The start of a PDF (told by its `%PDF-` signature). */
export const PDF_CV = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

export const txtFile = (name = 'cv.txt'): FilePart => ({
  data: TXT_CV,
  name,
  type: 'text/plain',
});

/** POST {api}/posts/{id}/applications, multipart (fields, then perhaps the file). */
export function apply(
  env: Env,
  token: string | undefined,
  adId: number | string,
  fields: Record<string, string>,
  file?: FilePart,
): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipart(fields, file);
  return env.app.inject({
    method: 'POST',
    url: `/api/posts/${adId}/applications`,
    headers: {
      ...DEVICE,
      'x-forwarded-for': newIp(),
      ...(token ? { 'access-token': token } : {}),
      ...headers,
    },
    payload,
  });
}

/** A resume saved for the member (`PUT {api}/me/resume`). */
export async function saveResume(env: Env, token: string, position = 'Sales assistant') {
  dataOf(
    await call(env.app, 'PUT', '/api/me/resume', {
      accessToken: token,
      body: {
        first_name: 'Sreymom',
        last_name: 'Chan',
        phones: ['012 777 888'],
        current_position: position,
        summary: 'I sell phones. I like people.',
      },
    }),
  );
}

/** The member's resume attachment, uploaded (`PUT {api}/me/resume/attachment`). */
export async function saveResumeFile(env: Env, token: string, file: FilePart = txtFile()) {
  const { payload, headers } = multipart({}, file);
  const response = await env.app.inject({
    method: 'PUT',
    url: '/api/me/resume/attachment',
    headers: { ...DEVICE, 'x-forwarded-for': newIp(), 'access-token': token, ...headers },
    payload,
  });
  if (response.statusCode !== 200) throw new Error(`resume file: ${response.body}`);
}

export async function person(env: Env): Promise<Person> {
  const { id, token } = await signedUpMember(env.app, env.database.db);
  return { id, token };
}

/**
 * A store with its owner, a manager and two staff (active), and a job ad of the store posted
 * by the owner and assigned to `staffAssigned`.
 */
export async function storeWithJob(env: Env) {
  const [owner, manager, staffAssigned, staffOther] = await Promise.all([
    person(env),
    person(env),
    person(env),
    person(env),
  ]);
  const store = dataOf<MyStore>(
    await call(env.app, 'POST', '/api/me/stores', {
      accessToken: owner.token,
      body: {
        name: 'Angkor Phones',
        username: `angkor${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`,
        keywords: [],
      },
    }),
    201,
  );
  const storeId = Number(store.id);
  await env.database.db.insert(storeMembers).values([
    { storeId, userId: manager.id, role: 'manager', status: 'active' },
    { storeId, userId: staffAssigned.id, role: 'staff', status: 'active' },
    { storeId, userId: staffOther.id, role: 'staff', status: 'active' },
  ]);
  const adId = await insertJobAd(env.database.db, owner.id, {
    storeId,
    assigneeId: staffAssigned.id,
    title: 'Shop manager',
  });
  return { storeId, adId, owner, manager, staffAssigned, staffOther };
}

/** The application rows of a job ad, in id order. */
export function applicationRows(db: Db, adId: number) {
  return db
    .select()
    .from(jobApplications)
    .where(eq(jobApplications.adId, adId))
    .orderBy(asc(jobApplications.id));
}

/** A member's notification centre: kind and data of each line, newest first. */
export async function notificationsOf(env: Env, token: string) {
  const page = dataOf<NotificationsPage>(
    await call(env.app, 'GET', '/notification/notifications', { accessToken: token }),
  );
  return page.items.map((item) => ({
    kind: item.kind,
    data: item.data as Record<string, unknown>,
  }));
}

/** The applicant's applications. */
export async function sentOf(env: Env, token: string) {
  return dataOf<{ items: SentApplication[]; next_cursor: string | null }>(
    await call(env.app, 'GET', '/api/me/applications', { accessToken: token }),
  ).items;
}
