import type { Db } from '../db/client.ts';
import { ads } from '../db/schema.ts';

/**
 * An ad as the ads module stores it, written straight into the table: the tests of other
 * modules (chat, stores) need an ad to point at, not the post form's rules. An iPhone in
 * subcategory 101 in Phnom Penh, posted now and expiring in 30 days; `values` override any
 * column. Answers its id.
 */
export async function insertPhoneAd(
  db: Db,
  userId: number,
  values: Partial<typeof ads.$inferInsert> = {},
): Promise<number> {
  const at = new Date();
  const [row] = await db
    .insert(ads)
    .values({
      userId,
      categoryId: 101,
      status: 'active',
      title: 'iPhone 13 Pro 256GB',
      description: 'Like new, battery 90%, with box.',
      price: '650.50',
      priceKind: 'negotiable',
      provinceId: '12',
      address: 'Street 63, BKK1',
      contactName: 'Dara',
      phones: ['+85512345678'],
      fields: { condition: 'used' },
      postedAt: at,
      renewedAt: at,
      expiresAt: new Date(at.getTime() + 30 * 86_400_000),
      createdAt: at,
      updatedAt: at,
      ...values,
    })
    .returning({ id: ads.id });
  return row!.id;
}
