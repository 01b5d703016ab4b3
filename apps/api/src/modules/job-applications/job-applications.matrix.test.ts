import type { ReceivedApplication, SentApplication } from '@repo/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema.ts';
import { call, dataOf } from '../../test/accounts.ts';
import { setupTestApp, TEST_ENGINE } from '../../test/database.ts';
import {
  applicationRows,
  apply,
  insertJobAd,
  person,
  storeWithJob,
  txtFile,
  type Person,
} from './job-applications.fixtures.ts';

/**
 * Who reads a received application (ADR 0050, the rule of ADR 0045): the poster of the job,
 * and for a store's job ad its owner, managers and the staff it is assigned to. Everyone else
 * (the applicant included, on the poster's routes) gets 404 and changes nothing: the status,
 * the dates and the applicant's notifications stay as they were; a visitor gets 401.
 */

const env = setupTestApp();
const db = () => env.database.db;

type Role =
  | 'applicant'
  | 'poster'
  | 'otherPoster'
  | 'owner'
  | 'manager'
  | 'staffAssigned'
  | 'staffOther'
  | 'outsider'
  | 'visitor';

interface World {
  people: Record<Exclude<Role, 'visitor'>, Person>;
  storeId: number;
  /** The personal job ad of `poster`, and the store's job ad (owner's, assigned to staff). */
  personal: { adId: number; applicationId: string };
  store: { adId: number; applicationId: string };
}

let world: World;

beforeAll(async () => {
  const [applicant, poster, otherPoster, outsider] = await Promise.all([
    person(env),
    person(env),
    person(env),
    person(env),
  ]);
  const {
    storeId,
    adId: storeAd,
    owner,
    manager,
    staffAssigned,
    staffOther,
  } = await storeWithJob(env);
  const personalAd = await insertJobAd(db(), poster.id);
  await insertJobAd(db(), otherPoster.id);
  const send = async (adId: number) =>
    dataOf<SentApplication>(
      await apply(env, applicant.token, adId, { message: 'Hello' }, txtFile()),
      201,
    ).id;
  world = {
    people: {
      applicant,
      poster,
      otherPoster,
      owner,
      manager,
      staffAssigned,
      staffOther,
      outsider,
    },
    storeId,
    personal: { adId: personalAd, applicationId: await send(personalAd) },
    store: { adId: storeAd, applicationId: await send(storeAd) },
  };
});

/** Who may read each job's applications. */
const READERS: Record<'personal' | 'store', Role[]> = {
  personal: ['poster'],
  store: ['owner', 'manager', 'staffAssigned'],
};
const ROLES: Role[] = [
  'applicant',
  'poster',
  'otherPoster',
  'owner',
  'manager',
  'staffAssigned',
  'staffOther',
  'outsider',
  'visitor',
];

/** What a refused call must leave as it was: the row and the applicant's notifications. */
async function snapshot(adId: number) {
  const rows = await applicationRows(db(), adId);
  const told = await db()
    .select({ data: notifications.data, readAt: notifications.readAt })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, world.people.applicant.id),
        eq(notifications.kind, 'job_application_status'),
      ),
    );
  return { rows, told };
}

const token = (role: Role) => (role === 'visitor' ? undefined : world.people[role].token);

describe(`who reads an application on ${TEST_ENGINE}`, () => {
  for (const job of ['personal', 'store'] as const)
    for (const role of ROLES.filter((r) => !READERS[job].includes(r)))
      it(`${role} cannot read, open, download or decide the ${job} job's application`, async () => {
        const { adId, applicationId } = world[job];
        const before = await snapshot(adId);
        const accessToken = token(role);
        const expected = role === 'visitor' ? 401 : 404;
        const calls = [
          call(env.app, 'GET', `/api/me/jobs/${adId}/applications`, { accessToken }),
          call(env.app, 'GET', `/api/me/job-applications/${applicationId}`, { accessToken }),
          call(env.app, 'GET', `/api/me/job-applications/${applicationId}/attachment`, {
            accessToken,
          }),
          call(env.app, 'PUT', `/api/me/job-applications/${applicationId}/decision`, {
            accessToken,
            body: { status: 'hired', message: 'Welcome' },
          }),
        ];
        for (const response of await Promise.all(calls)) {
          expect(response.statusCode, response.body).toBe(expected);
          expect(response.body).not.toContain('Hello');
          expect(response.body).not.toContain('Sreymom');
        }
        if (role !== 'visitor') {
          // Its lists do not hold it either: its own jobs, and any store it is in.
          const lists = [
            call(env.app, 'GET', '/api/me/job-applications', { accessToken }),
            call(env.app, 'GET', `/api/me/job-applications?store_id=${world.storeId}`, {
              accessToken,
            }),
          ];
          for (const response of await Promise.all(lists)) {
            if (response.statusCode === 404) continue;
            const page = dataOf<{ items: ReceivedApplication[] }>(response);
            expect(page.items.map((item) => item.id)).not.toContain(applicationId);
          }
          const jobs = await call(env.app, 'GET', `/api/me/jobs?store_id=${world.storeId}`, {
            accessToken,
          });
          if (jobs.statusCode === 200)
            expect(
              dataOf<{ items: { id: string }[] }>(jobs).items.map((item) => item.id),
            ).not.toContain(String(adId));
        }
        expect(await snapshot(adId)).toEqual(before);
      });

  it('the applicant reads its own; nobody else reaches it on the applicant’s routes', async () => {
    const { applicationId } = world.personal;
    const own = dataOf<{ items: SentApplication[] }>(
      await call(env.app, 'GET', '/api/me/applications', { accessToken: token('applicant') }),
    );
    expect(own.items.map((item) => item.id).sort()).toEqual(
      [world.personal.applicationId, world.store.applicationId].sort(),
    );
    const file = await call(env.app, 'GET', `/api/me/applications/${applicationId}/attachment`, {
      accessToken: token('applicant'),
    });
    expect(file.statusCode).toBe(200);
    for (const role of ROLES.filter((r) => r !== 'applicant')) {
      const accessToken = token(role);
      const expected = role === 'visitor' ? 401 : 404;
      const download = await call(
        env.app,
        'GET',
        `/api/me/applications/${applicationId}/attachment`,
        { accessToken },
      );
      expect(download.statusCode, role).toBe(expected);
      const list = await call(env.app, 'GET', '/api/me/applications', { accessToken });
      if (role === 'visitor') expect(list.statusCode).toBe(401);
      else expect(dataOf<{ items: unknown[] }>(list).items).toEqual([]);
    }
  });

  for (const job of ['personal', 'store'] as const)
    for (const role of READERS[job])
      it(`${role} reads the ${job} job's application, in its lists, and opens it`, async () => {
        const { adId, applicationId } = world[job];
        const accessToken = token(role);
        const scope = job === 'store' ? `?store_id=${world.storeId}` : '';
        const ofAd = dataOf<{ items: ReceivedApplication[] }>(
          await call(env.app, 'GET', `/api/me/jobs/${adId}/applications`, { accessToken }),
        );
        expect(ofAd.items.map((item) => item.id)).toEqual([applicationId]);
        const all = dataOf<{ items: ReceivedApplication[] }>(
          await call(env.app, 'GET', `/api/me/job-applications${scope}`, { accessToken }),
        );
        expect(all.items.map((item) => item.id)).toContain(applicationId);
        const jobs = dataOf<{ items: { id: string }[] }>(
          await call(env.app, 'GET', `/api/me/jobs${scope}`, { accessToken }),
        );
        expect(jobs.items.map((item) => item.id)).toContain(String(adId));
        const file = await call(
          env.app,
          'GET',
          `/api/me/job-applications/${applicationId}/attachment`,
          { accessToken },
        );
        expect(file.statusCode).toBe(200);
        const opened = dataOf<ReceivedApplication>(
          await call(env.app, 'GET', `/api/me/job-applications/${applicationId}`, {
            accessToken,
          }),
        );
        expect(opened.status).not.toBe('sent');
      });
});
