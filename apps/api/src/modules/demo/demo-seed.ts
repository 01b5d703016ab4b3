import { adInputSchema, subcategoryTypeSchema, type SubcategoryType } from '@repo/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { ads, categories, locations, users } from '../../db/schema.ts';
import { adColumns, type NewAdRow } from '../ads/index.ts';
import {
  createRandom,
  demoAd,
  type DemoCategory,
  type DemoLocale,
  type DemoPlace,
  type Random,
} from './demo-content.ts';
import { seedDemoStores, type DemoAlbumPhotos } from './demo-stores.ts';

const DAY_MS = 24 * 3600 * 1000;
/** Demo sellers are recognisable by this username prefix (never a member's: `demo-` + digits). */
export const DEMO_USERNAME_PREFIX = 'psar-demo-';

const SELLERS: { first: string; last: string; locale: DemoLocale }[] = [
  { first: 'Sokha', last: 'Chan', locale: 'en' },
  { first: 'សុភា', last: 'ហេង', locale: 'km' },
  { first: 'Dara', last: 'Kim', locale: 'en' },
  { first: 'វណ្ណៈ', last: 'សុខ', locale: 'km' },
  { first: 'Chenda', last: 'Ly', locale: 'en' },
  { first: 'ពិសិដ្ឋ', last: 'អ៊ុក', locale: 'km' },
  { first: 'Bopha', last: 'Meas', locale: 'en' },
  { first: 'ឫទ្ធី', last: 'ជា', locale: 'km' },
  { first: 'Kosal', last: 'Nhem', locale: 'en' },
  { first: 'ស្រីពេជ្រ', last: 'កែវ', locale: 'km' },
  { first: 'Mony', last: 'Tep', locale: 'en' },
  { first: 'ចាន់ថា', last: 'ស៊ុន', locale: 'km' },
];

export interface DemoSeedOptions {
  /** How many ads (0 seeds nothing). */
  count: number;
  now: Date;
  ttlDays: number;
  seed?: number;
}

/** A seeded ad whose photos are still to be made. */
export interface DemoAdPhotos {
  adId: number;
  userId: number;
  photoSeed: number;
  photoCount: number;
}

export interface DemoSeedReport {
  skipped: boolean;
  ads: DemoAdPhotos[];
  /** The demo stores' albums, whose photos are made after the ads'. */
  albums: DemoAlbumPhotos[];
}

const skipped = (): DemoSeedReport => ({ skipped: true, ads: [], albums: [] });

/** The subcategories demo ads go into (every active one). */
export async function demoCategories(db: Db): Promise<DemoCategory[]> {
  const parent = alias(categories, 'parent');
  const rows = await db
    .select({
      id: categories.id,
      slug: categories.slug,
      type: categories.type,
      parentSlug: parent.slug,
    })
    .from(categories)
    .innerJoin(parent, eq(categories.parentId, parent.id))
    .where(and(isNotNull(categories.parentId), eq(categories.isActive, true)))
    .orderBy(categories.id);
  return rows.map((row) => ({ ...row, type: subcategoryTypeSchema.parse(row.type) }));
}

/** Provinces, and the districts and communes under each place (by parent id). */
export interface PlaceTree {
  provinces: { id: string; en: string; km: string }[];
  children: Map<string, { id: string; en: string; km: string }[]>;
}

export async function placeTree(db: Db): Promise<PlaceTree> {
  const rows = await db
    .select({
      id: locations.id,
      parentId: locations.parentId,
      type: locations.type,
      en: locations.nameEn,
      km: locations.nameKm,
    })
    .from(locations)
    .orderBy(locations.id);
  const children = new Map<string, { id: string; en: string; km: string }[]>();
  for (const row of rows) {
    if (!row.parentId) continue;
    const list = children.get(row.parentId) ?? [];
    list.push(row);
    children.set(row.parentId, list);
  }
  return { provinces: rows.filter((row) => row.type === 'province'), children };
}

/** Phnom Penh gets about a third of the ads, as on a real Cambodian marketplace. */
function placeOf(random: Random, tree: PlaceTree): DemoPlace {
  const capital = tree.provinces.find((province) => province.en === 'Phnom Penh');
  const province = capital && random.chance(0.35) ? capital : random.pick(tree.provinces);
  const districts = tree.children.get(province.id) ?? [];
  if (districts.length === 0 || random.chance(0.1)) {
    return { provinceId: province.id, name: { en: province.en, km: province.km } };
  }
  const district = random.pick(districts);
  const communes = tree.children.get(district.id) ?? [];
  const commune = communes.length > 0 && random.chance(0.7) ? random.pick(communes) : undefined;
  return {
    provinceId: province.id,
    districtId: district.id,
    ...(commune ? { communeId: commune.id } : {}),
    name: { en: province.en, km: province.km },
  };
}

/**
 * Seeds demo sellers and `count` demo ads across every subcategory and province, in both
 * languages, once: a database that already has accounts (demo sellers or members) is left alone. Each ad is
 * checked by the domain's `adInputSchema`, like a member's post. Photos are made
 * afterwards (`DemoAdPhotos`, and the demo stores' `DemoAlbumPhotos`), so the marketplace is
 * usable at once.
 */
export async function seedDemoAds(db: Db, options: DemoSeedOptions): Promise<DemoSeedReport> {
  if (options.count <= 0) return skipped();
  // A fresh marketplace only: one with any account (demo sellers, or real members) is left alone.
  const existing = await db.select({ id: users.id }).from(users).limit(1);
  if (existing.length > 0) return skipped();

  const random = createRandom(options.seed ?? 20261122);
  const [subcategories, tree] = await Promise.all([demoCategories(db), placeTree(db)]);
  if (subcategories.length === 0 || tree.provinces.length === 0) return skipped();
  const now = options.now;
  const schemas = new Map<SubcategoryType, ReturnType<typeof adInputSchema>>();
  const schemaOf = (type: SubcategoryType) => {
    const known = schemas.get(type);
    if (known) return known;
    const schema = adInputSchema(type, { now });
    schemas.set(type, schema);
    return schema;
  };

  return db.transaction(async (tx) => {
    const sellers = await tx
      .insert(users)
      .values(
        SELLERS.map((seller, index) => ({
          username: `${DEMO_USERNAME_PREFIX}${String(index + 1).padStart(2, '0')}`,
          firstName: seller.first,
          lastName: seller.last,
          status: 'active',
          locale: seller.locale,
          // Members since one to three years ago.
          createdAt: new Date(now.getTime() - (365 + random.int(0, 730)) * DAY_MS),
        })),
      )
      .returning({ id: users.id, locale: users.locale });

    const demoStores = await seedDemoStores(tx, sellers, now);
    const rows: NewAdRow[] = [];
    const photos: Omit<DemoAdPhotos, 'adId'>[] = [];
    for (let index = 0; index < options.count; index++) {
      const category = subcategories[index % subcategories.length]!;
      const seller = random.pick(sellers);
      const locale: DemoLocale = random.chance(0.7)
        ? (seller.locale as DemoLocale)
        : random.chance(0.5)
          ? 'en'
          : 'km';
      const ad = demoAd(random, category, placeOf(random, tree), { now, locale });
      const input = schemaOf(category.type).parse(ad.form);
      // Posted over the last four weeks; a third renewed since.
      const posted = new Date(now.getTime() - random.int(10, 27 * 24 * 60) * 60_000);
      const renewed = random.chance(0.33)
        ? new Date(posted.getTime() + random.next() * (now.getTime() - posted.getTime()))
        : posted;
      const views = random.int(0, 600);
      // About one ad in twelve is a "top" ad for a few more days (ADR 0014).
      const premium = random.chance(1 / 12)
        ? {
            premiumType: 'top',
            premiumUntil: new Date(now.getTime() + random.int(1, 14) * DAY_MS),
          }
        : {};
      // The owner's ads of the store's kind are the store's (no draw: the ads stay the same).
      const store = demoStores.find(
        (candidate) => candidate.ownerId === seller.id && candidate.sells(category),
      );
      rows.push({
        ...premium,
        ...adColumns(input),
        userId: seller.id,
        ...(store ? { storeId: store.id, assigneeId: seller.id } : {}),
        status: random.chance(0.04) ? 'sold' : 'active',
        postedAt: posted,
        renewedAt: renewed,
        expiresAt: new Date(renewed.getTime() + options.ttlDays * DAY_MS),
        views,
        likes: random.int(0, Math.ceil(views / 20)),
        saves: random.int(0, Math.ceil(views / 25)),
        createdAt: posted,
        updatedAt: renewed,
      });
      photos.push({ userId: seller.id, photoSeed: ad.photoSeed, photoCount: ad.photoCount });
    }
    const inserted: { id: number }[] = [];
    for (let start = 0; start < rows.length; start += 100) {
      inserted.push(
        ...(await tx
          .insert(ads)
          .values(rows.slice(start, start + 100))
          .returning({ id: ads.id })),
      );
    }
    return {
      skipped: false,
      ads: inserted.map((row, index) => ({ adId: row.id, ...photos[index]! })),
      albums: demoStores.flatMap((store) => store.albums),
    };
  });
}
