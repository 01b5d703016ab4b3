import { asc, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { ads, users } from './schema.ts';
import { insertRecords } from './sql.ts';

let database: TestDatabase;
let userId: number;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  const [user] = await database.db
    .insert(users)
    .values({ firstName: 'Dara', lastName: 'Chan', phone: '+85512000111', locale: 'km' })
    .returning({ id: users.id });
  userId = user!.id;
});

afterAll(() => database.close());

const at = new Date('2026-12-01T03:04:05.678Z');
const row = (title: string, extra: Partial<typeof ads.$inferInsert> = {}) => ({
  userId,
  categoryId: 101,
  status: 'active',
  title,
  description: 'Line one\nline "two" with \\ and {braces}, ៛ and ភាសាខ្មែរ',
  price: '1250.50',
  priceKind: 'negotiable',
  provinceId: '12',
  address: "Street 63, O'Russey",
  contactName: 'Dara',
  phones: ['+85512345678', '+85598765432'],
  fields: { condition: 'used', year: 2019, original: true, note: 'a "quoted" {brace}' },
  postedAt: at,
  renewedAt: at,
  expiresAt: new Date(at.getTime() + 30 * 86_400_000),
  createdAt: at,
  updatedAt: at,
  ...extra,
});

describe('insertRecords', () => {
  it('writes the rows as values() writes them: defaults where no row sets a column, nulls where some do', async () => {
    const { db } = database;
    const rows = [
      row('iPhone 13 Pro', { premiumType: 'top', premiumUntil: at, views: 3 }),
      row('ទូរស័ព្ទ Samsung', { views: 7 }),
    ];
    const byValues = await db.insert(ads).values(rows).returning({ id: ads.id });
    const byRecords = (await db.execute(insertRecords(ads, rows, sql`${ads.id}`))) as unknown as {
      rows: { id: number | string }[];
    };
    const read = async (ids: number[]) =>
      (await db.select().from(ads).where(inArray(ads.id, ids)).orderBy(asc(ads.id))).map(
        ({ id: _id, searchVector: _vector, ...rest }) => rest,
      );
    const expected = await read(byValues.map((written) => written.id));
    const written = await read(byRecords.rows.map((written) => Number(written.id)));
    expect(written).toHaveLength(2);
    expect(written).toEqual(expected);
    expect(written[0]).toMatchObject({
      premiumType: 'top',
      views: 3,
      likes: 0,
      phones: rows[0]!.phones,
    });
    expect(written[1]).toMatchObject({ premiumType: null, premiumUntil: null, views: 7 });
    expect(written[1]!.fields).toEqual(rows[1]!.fields);
  });

  it('refuses rows that leave a required column unset in some of them', () => {
    const { status: _status, ...unset } = row('No status');
    expect(() => insertRecords(ads, [row('With status'), unset])).toThrow(/status/);
  });
});
