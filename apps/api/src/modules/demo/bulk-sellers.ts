import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { DemoLocale, Random } from './demo-content.ts';

/** The sellers of the bulk ads: a few hundred members with Cambodian names. */

const DAY_MS = 24 * 3600 * 1000;
/** Bulk sellers are recognisable by this username prefix (demo sellers use `psar-demo-`). */
export const BULK_USERNAME_PREFIX = 'psar-bulk-';

const FIRST_NAMES: Record<DemoLocale, string[]> = {
  en: [
    'Sokha',
    'Dara',
    'Sophea',
    'Vannak',
    'Chenda',
    'Piseth',
    'Bopha',
    'Rithy',
    'Kosal',
    'Mony',
    'Sreymom',
    'Vibol',
    'Sovann',
    'Nary',
    'Kimsan',
    'Pheaktra',
  ],
  km: [
    'សុខា',
    'ដារ៉ា',
    'សុភា',
    'វណ្ណៈ',
    'ចិន្តា',
    'ពិសិដ្ឋ',
    'បុប្ផា',
    'ឫទ្ធី',
    'កុសល',
    'មុន្នី',
    'ស្រីមុំ',
    'វិបុល',
    'សុវណ្ណ',
    'ណារី',
    'គឹមសាន',
    'ភក្ត្រា',
  ],
};
const LAST_NAMES: Record<DemoLocale, string[]> = {
  en: ['Chan', 'Kim', 'Ly', 'Meas', 'Nhem', 'Tep', 'Heng', 'Sok', 'Ouk', 'Chea', 'Keo', 'Sun'],
  km: ['ចាន់', 'គឹម', 'លី', 'មាស', 'ញឹម', 'ទេព', 'ហេង', 'សុខ', 'អ៊ុក', 'ជា', 'កែវ', 'ស៊ុន'],
};

/** The sellers' rows: deterministic names, half writing in Khmer, members for up to 4 years. */
export async function bulkSellers(
  db: Db,
  random: Random,
  count: number,
  now: Date,
): Promise<{ id: number; locale: DemoLocale }[]> {
  const rows = Array.from({ length: count }, (_, index) => {
    const locale: DemoLocale = random.chance(0.5) ? 'km' : 'en';
    return {
      username: `${BULK_USERNAME_PREFIX}${String(index + 1).padStart(4, '0')}`,
      firstName: random.pick(FIRST_NAMES[locale]),
      lastName: random.pick(LAST_NAMES[locale]),
      status: 'active',
      locale,
      createdAt: new Date(now.getTime() - random.int(70, 4 * 365) * DAY_MS),
    };
  });
  // A second run reuses the sellers of the first (usernames are unique).
  for (let start = 0; start < rows.length; start += 500)
    await db
      .insert(users)
      .values(rows.slice(start, start + 500))
      .onConflictDoNothing();
  const found = await db
    .select({ id: users.id, username: users.username, locale: users.locale })
    .from(users)
    .where(
      inArray(
        users.username,
        rows.map((row) => row.username),
      ),
    );
  const byName = new Map(found.map((row) => [row.username, row]));
  return rows.map((row) => {
    const seller = byName.get(row.username)!;
    return { id: seller.id, locale: seller.locale as DemoLocale };
  });
}
