import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resumeSchema, storeCompanyProfileSchema } from '@repo/domain';
import { and, asc, count, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import {
  adPhotos,
  ads,
  categories,
  jobApplications,
  notifications,
  photos as photoRows,
  resumes,
  storeAlbumPhotos,
  storeAlbums,
  storeBranches,
  storeFollowers,
  storeMembers,
  stores,
  users,
} from '../../db/schema.ts';
import { createPostgresRateLimiter } from '../../lib/rate-limiter.ts';
import { photosOfAds, setAdPhotos } from '../photos/photos.ads.ts';
import { createPhotoService } from '../photos/photos.service.ts';
import { createPhotoStorage } from '../photos/photos.storage.ts';
import { appendAlbumPhotos } from '../stores/index.ts';
import { albumsOfStore } from '../stores/stores.albums.repository.ts';
import { DEMO_SEEKER_PREFIX, seedDemoJobs, type DemoJobsReport } from './demo-jobs.ts';
import { attachDemoPhotos } from './demo-photos.ts';
import { DEMO_STORES } from './demo-stores.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { DEMO_USERNAME_PREFIX, seedDemoAds, type DemoSeedReport } from './demo-seed.ts';

const now = new Date('2026-11-22T05:00:00Z');
const MEDIA_BASE_URL = 'http://127.0.0.1:3001/media';
const PHOTO_URL = /^http:\/\/127\.0\.0\.1:3001\/media\/photos\/.+\.webp$/;
const MEDIA_DIR = mkdtempSync(join(tmpdir(), 'psar-demo-media-'));
let database: TestDatabase;
let report: DemoSeedReport;
/** The photo service the server makes the demo photos with (local storage). */
let photos: ReturnType<typeof createPhotoService>;

let turnedOff: { report: DemoSeedReport; adsAfter: number; sellersAfter: number };
let jobsReport: DemoJobsReport;
let storage: ReturnType<typeof createPhotoStorage>;

beforeAll(async () => {
  database = await createTestDatabase();
  // First a start with the demo turned off, on the empty marketplace.
  const off = await seedDemoAds(database.db, { count: 0, now, ttlDays: 30 });
  const [adsAfter] = await database.db.select({ n: count() }).from(ads);
  const [sellersAfter] = await database.db.select({ n: count() }).from(users);
  turnedOff = { report: off, adsAfter: adsAfter!.n, sellersAfter: sellersAfter!.n };
  report = await seedDemoAds(database.db, { count: 240, now, ttlDays: 30 });
  const config = { PHOTO_STORAGE: 'local', MEDIA_DIR, MEDIA_BASE_URL } as Parameters<
    typeof createPhotoStorage
  >[0];
  storage = createPhotoStorage(config);
  // As the server does once the ads are in: the job side (issue 18).
  jobsReport = await seedDemoJobs(database.db, { now, storage });
  photos = createPhotoService({
    db: database.db,
    storage,
    limiter: createPostgresRateLimiter(database.db, Date.now),
    now: Date.now,
    mediaBaseUrl: MEDIA_BASE_URL,
    uploadsPerHour: 1,
  });
});
afterAll(async () => {
  await database?.destroy();
  rmSync(MEDIA_DIR, { recursive: true, force: true });
});

describe('demo stores', () => {
  it('are a phone shop, a car dealer, an agency and an employer, with members, hours and ads', async () => {
    const { db } = database;
    const rows = await db
      .select({ id: stores.id, username: stores.username, hours: stores.hours })
      .from(stores)
      .orderBy(asc(stores.id));
    expect(rows.map((row) => row.username)).toEqual([
      'sokha.phones',
      'dara.motors',
      'chenda.realty',
      'angkor.careers',
    ]);
    for (const row of rows) expect(row.hours).toMatchObject({ mode: 'selected-hours' });
    const [members] = await db.select({ n: count() }).from(storeMembers);
    expect(members!.n).toBe(12);
    const [branches] = await db.select({ n: count() }).from(storeBranches);
    expect(branches!.n).toBe(6);
    const storeAds = await db
      .select({ storeId: ads.storeId, n: count() })
      .from(ads)
      .where(sql`${ads.storeId} is not null`)
      .groupBy(ads.storeId);
    // Each store's owner posted some of its kind of ads as the store.
    expect(storeAds.length).toBeGreaterThanOrEqual(3);
    // Followed by members who are not its people; two verified (ADR 0049).
    const followed = await db
      .select({ username: stores.username, verified: stores.verifiedAt, n: count() })
      .from(storeFollowers)
      .innerJoin(stores, eq(stores.id, storeFollowers.storeId))
      .groupBy(stores.username, stores.verifiedAt)
      .orderBy(asc(stores.username));
    // As many as each store asks for, or every other demo seller when there are fewer.
    const asked = new Map(DEMO_STORES.map((store) => [store.username, store.followers]));
    expect(followed).toHaveLength(4);
    for (const { username, n } of followed) {
      expect(n, username).toBeGreaterThan(0);
      expect(n, username).toBeLessThanOrEqual(asked.get(username)!);
    }
    expect(followed.filter((row) => row.verified).map((row) => row.username)).toEqual([
      'dara.motors',
      'sokha.phones',
    ]);
    const [insiders] = await db
      .select({ n: count() })
      .from(storeFollowers)
      .innerJoin(
        storeMembers,
        and(
          eq(storeMembers.storeId, storeFollowers.storeId),
          eq(storeMembers.userId, storeFollowers.userId),
        ),
      );
    expect(insiders!.n).toBe(0);
  });

  it('each get albums of generated photos once the background work is done, in order', async () => {
    const { db } = database;
    const rows = await db.select({ id: stores.id, ownerId: stores.ownerId }).from(stores);
    expect(rows).toHaveLength(4);
    const albumsOf = (storeId: number) =>
      albumsOfStore(db, storeId, { photosPerAlbum: 8, mediaBaseUrl: MEDIA_BASE_URL });
    // Seeded empty: the photos come after the server listens.
    for (const row of rows) {
      const albums = await albumsOf(row.id);
      expect(albums.length).toBeGreaterThanOrEqual(1);
      for (const album of albums) expect(album.photo_count).toBe(0);
    }
    expect(report.albums.every((album) => album.photoCount >= 2 && album.photoCount <= 4)).toBe(
      true,
    );

    const made = await attachDemoPhotos(
      report.albums,
      photos.save,
      ({ storeId, albumId }, photoIds) =>
        appendAlbumPhotos(db, { storeId, albumId, photoIds, at: now }),
    );
    expect(made).toBe(report.albums.reduce((sum, album) => sum + album.photoCount, 0));
    for (const row of rows) {
      const albums = await albumsOf(row.id);
      const wanted = report.albums.filter((album) => album.storeId === row.id);
      expect(albums.map((album) => album.id)).toEqual(wanted.map((album) => String(album.albumId)));
      for (const [index, album] of albums.entries()) {
        expect(album.photo_count).toBe(wanted[index]!.photoCount);
        expect(album.photos).toHaveLength(wanted[index]!.photoCount);
        for (const photo of album.photos) expect(photo.urls.large).toMatch(PHOTO_URL);
      }
      // The photos are the owner's uploads, as a member's album photos are.
      const owners = await db
        .selectDistinct({ userId: photoRows.userId })
        .from(storeAlbumPhotos)
        .innerJoin(storeAlbums, eq(storeAlbums.id, storeAlbumPhotos.albumId))
        .innerJoin(photoRows, eq(photoRows.id, storeAlbumPhotos.photoId))
        .where(eq(storeAlbums.storeId, row.id));
      expect(owners).toEqual([{ userId: row.ownerId }]);
    }
    const names = await db.select({ name: storeAlbums.name }).from(storeAlbums);
    expect(names.map((album) => album.name)).toContain('Showroom');
  });
});

describe('demo ads', () => {
  it('are spread over every subcategory and many provinces, by several sellers', async () => {
    const { db } = database;
    expect(report.skipped).toBe(false);
    expect(report.ads).toHaveLength(240);
    const [totals] = await db
      .select({
        ads: count(),
        categories: countDistinct(ads.categoryId),
        provinces: countDistinct(ads.provinceId),
        sellers: countDistinct(ads.userId),
      })
      .from(ads);
    const [subcategories] = await db
      .select({ n: count() })
      .from(categories)
      .where(sql`${categories.parentId} is not null and ${categories.isActive}`);
    expect(totals).toMatchObject({ ads: 240, categories: subcategories!.n });
    expect(totals!.provinces).toBeGreaterThan(10);
    expect(totals!.sellers).toBeGreaterThan(5);
  });

  it('are written in both languages and are live (not expired)', async () => {
    const rows = await database.db
      .select({ title: ads.title, expiresAt: ads.expiresAt, postedAt: ads.postedAt })
      .from(ads);
    const khmer = rows.filter((row) => /[\u1780-\u17FF]/.test(row.title)).length;
    expect(khmer).toBeGreaterThan(40);
    expect(rows.length - khmer).toBeGreaterThan(40);
    for (const row of rows) {
      expect(row.expiresAt.getTime()).toBeGreaterThan(now.getTime());
      expect(row.postedAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
  });

  it('are seeded once: a second start leaves the marketplace alone', async () => {
    const again = await seedDemoAds(database.db, { count: 240, now, ttlDays: 30 });
    expect(again).toEqual({ skipped: true, ads: [], albums: [] });
    const [sellers] = await database.db
      .select({ n: count() })
      .from(users)
      .where(sql`${users.username} like ${`${DEMO_USERNAME_PREFIX}%`}`);
    expect(sellers!.n).toBe(12);
    const [total] = await database.db.select({ n: count() }).from(ads);
    expect(total!.n).toBe(240);
  });

  it('seeds nothing into a marketplace that has members', async () => {
    const withMembers = await createTestDatabase();
    try {
      await withMembers.db
        .insert(users)
        .values({ firstName: 'Dara', lastName: 'Sok', phone: '+85512000111', status: 'active' });
      expect(await seedDemoAds(withMembers.db, { count: 40, now, ttlDays: 30 })).toEqual({
        skipped: true,
        ads: [],
        albums: [],
      });
      const [total] = await withMembers.db.select({ n: count() }).from(ads);
      expect(total!.n).toBe(0);
    } finally {
      await withMembers.destroy();
    }
  });

  it('seeds nothing when turned off (count 0)', () => {
    expect(turnedOff).toEqual({
      report: { skipped: true, ads: [], albums: [] },
      adsAfter: 0,
      sellersAfter: 0,
    });
  });

  it('get generated photos, stored like an upload, in order', async () => {
    const { db } = database;
    const some = report.ads.filter((ad) => ad.photoCount > 1).slice(0, 2);
    const made = await attachDemoPhotos(some, photos.save, ({ adId, userId }, photoIds) =>
      db.transaction((tx) => setAdPhotos(tx as unknown as Db, { adId, userId, photoIds })),
    );
    expect(made).toBe(some.reduce((sum, ad) => sum + ad.photoCount, 0));
    const shown = await photosOfAds(
      db,
      some.map((ad) => ad.adId),
      MEDIA_BASE_URL,
    );
    for (const ad of some) {
      const list = shown.get(ad.adId) ?? [];
      expect(list).toHaveLength(ad.photoCount);
      expect(list[0]!.urls.large).toMatch(PHOTO_URL);
    }
    const rows = await db.select().from(adPhotos).orderBy(asc(adPhotos.position));
    expect(rows.length).toBe(made);
  });
});

/** The ids of the job ads' posters and of the people of the stores that post job ads. */
async function jobPeople(db: Db): Promise<Set<number>> {
  const jobAds = await db
    .select({ userId: ads.userId, storeId: ads.storeId })
    .from(ads)
    .innerJoin(categories, eq(categories.id, ads.categoryId))
    .where(eq(categories.type, 'job'));
  const storeIds = [...new Set(jobAds.flatMap((ad) => (ad.storeId ? [ad.storeId] : [])))];
  const insiders =
    storeIds.length === 0
      ? []
      : await db
          .select({ userId: storeMembers.userId })
          .from(storeMembers)
          .where(inArray(storeMembers.storeId, storeIds));
  return new Set([...jobAds, ...insiders].map((row) => row.userId));
}

describe('demo jobs', () => {
  it('give the stores that post job ads a company profile the schema accepts', async () => {
    const { db } = database;
    const hiring = await db
      .selectDistinct({ username: stores.username, company: stores.company })
      .from(stores)
      .innerJoin(ads, eq(ads.storeId, stores.id))
      .innerJoin(categories, eq(categories.id, ads.categoryId))
      .where(eq(categories.type, 'job'));
    expect(hiring.map((store) => store.username)).toContain('angkor.careers');
    const profiles = await db
      .select({ username: stores.username, company: stores.company })
      .from(stores)
      .where(sql`${stores.company} is not null`);
    expect(profiles.map((store) => store.username).sort()).toEqual([
      'angkor.careers',
      'dara.motors',
    ]);
    for (const store of [...hiring, ...profiles]) {
      const profile = storeCompanyProfileSchema.parse(store.company);
      expect(profile.industry, store.username).not.toBe('');
      expect(profile.benefits.length, store.username).toBeGreaterThan(0);
      expect(profile.how_we_hire, store.username).not.toBe('');
    }
    const employer = profiles.find((store) => store.username === 'angkor.careers')!;
    // Its owner is Khmer: how it hires is said in Khmer too.
    expect(storeCompanyProfileSchema.parse(employer.company).how_we_hire).toMatch(
      /[\u1780-\u17FF]/,
    );
  });

  it('give a few seekers, who post no job ad and work in no hiring store, valid resumes', async () => {
    const { db } = database;
    expect(jobsReport).toMatchObject({ skipped: false, resumes: 5 });
    const rows = await db
      .select({
        userId: resumes.userId,
        data: resumes.data,
        updatedAt: resumes.updatedAt,
        username: users.username,
      })
      .from(resumes)
      .innerJoin(users, eq(users.id, resumes.userId));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.length).toBeLessThanOrEqual(5);
    const posters = await jobPeople(db);
    const provinces = new Set<string>();
    for (const row of rows) {
      expect(row.username).toMatch(new RegExp(`^${DEMO_SEEKER_PREFIX}\\d{2}$`));
      expect(posters.has(row.userId), row.username!).toBe(false);
      const resume = resumeSchema.parse({
        ...(row.data as object),
        attachment: null,
        updated_at: row.updatedAt.toISOString(),
      });
      expect(resume.experiences.length).toBeGreaterThan(0);
      expect(resume.languages.length).toBeGreaterThan(0);
      expect(resume.preferred_category_ids.length).toBeGreaterThan(0);
      expect(resume.updated_at <= now.toISOString()).toBe(true);
      provinces.add(resume.province_id!);
    }
    // From more than one province, in both languages.
    expect(provinces.size).toBeGreaterThan(2);
    const khmer = rows.filter((row) => /[\u1780-\u17FF]/.test(JSON.stringify(row.data)));
    expect(khmer.length).toBeGreaterThan(0);
    expect(khmer.length).toBeLessThan(rows.length);
  });

  it('send applications to demo job ads, in several statuses, never to their own', async () => {
    const { db } = database;
    const rows = await db
      .select({
        id: jobApplications.id,
        status: jobApplications.status,
        applicantId: jobApplications.applicantId,
        posterId: ads.userId,
        storeId: ads.storeId,
        type: categories.type,
        message: jobApplications.message,
        createdAt: jobApplications.createdAt,
        viewedAt: jobApplications.viewedAt,
        decidedAt: jobApplications.decidedAt,
      })
      .from(jobApplications)
      .innerJoin(ads, eq(ads.id, jobApplications.adId))
      .innerJoin(categories, eq(categories.id, ads.categoryId));
    expect(rows.length).toBe(jobsReport.applications);
    expect(rows.length).toBeGreaterThan(3);
    const statuses = new Set(rows.map((row) => row.status));
    expect(statuses.size).toBeGreaterThan(1);
    expect([...statuses].sort()).toEqual(['hired', 'rejected', 'sent', 'viewed']);
    const members = await db
      .select({ storeId: storeMembers.storeId, userId: storeMembers.userId })
      .from(storeMembers);
    for (const row of rows) {
      expect(row.type).toBe('job');
      expect(row.applicantId).not.toBe(row.posterId);
      expect(members.some((m) => m.storeId === row.storeId && m.userId === row.applicantId)).toBe(
        false,
      );
      expect(row.message.length).toBeGreaterThan(0);
      // In the past, each step after the one before.
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      if (row.viewedAt) expect(row.viewedAt >= row.createdAt).toBe(true);
      if (row.decidedAt) expect(row.decidedAt >= row.viewedAt!).toBe(true);
      expect(row.viewedAt === null).toBe(row.status === 'sent');
      expect(row.decidedAt !== null).toBe(row.status === 'hired' || row.status === 'rejected');
    }
    // The posters heard of them, and the applicants of what became of them.
    const told = await db
      .select({ kind: notifications.kind, n: count() })
      .from(notifications)
      .groupBy(notifications.kind)
      .orderBy(asc(notifications.kind));
    expect(told.map((row) => row.kind)).toEqual(['job_application_new', 'job_application_status']);
  });

  it('are seeded once', async () => {
    expect(await seedDemoJobs(database.db, { now, storage })).toEqual({
      skipped: true,
      resumes: 0,
      applications: 0,
    });
    const [total] = await database.db.select({ n: count() }).from(resumes);
    expect(total!.n).toBe(jobsReport.resumes);
  });
});
