import type {
  ReceivedApplication,
  ReceivedApplicationDetail,
  JobWithApplications,
  SentApplication,
} from '@repo/domain';
import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ads, jobApplications, notifications, users } from '../../db/schema.ts';
import { call, dataOf, errorOf } from '../../test/accounts.ts';
import { insertPhoneAd } from '../../test/ads.ts';
import { rolledBack, setupTestApp, TEST_CONFIG, TEST_ENGINE } from '../../test/database.ts';
import { createPhotoStorage } from '../photos/index.ts';
import {
  applicationRows,
  apply,
  insertJobAd,
  notificationsOf,
  PDF_CV,
  person,
  saveResume,
  saveResumeFile,
  sentOf,
  storeWithJob,
  TXT_CV,
  txtFile,
} from './job-applications.fixtures.ts';
import { applicationIds, jobScope, ofAd, receivedIds } from './job-applications.repository.ts';

/**
 * Applying to job ads and the applicant's side (ADR 0050): one application per job and
 * applicant, updated until the poster opens it, the refusals (own job, closed, not a job,
 * nothing to send), the statuses and their notifications, withdrawal and its file.
 */

const env = setupTestApp();
const db = () => env.database.db;

describe(`applying to a job on ${TEST_ENGINE}`, () => {
  it('sends the resume copy and a file; the poster is told, the applicant lists it', async () => {
    const [poster, applicant] = await Promise.all([person(env), person(env)]);
    const adId = await insertJobAd(db(), poster.id);
    await saveResume(env, applicant.token);
    const sent = dataOf<SentApplication>(
      await apply(
        env,
        applicant.token,
        adId,
        { message: 'I can start Monday.', send_resume: 'true' },
        txtFile('my cv.txt'),
      ),
      201,
    );
    expect(sent).toMatchObject({
      job: {
        id: String(adId),
        title: 'Sales assistant, Phnom Penh',
        open: true,
        store_username: null,
      },
      status: 'sent',
      message: 'I can start Monday.',
      with_resume: true,
      attachment: { name: 'my cv.txt', kind: 'txt', size: TXT_CV.length },
    });
    expect(await sentOf(env, applicant.token)).toEqual([sent]);

    const [line] = await notificationsOf(env, poster.token);
    expect(line).toEqual({
      kind: 'job_application_new',
      data: expect.objectContaining({
        ad_id: String(adId),
        application_id: sent.id,
        title: 'Sales assistant, Phnom Penh',
        from: expect.any(String),
        count: 1,
      }),
    });

    // A later edit of the resume does not reach the copy the poster reads.
    await saveResume(env, applicant.token, 'Shop manager');
    const detail = dataOf<ReceivedApplicationDetail>(
      await call(env.app, 'GET', `/api/me/job-applications/${sent.id}`, {
        accessToken: poster.token,
      }),
    );
    expect(detail.applicant).toEqual({ name: 'Sreymom Chan', current_position: 'Sales assistant' });
    expect(detail.resume).toMatchObject({
      first_name: 'Sreymom',
      current_position: 'Sales assistant',
    });

    const file = await call(env.app, 'GET', `/api/me/job-applications/${sent.id}/attachment`, {
      accessToken: poster.token,
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(TXT_CV)).toBe(true);
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    expect(file.headers['cache-control']).toBe('private, no-store');
  });

  it('takes JSON with the resume only, referencing the resume file', async () => {
    const [poster, applicant] = await Promise.all([person(env), person(env)]);
    const adId = await insertJobAd(db(), poster.id);
    await saveResume(env, applicant.token);
    await saveResumeFile(env, applicant.token, {
      data: PDF_CV,
      name: 'resume.pdf',
      type: 'application/pdf',
    });
    const sent = dataOf<SentApplication>(
      await call(env.app, 'POST', `/api/posts/${adId}/applications`, {
        accessToken: applicant.token,
        body: { message: '', send_resume: true },
      }),
      201,
    );
    expect(sent).toMatchObject({
      with_resume: true,
      attachment: { kind: 'pdf', name: 'resume.pdf' },
    });
    const [row] = await applicationRows(db(), adId);
    const file = await call(env.app, 'GET', `/api/me/applications/${sent.id}/attachment`, {
      accessToken: applicant.token,
    });
    expect(file.rawPayload.equals(PDF_CV)).toBe(true);

    // Withdrawing leaves the resume's own file: the resume still holds it.
    dataOf(
      await call(env.app, 'DELETE', `/api/me/applications/${sent.id}`, {
        accessToken: applicant.token,
      }),
    );
    expect(await applicationRows(db(), adId)).toEqual([]);
    const storage = createPhotoStorage(TEST_CONFIG);
    expect(await storage.get(row!.attachmentKey!)).not.toBeNull();
    const resumeFile = await call(env.app, 'GET', '/api/me/resume/attachment', {
      accessToken: applicant.token,
    });
    expect(resumeFile.statusCode).toBe(200);
  });

  it('refuses with nothing to send, a file of the wrong kind, bad fields', async () => {
    const [poster, applicant] = await Promise.all([person(env), person(env)]);
    const adId = await insertJobAd(db(), poster.id);
    expect(
      errorOf(await apply(env, applicant.token, adId, { message: 'Hi', send_resume: 'false' }), 400)
        .code,
    ).toBe('NOTHING_TO_SEND');
    // Asking for the resume without having one sends nothing either.
    expect(
      errorOf(await apply(env, applicant.token, adId, { message: 'Hi', send_resume: 'true' }), 400)
        .code,
    ).toBe('NOTHING_TO_SEND');
    // A browser's empty file input is no file.
    expect(
      errorOf(
        await apply(
          env,
          applicant.token,
          adId,
          { send_resume: 'false' },
          { data: Buffer.alloc(0), name: '', type: 'application/octet-stream' },
        ),
        400,
      ).code,
    ).toBe('NOTHING_TO_SEND');
    const page = Buffer.from('<!DOCTYPE html><html><body>hi</body></html>');
    expect(
      errorOf(
        await apply(
          env,
          applicant.token,
          adId,
          { send_resume: 'false' },
          { data: page, name: 'cv.pdf', type: 'application/pdf' },
        ),
        422,
      ).code,
    ).toBe('UNSUPPORTED_ATTACHMENT');
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0x61);
    expect(
      errorOf(
        await apply(
          env,
          applicant.token,
          adId,
          { send_resume: 'false' },
          { data: big, name: 'cv.txt', type: 'text/plain' },
        ),
        413,
      ).code,
    ).toBe('FILE_TOO_LARGE');
    const long = errorOf(
      await apply(env, applicant.token, adId, { message: 'x'.repeat(1001) }, txtFile()),
      400,
    );
    expect(long).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'body.message', message: 'validation.tooLong' }],
    });
    expect(errorOf(await apply(env, undefined, adId, {}, txtFile()), 401).code).toBe(
      'UNAUTHORIZED',
    );
    expect(await applicationRows(db(), adId)).toEqual([]);
  });

  it('refuses the poster and the store’s members (403 OWN_JOB), closed jobs (409), non-jobs (404)', async () => {
    const applicant = await person(env);
    const { adId, owner, staffOther } = await storeWithJob(env);
    expect(errorOf(await apply(env, owner.token, adId, {}, txtFile()), 403).code).toBe('OWN_JOB');
    expect(errorOf(await apply(env, staffOther.token, adId, {}, txtFile()), 403).code).toBe(
      'OWN_JOB',
    );

    const expired = await insertJobAd(db(), owner.id, { expiresAt: new Date(Date.now() - 1000) });
    const sold = await insertJobAd(db(), owner.id, { status: 'sold' });
    for (const id of [expired, sold])
      expect(errorOf(await apply(env, applicant.token, id, {}, txtFile()), 409).code).toBe(
        'JOB_CLOSED',
      );
    const deleted = await insertJobAd(db(), owner.id, { status: 'deleted' });
    const phone = await insertPhoneAd(db(), owner.id);
    for (const id of [deleted, phone, 999_999_999, 'abc'])
      expect(errorOf(await apply(env, applicant.token, id, {}, txtFile()), 404).code).toBe(
        'NOT_FOUND',
      );
    const rows = await db()
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.applicantId, applicant.id));
    expect(rows).toEqual([]);
  });

  it('keeps one application a job: applying again updates it until it is viewed', async () => {
    const [poster, applicant] = await Promise.all([person(env), person(env)]);
    const adId = await insertJobAd(db(), poster.id);
    const first = dataOf<SentApplication>(
      await apply(env, applicant.token, adId, { message: 'First' }, txtFile('a.txt')),
      201,
    );
    const [before] = await applicationRows(db(), adId);
    const again = dataOf<SentApplication>(
      await apply(
        env,
        applicant.token,
        adId,
        { message: 'Second' },
        { data: PDF_CV, name: 'b.pdf', type: 'application/pdf' },
      ),
      200,
    );
    expect(again).toMatchObject({
      id: first.id,
      message: 'Second',
      attachment: { name: 'b.pdf', kind: 'pdf' },
    });
    const rows = await applicationRows(db(), adId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.revisions).toBe(1);
    // The replaced file is gone; the poster was told once.
    const storage = createPhotoStorage(TEST_CONFIG);
    expect(await storage.get(before!.attachmentKey!)).toBeNull();
    expect(
      (await notificationsOf(env, poster.token)).filter((n) => n.kind === 'job_application_new'),
    ).toEqual([{ kind: 'job_application_new', data: expect.objectContaining({ count: 1 }) }]);

    dataOf(
      await call(env.app, 'GET', `/api/me/job-applications/${first.id}`, {
        accessToken: poster.token,
      }),
    );
    const locked = errorOf(
      await apply(env, applicant.token, adId, { message: 'Third' }, txtFile()),
      409,
    );
    expect(locked.code).toBe('APPLICATION_LOCKED');
    const [after] = await applicationRows(db(), adId);
    expect(after).toMatchObject({ message: 'Second', status: 'viewed', revisions: 1 });
  });

  it('bounds the updates of one application (429 past 20)', async () => {
    const [poster, applicant] = await Promise.all([person(env), person(env)]);
    const adId = await insertJobAd(db(), poster.id);
    await saveResume(env, applicant.token);
    const send = (message: string) =>
      call(env.app, 'POST', `/api/posts/${adId}/applications`, {
        accessToken: applicant.token,
        body: { message, send_resume: true },
      });
    dataOf(await send('0'), 201);
    for (let i = 1; i <= 20; i += 1) dataOf(await send(String(i)), 200);
    expect(errorOf(await send('21'), 429).code).toBe('RATE_LIMITED');
    const [row] = await applicationRows(db(), adId);
    expect(row).toMatchObject({ message: '20', revisions: 20 });
  });

  it("finds the member's application to one job (`ad_id`), and nobody else's", async () => {
    const [poster, applicant, other] = await Promise.all([person(env), person(env), person(env)]);
    const [first, second] = [
      await insertJobAd(db(), poster.id),
      await insertJobAd(db(), poster.id),
    ];
    await apply(env, applicant.token, first, { message: 'first' }, txtFile());
    await apply(env, applicant.token, second, { message: 'second' }, txtFile());
    await apply(env, other.token, first, { message: 'other' }, txtFile());
    const of = async (token: string, adId: number | string) =>
      dataOf<{ items: SentApplication[] }>(
        await call(env.app, 'GET', `/api/me/applications?ad_id=${adId}&limit=1`, {
          accessToken: token,
        }),
      ).items;
    expect((await of(applicant.token, first)).map((item) => item.message)).toEqual(['first']);
    expect((await of(applicant.token, second)).map((item) => item.message)).toEqual(['second']);
    expect(await of(poster.token, first)).toEqual([]);
    const bad = await call(env.app, 'GET', '/api/me/applications?ad_id=__proto__', {
      accessToken: applicant.token,
    });
    expect(errorOf(bad, 400).code).toBe('VALIDATION_FAILED');
  });

  it('makes one row of two applications sent at once', async () => {
    const [poster, applicant] = await Promise.all([person(env), person(env)]);
    const adId = await insertJobAd(db(), poster.id);
    const answers = await Promise.all([
      apply(env, applicant.token, adId, { message: 'one' }, txtFile()),
      apply(env, applicant.token, adId, { message: 'two' }, txtFile()),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    const rows = await applicationRows(db(), adId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.revisions).toBe(1);
  });

  it('moves sent → viewed → hired → rejected, and tells the applicant each time', async () => {
    const [poster, applicant] = await Promise.all([person(env), person(env)]);
    const adId = await insertJobAd(db(), poster.id);
    const { id } = dataOf<SentApplication>(
      await apply(env, applicant.token, adId, {}, txtFile()),
      201,
    );
    const status = async () => (await sentOf(env, applicant.token)).find((a) => a.id === id)!;
    const told = async () =>
      (await notificationsOf(env, applicant.token)).filter(
        (n) => n.kind === 'job_application_status',
      );
    const toldCount = async () => {
      const rows = await db()
        .select({ data: notifications.data })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, applicant.id),
            eq(notifications.kind, 'job_application_status'),
          ),
        );
      return rows.map((row) => (row.data as { count: number }).count)[0];
    };
    expect(await told()).toEqual([]);

    const opened = dataOf<ReceivedApplicationDetail>(
      await call(env.app, 'GET', `/api/me/job-applications/${id}`, { accessToken: poster.token }),
    );
    expect(opened.status).toBe('viewed');
    expect(opened.viewed_at).not.toBeNull();
    expect(await told()).toEqual([
      {
        kind: 'job_application_status',
        data: {
          ad_id: String(adId),
          application_id: id,
          title: 'Sales assistant, Phnom Penh',
          status: 'viewed',
        },
      },
    ]);
    // Opening again changes nothing and tells nobody (the line's stored count stays 1).
    dataOf(
      await call(env.app, 'GET', `/api/me/job-applications/${id}`, { accessToken: poster.token }),
    );
    expect(await toldCount()).toBe(1);

    const decide = (body: Record<string, unknown>) =>
      call(env.app, 'PUT', `/api/me/job-applications/${id}/decision`, {
        accessToken: poster.token,
        body,
      });
    const hired = dataOf<ReceivedApplicationDetail>(
      await decide({ status: 'hired', message: 'Welcome!' }),
    );
    expect(hired).toMatchObject({ status: 'hired', decision_message: 'Welcome!' });
    expect(await status()).toMatchObject({ status: 'hired', decision_message: 'Welcome!' });
    expect((await told())[0]!.data.status).toBe('hired');

    dataOf(await decide({ status: 'rejected', message: '' }));
    expect(await status()).toMatchObject({ status: 'rejected', decision_message: '' });
    expect(await told()).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ status: 'rejected' }) }),
    ]);
    expect(await toldCount()).toBe(3);

    expect(errorOf(await decide({ status: 'viewed' }), 400).code).toBe('VALIDATION_FAILED');
    // The applicant may not apply again once it was opened.
    expect(errorOf(await apply(env, applicant.token, adId, {}, txtFile()), 409).code).toBe(
      'APPLICATION_LOCKED',
    );
  });

  it('shows the applicant `closed` when the job ended without a decision', async () => {
    const [poster, applicant] = await Promise.all([person(env), person(env)]);
    const open = await insertJobAd(db(), poster.id);
    const decided = await insertJobAd(db(), poster.id);
    const a = dataOf<SentApplication>(await apply(env, applicant.token, open, {}, txtFile()), 201);
    const b = dataOf<SentApplication>(
      await apply(env, applicant.token, decided, {}, txtFile()),
      201,
    );
    dataOf(
      await call(env.app, 'PUT', `/api/me/job-applications/${b.id}/decision`, {
        accessToken: poster.token,
        body: { status: 'hired' },
      }),
    );
    await db().update(ads).set({ status: 'sold' }).where(eq(ads.id, open));
    await db()
      .update(ads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ads.id, decided));
    const list = await sentOf(env, applicant.token);
    expect(list.find((x) => x.id === a.id)).toMatchObject({
      status: 'closed',
      job: { open: false },
    });
    expect(list.find((x) => x.id === b.id)).toMatchObject({
      status: 'hired',
      job: { open: false },
    });
  });

  it('withdraws: the row and its own file go; the poster sees nothing of it', async () => {
    const [poster, applicant, other] = await Promise.all([person(env), person(env), person(env)]);
    const adId = await insertJobAd(db(), poster.id);
    const sent = dataOf<SentApplication>(
      await apply(env, applicant.token, adId, {}, txtFile()),
      201,
    );
    const [row] = await applicationRows(db(), adId);
    // Someone else cannot withdraw it.
    expect(
      errorOf(
        await call(env.app, 'DELETE', `/api/me/applications/${sent.id}`, {
          accessToken: other.token,
        }),
        404,
      ).code,
    ).toBe('NOT_FOUND');
    expect(
      errorOf(
        await call(env.app, 'DELETE', `/api/me/applications/${sent.id}`, {
          accessToken: poster.token,
        }),
        404,
      ).code,
    ).toBe('NOT_FOUND');
    expect(await applicationRows(db(), adId)).toHaveLength(1);

    dataOf(
      await call(env.app, 'DELETE', `/api/me/applications/${sent.id}`, {
        accessToken: applicant.token,
      }),
    );
    expect(await applicationRows(db(), adId)).toEqual([]);
    expect(await createPhotoStorage(TEST_CONFIG).get(row!.attachmentKey!)).toBeNull();
    expect(
      errorOf(
        await call(env.app, 'GET', `/api/me/job-applications/${sent.id}`, {
          accessToken: poster.token,
        }),
        404,
      ).code,
    ).toBe('NOT_FOUND');
    const list = dataOf<{ items: ReceivedApplication[] }>(
      await call(env.app, 'GET', `/api/me/jobs/${adId}/applications`, {
        accessToken: poster.token,
      }),
    );
    expect(list.items).toEqual([]);
    expect(await sentOf(env, applicant.token)).toEqual([]);
    expect(
      errorOf(
        await call(env.app, 'DELETE', `/api/me/applications/${sent.id}`, {
          accessToken: applicant.token,
        }),
        404,
      ).code,
    ).toBe('NOT_FOUND');
  });

  it("takes a withdrawn application out of the poster's unread line", async () => {
    const [poster, first, second] = await Promise.all([person(env), person(env), person(env)]);
    const adId = await insertJobAd(db(), poster.id);
    const newLines = async () =>
      (await notificationsOf(env, poster.token)).filter((n) => n.kind === 'job_application_new');
    const a = dataOf<SentApplication>(await apply(env, first.token, adId, {}, txtFile()), 201);
    const b = dataOf<SentApplication>(await apply(env, second.token, adId, {}, txtFile()), 201);
    const withdraw = (token: string, id: string) =>
      call(env.app, 'DELETE', `/api/me/applications/${id}`, { accessToken: token });
    const [both] = await newLines();
    expect(both?.data).toMatchObject({ application_id: b.id, count: 2 });

    // The line named the second applicant: it now names the first (its id), and counts one.
    dataOf(await withdraw(second.token, b.id));
    const [left] = await newLines();
    expect(left?.data).toMatchObject({ application_id: a.id, count: 1 });
    // The last one withdrawn: no line names anyone.
    dataOf(await withdraw(first.token, a.id));
    expect(await newLines()).toEqual([]);
  });

  it('counts a poster’s job ads’ applications by status (`GET /me/jobs`)', async () => {
    const [poster, a, b, c] = await Promise.all([
      person(env),
      person(env),
      person(env),
      person(env),
    ]);
    const adId = await insertJobAd(db(), poster.id);
    await insertPhoneAd(db(), poster.id);
    const ids: string[] = [];
    for (const who of [a, b, c])
      ids.push(dataOf<SentApplication>(await apply(env, who.token, adId, {}, txtFile()), 201).id);
    dataOf(
      await call(env.app, 'GET', `/api/me/job-applications/${ids[0]}`, {
        accessToken: poster.token,
      }),
    );
    dataOf(
      await call(env.app, 'PUT', `/api/me/job-applications/${ids[1]}/decision`, {
        accessToken: poster.token,
        body: { status: 'rejected' },
      }),
    );
    const jobs = dataOf<{ items: JobWithApplications[] }>(
      await call(env.app, 'GET', '/api/me/jobs', { accessToken: poster.token }),
    );
    expect(jobs.items).toEqual([
      expect.objectContaining({
        id: String(adId),
        open: true,
        counts: { new: 1, viewed: 1, hired: 0, rejected: 1 },
      }),
    ]);
    const rejected = dataOf<{ items: ReceivedApplication[] }>(
      await call(env.app, 'GET', '/api/me/job-applications?status=rejected', {
        accessToken: poster.token,
      }),
    );
    expect(rejected.items.map((item) => item.id)).toEqual([ids[1]]);
    // A stranger's store id: 404; the applicant has no jobs.
    expect(
      errorOf(
        await call(env.app, 'GET', '/api/me/jobs?store_id=999999', { accessToken: poster.token }),
        404,
      ).code,
    ).toBe('NOT_FOUND');
    expect(
      dataOf<{ items: unknown[] }>(
        await call(env.app, 'GET', '/api/me/jobs', { accessToken: a.token }),
      ).items,
    ).toEqual([]);
  });
});

describe(`the poster's lists on ${TEST_ENGINE}`, () => {
  it('pages 60 applications by keyset, per status, without duplicates or gaps', async () => {
    const poster = await person(env);
    const adId = await insertJobAd(db(), poster.id);
    const otherAd = await insertJobAd(db(), poster.id);
    const applicants = await db()
      .insert(users)
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          firstName: `Applicant${i}`,
          lastName: 'Keo',
          status: 'active',
        })),
      )
      .returning({ id: users.id });
    const statuses = ['sent', 'viewed', 'hired', 'rejected'] as const;
    const base = Date.parse('2026-06-01T08:00:00Z');
    // Three applications share each instant: the id breaks the tie.
    const rows = await db()
      .insert(jobApplications)
      .values(
        applicants.map(({ id }, i) => ({
          adId: i % 10 === 9 ? otherAd : adId,
          applicantId: id,
          status: statuses[i % 4]!,
          attachmentKey: `private/resumes/none-${i}.txt`,
          attachmentName: 'cv.txt',
          attachmentKind: 'txt',
          attachmentSize: 10,
          attachmentAt: new Date(base),
          createdAt: new Date(base + Math.floor(i / 3) * 60_000),
        })),
      )
      .returning({
        id: jobApplications.id,
        adId: jobApplications.adId,
        status: jobApplications.status,
        createdAt: jobApplications.createdAt,
      });
    const newest = [...rows].sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
    );

    async function walk(path: string): Promise<string[]> {
      const seen: string[] = [];
      let cursor: string | null = null;
      for (let pages = 0; pages < 20; pages += 1) {
        const separator = path.includes('?') ? '&' : '?';
        const page: { items: ReceivedApplication[]; next_cursor: string | null } = dataOf(
          await call(
            env.app,
            'GET',
            `${path}${separator}limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
            { accessToken: poster.token },
          ),
        );
        seen.push(...page.items.map((item) => item.id));
        cursor = page.next_cursor;
        if (!cursor) return seen;
      }
      throw new Error('too many pages');
    }
    const ids = (list: typeof rows) => list.map((row) => String(row.id));

    expect(await walk(`/api/me/jobs/${adId}/applications`)).toEqual(
      ids(newest.filter((row) => row.adId === adId)),
    );
    for (const [filter, status] of [
      ['new', 'sent'],
      ['viewed', 'viewed'],
      ['hired', 'hired'],
      ['rejected', 'rejected'],
    ] as const)
      expect(await walk(`/api/me/jobs/${adId}/applications?status=${filter}`), filter).toEqual(
        ids(newest.filter((row) => row.adId === adId && row.status === status)),
      );
    // Across the poster's jobs.
    expect(await walk('/api/me/job-applications')).toEqual(ids(newest));
    expect(await walk('/api/me/job-applications?status=viewed')).toEqual(
      ids(newest.filter((row) => row.status === 'viewed')),
    );

    expect(
      errorOf(
        await call(env.app, 'GET', `/api/me/jobs/${adId}/applications?cursor=garbage`, {
          accessToken: poster.token,
        }),
        400,
      ).code,
    ).toBe('BAD_REQUEST');
    expect(
      errorOf(
        await call(env.app, 'GET', `/api/me/jobs/${adId}/applications?status=closed`, {
          accessToken: poster.token,
        }),
        400,
      ).code,
    ).toBe('VALIDATION_FAILED');
  });
});

describe(`the lists' plans on ${TEST_ENGINE}`, () => {
  it('a job ad’s page walks its indexes, without sorting, after any cursor', async () => {
    const poster = await person(env);
    const adId = await insertJobAd(db(), poster.id);
    const plans: Record<string, string> = {};
    await rolledBack(db(), async (tx) => {
      const explain = async (query: unknown) => {
        // node-postgres and PGlite both answer { rows }.
        const result = (await tx.execute(sql`explain (costs off) ${query as SQLWrapper}`)) as {
          rows: Record<string, string>[];
        };
        return result.rows.map((row) => Object.values(row)[0]).join('\n');
      };
      // 3,000 applications of 3,000 members to the job (undone afterwards).
      await tx.execute(sql`
        with made as (
          insert into users (first_name, last_name, status)
          select 'Applicant', 'N' || g, 'active' from generate_series(1, 3000) g
          returning id)
        insert into job_applications (ad_id, applicant_id, status, resume, created_at)
        select ${adId}, id, (array['sent', 'viewed', 'hired', 'rejected'])[1 + id % 4],
          '{}'::jsonb, now() - (id || ' seconds')::interval
        from made`);
      await tx.execute(sql`analyze job_applications`);
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const cursor = { at: new Date(), id: 1_000_000 };
      plans.status = await explain(applicationIds(tx, ofAd(adId, 'viewed', cursor), 21));
      plans.all = await explain(applicationIds(tx, ofAd(adId, undefined, cursor), 21));
      // Across the poster's jobs: each job's own page on its index, merged.
      const scope = jobScope(poster.id, undefined);
      plans.acrossStatus = await explain(receivedIds(tx, scope, 'viewed', cursor, 21));
      plans.across = await explain(receivedIds(tx, scope, undefined, cursor, 21));
    });
    expect(plans.acrossStatus, plans.acrossStatus).toContain('job_applications_ad_status_idx');
    expect(plans.across, plans.across).toContain('job_applications_ad_latest_idx');
    for (const plan of [plans.across, plans.acrossStatus]) expect(plan, plan).toMatch(/Limit/);
    expect(plans.status, plans.status).toContain('job_applications_ad_status_idx');
    expect(plans.all, plans.all).toContain('job_applications_ad_latest_idx');
    // The merge of the jobs' pages sorts at most (job ads × page size) rows; a job's page never.
    for (const plan of [plans.status, plans.all]) expect(plan, plan).not.toMatch(/\bSort\b/);
  });
});
