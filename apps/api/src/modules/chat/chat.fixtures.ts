import { ads } from '../../db/schema.ts';
import { signedUpMember } from '../../test/accounts.ts';
import type { setupTestApp } from '../../test/database.ts';

/** Members and ads for the chat's tests (HTTP and socket). */

export type ChatTestEnv = Pick<ReturnType<typeof setupTestApp>, 'app' | 'database'>;
type Env = ChatTestEnv;

export interface Member {
  id: string;
  token: string;
}

export async function member(env: Env): Promise<Member> {
  const { id, token } = await signedUpMember(env.app, env.database.db);
  return { id: String(id), token };
}

/** An ad as the ads module stores it, written directly (this file tests chat). */
export async function postAd(env: Env, owner: Member, status = 'active'): Promise<string> {
  const at = new Date();
  const [row] = await env.database.db
    .insert(ads)
    .values({
      userId: Number(owner.id),
      categoryId: 101,
      status,
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
    })
    .returning({ id: ads.id });
  return String(row!.id);
}
