/**
 * Measures, in one run on this machine, the stores' watermark job (ADR 0046): a store with a
 * watermark and 1,000 photos of its ads (100 ads of 10 photos, each a 1600×1200 `large` of
 * photo-like content), on PGlite, and on PostgreSQL when DATABASE_URL is set (a fresh database
 * on that server, dropped afterwards).
 *  - the product: `createStoreWatermarks().sweep()`, the job's handler: finds the stale photos,
 *    reads each clean source, lays the watermark, encodes thumb/medium/large WebP, stores them
 *    under new keys, switches the row and deletes the old files;
 *  - the reference: plain sharp on the same 1,000 source files, read and decoded and encoded to
 *    the same three WebP renditions without the watermark, no database, two at a time like the
 *    job.
 * Each is run once per engine after a warm-up of 20 photos; photos/s and the ratio are printed.
 * Usage: pnpm --filter @repo/bench bench:watermark   (BENCH_PHOTOS, default 1000; BENCH_ENGINES,
 * default `pglite,postgres`: one of them alone on a busy machine)
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createPhotoStorage,
  createStoreWatermarks,
  openDatabase,
  renderRenditions,
  seedReferenceData,
  sql,
} from '@repo/api/bench';
import pg from 'pg';
import sharp from 'sharp';

const PHOTOS = Math.max(20, Number(process.env.BENCH_PHOTOS ?? 1000));
const PER_AD = 10;

/** Photo-like pixels: gradients, soft shapes, block texture and noise (as photos.bench.ts). */
function photoLikePixels(width: number, height: number, seed: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const block = Math.imul(x >> 2, 73_856_093) ^ Math.imul(y >> 2, 19_349_663);
      const noise = ((block >>> 0) % 25) - 12 + (random() - 0.5) * 20;
      const i = (y * width + x) * 3;
      pixels[i] = Math.max(0, Math.min(255, 90 + (120 * y) / height + noise));
      pixels[i + 1] = Math.max(0, Math.min(255, 130 + 40 * Math.sin(x / 140) + noise));
      pixels[i + 2] = Math.max(0, Math.min(255, 200 - (140 * y) / height + noise));
    }
  return pixels;
}

/** A 600×200 PNG watermark: a white, black-framed box with text-like bars, on transparency. */
async function watermarkPng(): Promise<Buffer> {
  const bars = Array.from({ length: 8 }, (_, i) => ({
    input: { create: { width: 40, height: 60, channels: 4 as const, background: '#202020ff' } },
    left: 40 + i * 65,
    top: 70,
  }));
  return sharp({
    create: { width: 600, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([
      {
        input: { create: { width: 580, height: 180, channels: 4, background: '#ffffffc0' } },
        left: 10,
        top: 10,
      },
      ...bars,
    ])
    .png()
    .toBuffer();
}

/** Runs `task` on each item, `concurrency` at a time. */
async function eachLimited<T>(items: T[], concurrency: number, task: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

/** A fresh PostgreSQL database on DATABASE_URL's server, or null without DATABASE_URL. */
async function freshPostgres() {
  const server = process.env.DATABASE_URL;
  if (!server) return null;
  const name = `psar_bench_watermark_${Date.now()}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(
    `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
  );
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function benchOn(engine: 'pglite' | 'postgres', url?: string) {
  const mediaDir = mkdtempSync(join(tmpdir(), 'psar-bench-watermark-'));
  const database = await openDatabase(url ? { url, poolSize: 4 } : { dataDir: 'memory://' });
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    const { db } = database;
    const storage = createPhotoStorage({
      PHOTO_STORAGE: 'local',
      MEDIA_DIR: mediaDir,
      MEDIA_BASE_URL: 'http://127.0.0.1/media',
      S3_REGION: 'us-east-1',
    } as Parameters<typeof createPhotoStorage>[0]);

    // Ten different photos, each stored under a hundred photos' keys.
    const sources = await Promise.all(
      Array.from({ length: 10 }, async (_, i) =>
        renderRenditions(
          await sharp(photoLikePixels(1600, 1200, 7 + i), {
            raw: { width: 1600, height: 1200, channels: 3 },
          })
            .jpeg({ quality: 90 })
            .toBuffer(),
        ),
      ),
    );
    const [user] = rows<{ id: number }>(
      await db.execute(
        sql`insert into users (first_name, last_name) values ('Bench', 'Store') returning id`,
      ),
    );
    const watermarkKey = `stores/bench/watermark-${randomUUID().slice(0, 8)}.webp`;
    await storage.put(
      watermarkKey,
      await sharp(await watermarkPng())
        .webp({ lossless: true })
        .toBuffer(),
      'image/webp',
    );
    const [store] = rows<{ id: number }>(
      await db.execute(sql`insert into stores (owner_id, name, username, watermark_path,
          watermark_opacity, watermark_version)
        values (${user!.id}, 'Bench Store', ${`benchstore${Date.now() % 1e6}`}, ${watermarkKey}, 60, 1)
        returning id`),
    );
    const ids: string[] = [];
    for (let ad = 0; ad < PHOTOS / PER_AD; ad += 1) {
      const [row] = rows<{ id: number }>(
        await db.execute(sql`insert into ads (user_id, store_id, category_id, status, title,
            description, price, price_kind, province_id, address, contact_name, phones, fields,
            posted_at, renewed_at, expires_at)
          values (${user!.id}, ${store!.id}, 101, 'active', 'Bench ad', 'Bench', '10', 'fixed',
            '12', 'Street 1', 'Bench', array['+85512345678'], '{}'::jsonb, now(), now(),
            now() + interval '30 days')
          returning id`),
      );
      for (let position = 0; position < PER_AD; position += 1) {
        const id = randomUUID();
        const renditions = sources[(ad * PER_AD + position) % sources.length]!;
        const keys = {
          thumb: `photos/${id}/thumb.webp`,
          medium: `photos/${id}/medium.webp`,
          large: `photos/${id}/large.webp`,
        };
        for (const name of ['thumb', 'medium', 'large'] as const)
          await storage.put(keys[name], renditions[name].data, 'image/webp');
        await db.execute(sql`insert into photos (id, user_id, keys, width, height, bytes)
          values (${id}, ${user!.id}, ${JSON.stringify(keys)}::jsonb, 1600, 1200, 1)`);
        await db.execute(sql`insert into ad_photos (ad_id, photo_id, position)
          values (${row!.id}, ${id}, ${position})`);
        ids.push(id);
      }
    }

    const watermarks = createStoreWatermarks({ db, storage });
    const reference = async (keys: string[]) =>
      eachLimited(keys, 2, async (key) => {
        const source = readFileSync(join(mediaDir, key));
        const { data, info } = await sharp(source).raw().toBuffer({ resolveWithObject: true });
        const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
        await Promise.all([
          sharp(data, raw)
            .resize(320, 320, { fit: 'inside' })
            .webp({ quality: 80, effort: 2 })
            .toBuffer(),
          sharp(data, raw)
            .resize(800, 800, { fit: 'inside' })
            .webp({ quality: 80, effort: 2 })
            .toBuffer(),
          sharp(data, raw).webp({ quality: 80, effort: 2 }).toBuffer(),
        ]);
      });
    const sourceKeys = ids.map((id) => `photos/${id}/large.webp`);

    // Warm-up: 20 photos each way (the first are not counted below).
    await watermarks.sweep({ limit: 20 });
    await reference(sourceKeys.slice(0, 20));

    const productStart = performance.now();
    const done = await watermarks.sweep({ limit: PHOTOS });
    const productMs = performance.now() - productStart;
    const referenceStart = performance.now();
    await reference(sourceKeys.slice(20));
    const referenceMs = performance.now() - referenceStart;
    const rendered = done.rendered;
    const [check] = rows<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from photos where watermark_version = 1 and source_key is not null`,
      ),
    );
    if (rendered !== PHOTOS - 20 || Number(check!.n) !== PHOTOS)
      throw new Error(`expected ${PHOTOS - 20} rendered, got ${JSON.stringify(done)}, ${check!.n}`);
    const productRate = rendered / (productMs / 1000);
    const referenceRate = (PHOTOS - 20) / (referenceMs / 1000);
    console.log(
      `${engine}: job ${rendered} photos in ${(productMs / 1000).toFixed(1)} s = ${productRate.toFixed(1)} photos/s; ` +
        `reference (plain sharp re-encode, no watermark, no database) ${referenceRate.toFixed(1)} photos/s; ` +
        `ratio job/reference time ${(referenceRate / productRate).toFixed(2)}`,
    );
    return { engine, productRate, referenceRate };
  } finally {
    await database.close();
    rmSync(mediaDir, { recursive: true, force: true });
  }
}

console.log(
  `watermark job: ${PHOTOS} photos of a store's ads (1600×1200 large), watermark 600×200 PNG at 60 %; node ${process.version}, ` +
    `${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? 'unknown cpu'}), load ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}, sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}`,
);
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
if (engines.includes('pglite')) await benchOn('pglite');
const postgres = engines.includes('postgres') ? await freshPostgres() : null;
if (postgres) {
  try {
    await benchOn('postgres', postgres.url);
  } finally {
    await postgres.drop();
  }
}
