import { signedUpMember } from '../../test/accounts.ts';
import { insertPhoneAd } from '../../test/ads.ts';
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

/** An ad of `owner` to talk about, written directly (this file tests chat). */
export async function postAd(env: Env, owner: Member, status = 'active'): Promise<string> {
  return String(await insertPhoneAd(env.database.db, Number(owner.id), { status }));
}
