import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  RESUME_LIMITS,
  resumeAttachmentSchema,
  resumeSchema,
  type Resume,
  type ResumeAttachment,
} from '@repo/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobApplications, locations, resumes } from '../../db/schema.ts';
import { call, dataOf, errorOf, signedUpMember } from '../../test/accounts.ts';
import { insertPhoneAd } from '../../test/ads.ts';
import { DEVICE, setupTestApp, TEST_CONFIG } from '../../test/database.ts';
import { multipart } from '../../test/multipart.ts';
import { createPhotoStorage } from '../photos/index.ts';
import { createResumeDocuments, resumeForApplication } from './index.ts';

/** The member's resume and its file (ADR 0050), on PGlite and PostgreSQL. */

const MEDIA_DIR = mkdtempSync(join(tmpdir(), 'psar-resumes-'));
const env = setupTestApp({ config: { MEDIA_DIR } });
afterAll(() => rmSync(MEDIA_DIR, { recursive: true, force: true }));

beforeAll(async () => {
  // The test database has the built-in provinces only: districts and a commune of their own.
  await env.database.db
    .insert(locations)
    .values([
      {
        id: '1201',
        slug: 'r-chamkar-mon',
        parentId: '12',
        type: 'district',
        nameEn: 'Chamkar Mon',
        nameKm: 'ចំការមន',
      },
      {
        id: '120101',
        slug: 'r-tonle-basak',
        parentId: '1201',
        type: 'commune',
        nameEn: 'Tonle Basak',
        nameKm: 'ទន្លេបាសាក់',
      },
      {
        id: '1701',
        slug: 'r-angkor-chum',
        parentId: '17',
        type: 'district',
        nameEn: 'Angkor Chum',
        nameKm: 'អង្គរជុំ',
      },
    ])
    .onConflictDoNothing();
});

const FOLDER = join(MEDIA_DIR, 'private', 'resumes');
const storedFiles = () => (existsSync(FOLDER) ? readdirSync(FOLDER).sort() : []);
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

const member = () => signedUpMember(env.app, env.database.db);
type Member = Awaited<ReturnType<typeof member>>;

const RESUME = {
  first_name: 'Dara',
  last_name: 'Sok',
  phones: ['012 345 678'],
  experiences: [
    {
      company: 'ABA Bank',
      position: 'Teller',
      start: '2019-03',
      end: '2022-06',
      description: 'Served 80 customers a day.',
    },
    { company: 'Wing', position: 'Accountant', start: '2022-07', present: 'on' },
  ],
  education: [{ school: 'Royal University of Phnom Penh', degree: 'Bachelor' }],
  skills: [{ name: 'Excel', level: 'advanced' }],
  languages: [
    { name: 'Khmer', level: 'native' },
    { name: 'English', level: 'intermediate' },
  ],
  hobbies: ['Football'],
  references: [{ name: 'Chan Sopheap', email: 'sopheap@example.com' }],
  job_types: ['full-time'],
  preferred_category_ids: [3, 3],
  preferred_province_ids: ['12'],
  province_id: '12',
  district_id: '1201',
  commune_id: '120101',
  expected_salary: '600',
  summary: 'I keep accounts. I like numbers.',
};

const put = (who: Member, body: Record<string, unknown>) =>
  call(env.app, 'PUT', '/api/me/resume', { accessToken: who.token, body });
const get = (who: Member | undefined, path = '') =>
  call(env.app, 'GET', `/api/me/resume${path}`, who ? { accessToken: who.token } : {});
const remove = (who: Member | undefined, path = '') =>
  call(env.app, 'DELETE', `/api/me/resume${path}`, who ? { accessToken: who.token } : {});

function upload(who: Member | undefined, data: Buffer, name = 'cv.pdf', type = 'application/pdf') {
  const body = multipart({}, { data, name, type });
  return env.app.inject({
    method: 'PUT',
    url: '/api/me/resume/attachment',
    headers: { ...DEVICE, ...(who ? { 'access-token': who.token } : {}), ...body.headers },
    payload: body.payload,
  });
}

async function withResume(): Promise<Member> {
  const who = await member();
  dataOf(await put(who, RESUME));
  return who;
}

async function keyOf(who: Member): Promise<string | null> {
  const [row] = await env.database.db
    .select({ key: resumes.attachmentKey })
    .from(resumes)
    .where(eq(resumes.userId, who.id));
  return row?.key ?? null;
}

describe('the resume', () => {
  it('answers 401 to a visitor on every route', async () => {
    for (const response of [
      await get(undefined),
      await call(env.app, 'PUT', '/api/me/resume', { body: RESUME }),
      await remove(undefined),
      await get(undefined, '/attachment'),
      await remove(undefined, '/attachment'),
      await upload(undefined, fixture('resume.pdf')),
    ])
      expect(errorOf(response, 401).code).toBe('UNAUTHORIZED');
  });

  it('is not found before the first save, then saved, read, replaced and deleted', async () => {
    const who = await member();
    expect(errorOf(await get(who), 404).code).toBe('NOT_FOUND');
    expect(errorOf(await remove(who), 404).code).toBe('NOT_FOUND');

    const saved = dataOf<Resume>(await put(who, RESUME));
    expect(resumeSchema.parse(saved)).toEqual(saved);
    expect(saved).toMatchObject({
      first_name: 'Dara',
      phones: ['+85512345678'],
      gender: null,
      date_of_birth: null,
      nationality: '',
      email: null,
      address: '',
      current_position: '',
      years_of_experience: null,
      expected_salary: 600,
      preferred_category_ids: [3],
      attachment: null,
      experiences: [
        {
          company: 'ABA Bank',
          end: '2022-06',
          present: false,
          description: 'Served 80 customers a day.',
        },
        { company: 'Wing', end: null, present: true, description: '' },
      ],
      education: [{ school: 'Royal University of Phnom Penh', degree: 'Bachelor', major: '' }],
      references: [{ name: 'Chan Sopheap', phone: null, email: 'sopheap@example.com' }],
    });
    expect(dataOf<Resume>(await get(who))).toEqual(saved);

    // The whole resume is replaced: lists left out are emptied.
    const replaced = dataOf<Resume>(
      await put(who, {
        first_name: 'Dara',
        last_name: 'Sok',
        email: 'DARA@example.com',
        gender: 'f',
        skills: [{ name: 'Word', level: 'expert' }],
      }),
    );
    expect(replaced).toMatchObject({
      email: 'dara@example.com',
      gender: 'f',
      phones: [],
      experiences: [],
      skills: [{ name: 'Word', level: 'expert' }],
      province_id: null,
      expected_salary: null,
    });
    expect(dataOf<Resume>(await get(who))).toEqual(replaced);

    dataOf(await remove(who));
    expect(errorOf(await get(who), 404).code).toBe('NOT_FOUND');
  });

  it('answers 400 VALIDATION_FAILED with the paths of every invalid field', async () => {
    const who = await member();
    const refused = errorOf(
      await put(who, {
        ...RESUME,
        first_name: '',
        phones: ['12345'],
        experiences: [{ company: 'ABA', position: 'Teller', start: '2022-01', end: '2021-01' }],
        skills: [{ name: 'Excel', level: 'godlike' }],
        date_of_birth: '2001-02-30',
      }),
      400,
    );
    expect(refused.code).toBe('VALIDATION_FAILED');
    const paths = (refused.issues as { path: string; message: string }[]).map((i) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'body.first_name',
        'body.phones.0',
        'body.experiences.0.end',
        'body.skills.0.level',
        'body.date_of_birth',
      ]),
    );
    // Neither a phone nor an email: no one could answer.
    const silent = errorOf(await put(who, { first_name: 'Dara', last_name: 'Sok' }), 400);
    expect(silent.issues).toEqual([{ path: 'body.phones', message: 'resume.contactRequired' }]);
    expect(errorOf(await get(who), 404).code).toBe('NOT_FOUND');
  });

  it('bounds its lists and its body', async () => {
    const who = await member();
    const many = <T>(count: number, item: (index: number) => T) =>
      Array.from({ length: count }, (_, index) => item(index));
    const tooMany = errorOf(
      await put(who, {
        ...RESUME,
        experiences: many(RESUME_LIMITS.experiencesMax + 1, (index) => ({
          company: `Company ${index}`,
          position: 'Clerk',
          start: '2020-01',
          present: true,
        })),
        hobbies: many(RESUME_LIMITS.hobbiesMax + 1, (index) => `Hobby ${index}`),
        phones: many(RESUME_LIMITS.phonesMax + 1, (index) => `012 345 67${index}`),
      }),
      400,
    );
    expect(tooMany.issues).toEqual(
      expect.arrayContaining([
        { path: 'body.experiences', message: 'resume.tooMany' },
        { path: 'body.hobbies', message: 'resume.tooMany' },
        { path: 'body.phones', message: 'resume.phonesMax' },
      ]),
    );
    // At the limits it is saved.
    const full = dataOf<Resume>(
      await put(who, {
        ...RESUME,
        hobbies: many(RESUME_LIMITS.hobbiesMax, (index) => `Hobby ${index}`),
        summary: 'ក'.repeat(RESUME_LIMITS.summaryMax),
      }),
    );
    expect(full.hobbies).toHaveLength(RESUME_LIMITS.hobbiesMax);
    const long = errorOf(
      await put(who, { ...RESUME, summary: 'ក'.repeat(RESUME_LIMITS.summaryMax + 1) }),
      400,
    );
    expect(long.issues).toEqual([{ path: 'body.summary', message: 'validation.tooLong' }]);
    // A body no resume needs is refused before it is parsed.
    const huge = await put(who, { ...RESUME, padding: 'x'.repeat(600 * 1024) });
    expect(errorOf(huge, 413).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('places the district and commune inside the province, and knows the preferred provinces', async () => {
    const who = await member();
    const outside = errorOf(
      await put(who, { ...RESUME, province_id: '17', district_id: '1201', commune_id: '' }),
      400,
    );
    expect(outside.issues).toEqual([
      { path: 'body.district_id', message: 'validation.adLocationMismatch' },
    ]);
    const commune = errorOf(
      await put(who, { ...RESUME, province_id: '17', district_id: '1701', commune_id: '120101' }),
      400,
    );
    expect(commune.issues).toEqual([
      { path: 'body.commune_id', message: 'validation.adLocationMismatch' },
    ]);
    const unknown = errorOf(
      await put(who, { ...RESUME, province_id: '99', district_id: '', commune_id: '' }),
      400,
    );
    expect(unknown.issues).toEqual([
      { path: 'body.province_id', message: 'validation.adLocationMismatch' },
    ]);
    const preferred = errorOf(
      await put(who, { ...RESUME, preferred_province_ids: ['12', '98'] }),
      400,
    );
    expect(preferred.issues).toEqual([
      { path: 'body.preferred_province_ids.1', message: 'validation.invalid' },
    ]);
    const placed = dataOf<Resume>(
      await put(who, { ...RESUME, province_id: '17', district_id: '1701', commune_id: '' }),
    );
    expect(placed).toMatchObject({ province_id: '17', district_id: '1701', commune_id: null });
  });
});

describe("the resume's file", () => {
  it('needs a resume, a multipart body and a file part', async () => {
    const who = await member();
    expect(errorOf(await upload(who, fixture('resume.pdf')), 404).code).toBe('NOT_FOUND');
    dataOf(await put(who, RESUME));
    const json = await call(env.app, 'PUT', '/api/me/resume/attachment', {
      accessToken: who.token,
      body: { file: 'cv' },
    });
    expect(errorOf(json, 415).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const body = multipart({}, { data: fixture('resume.pdf'), field: 'cv' });
    const wrongField = await env.app.inject({
      method: 'PUT',
      url: '/api/me/resume/attachment',
      headers: { ...DEVICE, 'access-token': who.token, ...body.headers },
      payload: body.payload,
    });
    expect(errorOf(wrongField, 400).code).toBe('VALIDATION_FAILED');
    expect(errorOf(await get(who, '/attachment'), 404).code).toBe('NOT_FOUND');
    expect(errorOf(await remove(who, '/attachment'), 404).code).toBe('NOT_FOUND');
  });

  it.each([
    ['resume.pdf', 'pdf', 'application/pdf', 'CV of Dara.pdf', 'CV of Dara.pdf', 'CV of Dara.pdf'],
    ['resume.doc', 'doc', 'application/msword', 'Résumé.doc', 'Résumé.doc', 'Resume.doc'],
    [
      'resume.docx',
      'docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      // The name says PDF, the bytes say Word: the bytes win.
      'cv.pdf',
      'cv.docx',
      'cv.docx',
    ],
    // Khmer: its vowel signs dropped, its letters replaced in the ASCII fallback.
    ['resume.txt', 'txt', 'text/plain; charset=utf-8', 'ប្រវត្តិរូប.txt', 'ប្រវត្តិរូប.txt', '_______.txt'],
  ] as const)(
    'takes a real %s, and gives it back as a download',
    async (file, kind, type, sent, shown, ascii) => {
      const who = await withResume();
      const bytes = fixture(file);
      const attached = dataOf<ResumeAttachment>(
        await upload(who, bytes, sent, 'application/octet-stream'),
      );
      expect(resumeAttachmentSchema.parse(attached)).toEqual(attached);
      expect(attached).toMatchObject({ kind, name: shown, size: bytes.length });
      expect(dataOf<Resume>(await get(who)).attachment).toEqual(attached);

      const key = await keyOf(who);
      expect(key).toMatch(new RegExp(`^private/resumes/[0-9a-f-]{36}\\.${kind}$`));
      expect(storedFiles()).toContain(key!.slice('private/resumes/'.length));

      const download = await get(who, '/attachment');
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(bytes)).toBe(true);
      expect(download.headers['content-type']).toBe(type);
      expect(download.headers['content-length']).toBe(String(bytes.length));
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.headers['cache-control']).toBe('private, no-store');
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(shown)}`,
      );
      // The storage's public address never serves it.
      const media = await env.app.inject({ method: 'GET', url: `/media/${key}` });
      expect(media.statusCode).toBe(404);
    },
  );

  it.each([
    ['program.pdf', 'application/pdf', 'program'],
    ['page.txt', 'text/plain', 'markup'],
    [
      'archive.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'archive',
    ],
    ['sheet.doc', 'application/msword', 'office'],
  ] as const)('refuses the disguised %s with 422 and why', async (file, type, reason) => {
    const who = await withResume();
    const before = storedFiles();
    const refused = errorOf(await upload(who, fixture(file), file, type), 422);
    expect(refused).toMatchObject({ code: 'UNSUPPORTED_ATTACHMENT', reason });
    expect(refused.message).not.toBe('');
    expect(storedFiles()).toEqual(before);
    expect(dataOf<Resume>(await get(who)).attachment).toBeNull();
  });

  it('takes 5 MB and refuses 5 MB and one byte with 413 FILE_TOO_LARGE', async () => {
    const who = await withResume();
    const limit = RESUME_LIMITS.attachmentMaxBytes;
    const before = storedFiles();
    const over = errorOf(await upload(who, Buffer.alloc(limit + 1, 'a'), 'cv.txt'), 413);
    expect(over).toMatchObject({ code: 'FILE_TOO_LARGE', limit });
    expect(storedFiles()).toEqual(before);
    const at = dataOf<ResumeAttachment>(await upload(who, Buffer.alloc(limit, 'a'), 'cv.txt'));
    expect(at).toMatchObject({ kind: 'txt', size: limit });
  });

  it('replaces the file before, which is deleted, and removes it with the resume', async () => {
    const who = await withResume();
    dataOf(await upload(who, fixture('resume.pdf')));
    const first = (await keyOf(who))!;
    dataOf(await upload(who, fixture('resume.docx'), 'cv.docx'));
    const second = (await keyOf(who))!;
    expect(second).not.toBe(first);
    const names = storedFiles();
    expect(names).not.toContain(first.split('/').pop());
    expect(names).toContain(second.split('/').pop());
    // Saving the resume again keeps its file.
    expect(dataOf<Resume>(await put(who, RESUME)).attachment).toMatchObject({ kind: 'docx' });

    dataOf(await remove(who, '/attachment'));
    expect(storedFiles()).not.toContain(second.split('/').pop());
    expect(dataOf<Resume>(await get(who)).attachment).toBeNull();
    expect(errorOf(await get(who, '/attachment'), 404).code).toBe('NOT_FOUND');

    dataOf(await upload(who, fixture('resume.txt'), 'cv.txt'));
    const third = (await keyOf(who))!;
    dataOf(await remove(who));
    expect(storedFiles()).not.toContain(third.split('/').pop());
  });

  it('keeps a file an application still holds, and deletes it once nothing does', async () => {
    const who = await withResume();
    dataOf(await upload(who, fixture('resume.pdf')));
    const copy = await resumeForApplication(env.database.db, who.id);
    expect(copy?.resume).toMatchObject({ first_name: 'Dara', phones: ['+85512345678'] });
    expect(copy?.resume).not.toHaveProperty('attachment');
    expect(copy?.attachment).toMatchObject({ kind: 'pdf', name: 'cv.pdf' });
    const key = copy!.attachment!.key;

    const poster = await member();
    const adId = await insertPhoneAd(env.database.db, poster.id);
    const [application] = await env.database.db
      .insert(jobApplications)
      .values({
        adId,
        applicantId: who.id,
        resume: copy!.resume,
        attachmentKey: key,
        attachmentName: copy!.attachment!.name,
        attachmentKind: copy!.attachment!.kind,
        attachmentSize: copy!.attachment!.size,
        attachmentAt: copy!.attachment!.at,
      })
      .returning({ id: jobApplications.id });

    dataOf(await remove(who));
    expect(storedFiles()).toContain(key.split('/').pop());
    expect(await resumeForApplication(env.database.db, who.id)).toBeNull();

    const storage = createPhotoStorage({ ...TEST_CONFIG, MEDIA_DIR });
    const documents = createResumeDocuments({ db: env.database.db, storage });
    expect(await documents.read(key)).toEqual(fixture('resume.pdf'));
    expect(await documents.removeIfUnused(key)).toBe(false);
    await env.database.db.delete(jobApplications).where(eq(jobApplications.id, application!.id));
    expect(await documents.removeIfUnused(key)).toBe(true);
    expect(storedFiles()).not.toContain(key.split('/').pop());
    // Only its own folder is read or removed.
    expect(await documents.read('photos/x/large.webp')).toBeNull();
    expect(await documents.removeIfUnused('photos/x/large.webp')).toBe(false);
  });

  it("is its owner's only: another member reads their own, never the stranger's", async () => {
    const owner = await withResume();
    dataOf(await upload(owner, fixture('resume.pdf')));
    const stranger = await member();
    expect(errorOf(await get(stranger), 404).code).toBe('NOT_FOUND');
    expect(errorOf(await get(stranger, '/attachment'), 404).code).toBe('NOT_FOUND');
    expect(errorOf(await remove(stranger, '/attachment'), 404).code).toBe('NOT_FOUND');
    // Once the stranger has a resume of their own, they still read only theirs.
    dataOf(
      await put(stranger, { first_name: 'Vicheka', last_name: 'Lim', email: 'v@example.com' }),
    );
    expect(dataOf<Resume>(await get(stranger))).toMatchObject({
      first_name: 'Vicheka',
      attachment: null,
    });
    expect(errorOf(await get(stranger, '/attachment'), 404).code).toBe('NOT_FOUND');
    // No route names another member's resume.
    for (const path of [`/api/members/${owner.id}/resume`, `/api/me/resume/${owner.id}`])
      expect(
        errorOf(await call(env.app, 'GET', path, { accessToken: stranger.token }), 404).code,
      ).toBe('ROUTE_NOT_FOUND');
    expect((await get(owner, '/attachment')).statusCode).toBe(200);
  });

  it('limits uploads per hour (429 RATE_LIMITED)', async () => {
    const who = await withResume();
    for (let index = 0; index < 20; index += 1)
      dataOf(await upload(who, Buffer.from(`Resume ${index}\n`), `cv-${index}.txt`));
    const refused = errorOf(await upload(who, fixture('resume.txt'), 'cv.txt'), 429);
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', retry_after: expect.any(Number) });
    // Each replaced file was deleted: one remains.
    const key = (await keyOf(who))!;
    expect(key).toMatch(/\.txt$/);
  });
});
