// Long on purpose: data only (the demo stores, their members, branches, hours, albums and
// company profiles), beside the small reader that checks it through the domain's schemas.
import {
  storeCompanyProfileInputSchema,
  type StoreCompanyProfileInput,
  type StoreHours,
  type SubcategoryType,
} from '@repo/domain';
import type { Db } from '../../db/client.ts';
import {
  storeAlbums,
  storeBranches,
  storeFollowers,
  storeMembers,
  stores,
} from '../../db/schema.ts';
import type { DemoCategory } from './demo-content.ts';

/**
 * The demo marketplace's stores (issue 17): a phone shop, a car dealer, a real-estate agency
 * and an employer, each owned by one demo seller with a manager and a staff member, with
 * realistic hours and photo albums. The owner's demo ads of the store's kind are posted as the
 * store. The stores that hire (the employer, the car dealer's workshop) have a company profile
 * (ADR 0051) for the job seekers who read their job ads (issue 18).
 */

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;
const range = (open: string, close: string) => [{ open, close }];

const weekHours = (
  weekday: { open: string; close: string }[],
  sat: { open: string; close: string }[] = [],
  sun: { open: string; close: string }[] = [],
): StoreHours => ({
  mode: 'selected-hours',
  days: {
    ...(Object.fromEntries(WEEKDAYS.map((day) => [day, weekday])) as Record<
      (typeof WEEKDAYS)[number],
      { open: string; close: string }[]
    >),
    sat,
    sun,
  },
});

interface DemoStoreDefinition {
  username: string;
  name: string;
  shortDescription: string;
  about: string;
  keywords: string[];
  hours: StoreHours;
  /** Where it is: provinces only (a demo database may have no gazetteer), with a map point. */
  branches: {
    name: string;
    provinceId: string;
    address: string;
    phone: string;
    at: [number, number];
  }[];
  /** Its photo albums, in order: each gets `photos` generated photos in the background. */
  albums: { name: string; photos: number }[];
  /** Which of the owner's demo ads are the store's. */
  sells: (category: DemoCategory) => boolean;
  /** Verified by the marketplace (ADR 0049: the premium plans will set it; the demo shows it). */
  verified: boolean;
  /** How many demo members follow it (the first ones who are not its people). */
  followers: number;
  /** Its company profile, as the owner would fill in the form (checked by the domain's schema). */
  company?: StoreCompanyProfileInput;
}

/** A seeded album whose photos are still to be made (stored as the store's owner's uploads). */
export interface DemoAlbumPhotos {
  storeId: number;
  albumId: number;
  userId: number;
  photoSeed: number;
  photoCount: number;
}

/**
 * The albums' photo seeds: fixed, so the ads' random draw is not touched (the search quality
 * set depends on it); far from the ads' seeds, so no album repeats an ad's photo.
 */
const albumPhotoSeed = (store: number, album: number) => 2 ** 31 + store * 100 + album * 10;

const byType = (type: SubcategoryType) => (category: DemoCategory) => category.type === type;

export const DEMO_STORES: DemoStoreDefinition[] = [
  {
    username: 'sokha.phones',
    name: 'Sokha Phone Shop',
    shortDescription: 'New and used phones, tablets and repairs while you wait',
    about:
      'On Monivong Boulevard since 2015. Every used phone is checked and comes with a 3-month warranty.\nហាងទូរស័ព្ទសុខា៖ ទូរស័ព្ទថ្មី និងមួយទឹក ជួសជុលភ្លាមៗ។',
    keywords: ['iphone', 'samsung', 'repair', 'ទូរស័ព្ទ'],
    hours: weekHours(range('08:00', '20:00'), range('08:00', '20:00'), range('09:00', '17:00')),
    branches: [
      {
        name: 'Monivong Boulevard',
        provinceId: '12',
        address: 'No. 128, Monivong Boulevard, Phnom Penh',
        phone: '+85512345678',
        at: [11.5639, 104.9178],
      },
      {
        name: 'Aeon Mall Sen Sok',
        provinceId: '12',
        address: 'Aeon Mall Sen Sok City, ground floor',
        phone: '+85517345678',
        at: [11.5995, 104.8927],
      },
    ],
    albums: [
      { name: 'Shop front', photos: 3 },
      { name: 'Repair counter', photos: 2 },
    ],
    sells: (category) => category.type === 'general' && /phone|tablet/.test(category.parentSlug),
    verified: true,
    followers: 12,
  },
  {
    username: 'dara.motors',
    name: 'Dara Motors',
    shortDescription: 'Cars and motorbikes with full papers, trade-ins welcome',
    about:
      'Russian Boulevard, near the airport. Test drives every day; loans through our partner banks.',
    keywords: ['toyota', 'lexus', 'honda', 'ឡាន'],
    hours: weekHours(range('07:30', '17:30'), range('07:30', '17:30'), range('08:00', '12:00')),
    branches: [
      {
        name: 'Russian Boulevard showroom',
        provinceId: '12',
        address: 'Russian Federation Boulevard, near the airport',
        phone: '+85516888999',
        at: [11.5566, 104.8672],
      },
    ],
    albums: [
      { name: 'Showroom', photos: 4 },
      { name: 'Service workshop', photos: 2 },
    ],
    sells: byType('auto'),
    verified: true,
    followers: 8,
    company: {
      industry: 'Car and motorbike sales and service',
      size: '11-50',
      founded_year: 2014,
      website: null,
      benefits: [
        'Monthly salary plus commission on every car sold',
        'NSSF health and accident insurance',
        'Paid training for mechanics',
        'Lunch allowance',
      ],
      how_we_hire:
        'Send your resume through our job ads or bring it to the showroom. Sales staff have one interview with the manager; mechanics also do a half-day practical test in our workshop. We answer every applicant within two weeks.',
      languages: ['Khmer', 'English'],
    },
  },
  {
    username: 'chenda.realty',
    name: 'Chenda Realty',
    shortDescription: 'Houses, condos and land in Phnom Penh and Siem Reap, hard titles only',
    about:
      'A licensed agency since 2018. We visit every property before we list it.\nភ្នាក់ងារអចលនទ្រព្យចិន្តា។',
    keywords: ['borey', 'condo', 'land', 'ផ្ទះ'],
    hours: weekHours(
      [
        { open: '08:00', close: '12:00' },
        { open: '13:30', close: '17:30' },
      ],
      range('08:00', '12:00'),
    ),
    branches: [
      {
        name: 'Phnom Penh office',
        provinceId: '12',
        address: 'Street 51, Boeung Keng Kang',
        phone: '+85512777888',
        at: [11.5522, 104.9247],
      },
      {
        name: 'Siem Reap office',
        provinceId: '17',
        address: 'Sivatha Boulevard, Siem Reap',
        phone: '+85563777888',
        at: [13.3587, 103.8574],
      },
    ],
    albums: [
      { name: 'Show condos', photos: 3 },
      { name: 'Our offices', photos: 2 },
    ],
    sells: byType('property'),
    verified: false,
    followers: 5,
  },
  {
    username: 'angkor.careers',
    name: 'Angkor Careers',
    shortDescription: 'Hiring for hotels, shops and offices across Cambodia',
    about: 'We recruit for our own hotels and restaurants in Siem Reap and Phnom Penh.',
    keywords: ['jobs', 'hotel', 'ការងារ'],
    hours: weekHours(range('08:00', '17:00')),
    branches: [
      {
        name: 'Head office',
        provinceId: '17',
        address: 'Charles de Gaulle Road, Siem Reap',
        phone: '+85510555666',
        at: [13.3806, 103.8597],
      },
    ],
    albums: [{ name: 'Our hotels and restaurants', photos: 4 }],
    sells: byType('job'),
    verified: false,
    followers: 3,
    company: {
      industry: 'Hotels and restaurants',
      size: '201-500',
      founded_year: 2009,
      website: 'https://www.angkorcareers.example',
      benefits: [
        'Staff meals on every shift',
        'Uniforms provided and laundered',
        'NSSF social security from the first day',
        'Monthly share of the service charge',
        '18 days of paid leave a year',
        'Free English and Chinese classes',
        'Accommodation for staff from the provinces',
      ],
      how_we_hire:
        'Apply here with your resume, or visit our head office on Charles de Gaulle Road (Monday to Friday, 8:00 to 17:00). We call shortlisted candidates within a week for a short interview; for kitchen and service jobs, a paid trial shift. No experience? We train you.\n' +
        'សូមដាក់ពាក្យនៅទីនេះជាមួយប្រវត្តិរូបរបស់អ្នក ឬអញ្ជើញមកការិយាល័យកណ្តាលរបស់យើងនៅផ្លូវឆាល ដឺហ្គោល (ថ្ងៃច័ន្ទ ដល់ថ្ងៃសុក្រ ម៉ោង ៨:០០ ដល់ ១៧:០០)។ យើងនឹងទាក់ទងបេក្ខជនដែលសមស្របក្នុងរយៈពេលមួយសប្តាហ៍ ដើម្បីសម្ភាសន៍។ មិនទាន់មានបទពិសោធន៍? យើងបណ្តុះបណ្តាលជូន។',
      languages: ['Khmer', 'English', 'Chinese'],
    },
  },
];

/**
 * The demo stores, owned by the first sellers (the next ones manage and staff them), with their
 * albums still empty: `albums` says which photos to make for them.
 */
export async function seedDemoStores(
  tx: Db,
  sellers: readonly { id: number }[],
  now: Date,
): Promise<
  {
    id: number;
    ownerId: number;
    sells: (category: DemoCategory) => boolean;
    albums: DemoAlbumPhotos[];
  }[]
> {
  if (sellers.length < DEMO_STORES.length + 2) return [];
  const made = [];
  for (const [index, definition] of DEMO_STORES.entries()) {
    const owner = sellers[index]!;
    const [store] = await tx
      .insert(stores)
      .values({
        ownerId: owner.id,
        name: definition.name,
        username: definition.username,
        shortDescription: definition.shortDescription,
        about: definition.about,
        keywords: definition.keywords,
        hours: definition.hours,
        verifiedAt: definition.verified ? now : null,
        company: definition.company
          ? storeCompanyProfileInputSchema.parse(definition.company)
          : null,
        createdAt: new Date(now.getTime() - (200 + index * 90) * 24 * 3600 * 1000),
      })
      .returning({ id: stores.id });
    const manager = sellers[(index + 1) % sellers.length]!;
    const staff = sellers[(index + 2) % sellers.length]!;
    await tx.insert(storeMembers).values([
      { storeId: store!.id, userId: owner.id, role: 'owner', status: 'active' },
      { storeId: store!.id, userId: manager.id, role: 'manager', status: 'active' },
      { storeId: store!.id, userId: staff.id, role: 'staff', status: 'active' },
    ]);
    const people = new Set([owner.id, manager.id, staff.id]);
    const followers = sellers
      .filter((seller) => !people.has(seller.id))
      .slice(0, definition.followers);
    if (followers.length > 0)
      await tx
        .insert(storeFollowers)
        .values(followers.map((seller) => ({ storeId: store!.id, userId: seller.id })));
    await tx.insert(storeBranches).values(
      definition.branches.map((branch, position) => ({
        storeId: store!.id,
        name: branch.name,
        provinceId: branch.provinceId,
        address: branch.address,
        phone: branch.phone,
        latitude: branch.at[0],
        longitude: branch.at[1],
        position,
      })),
    );
    const albums = await tx
      .insert(storeAlbums)
      .values(
        definition.albums.map((album, position) => ({
          storeId: store!.id,
          name: album.name,
          position,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: storeAlbums.id, position: storeAlbums.position });
    made.push({
      id: store!.id,
      ownerId: owner.id,
      sells: definition.sells,
      albums: albums.map((album) => ({
        storeId: store!.id,
        albumId: album.id,
        userId: owner.id,
        photoSeed: albumPhotoSeed(index, album.position),
        photoCount: definition.albums[album.position]!.photos,
      })),
    });
  }
  return made;
}
