import type { ChatSent, MemberSettings } from '@repo/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, outbox, users } from '../../db/schema.ts';
import { call, dataOf, errorOf, newEmail, signUp } from '../../test/accounts.ts';
import { setupTestApp, TEST_ENGINE } from '../../test/database.ts';
import { createOutboxSender } from '../auth/auth.sender.ts';
import { createMemberMailService } from '../auth/member-mail.service.ts';
import { settableClock } from '../ads/ads.fixtures.ts';
import { member as phoneMember, postAd, type Member } from '../chat/chat.fixtures.ts';
import { createUnreadEmailJob, type UnreadEmailRun } from './notification.email.ts';

const MINUTE = 60_000;
const WEB = 'http://127.0.0.1:4100';
let ids = 0;
const clientId = () => `email-${(ids += 1)}-abcdefgh`;

describe(`unread-message emails on ${TEST_ENGINE}`, () => {
  const clock = settableClock(new Date().toISOString());
  const env = setupTestApp({
    now: clock.now,
    config: {
      ACCESS_TOKEN_TTL_S: 400 * 24 * 3600,
      CHAT_EMAIL_DELAY_MINUTES: 15,
      WEB_PUBLIC_URL: WEB,
    },
  });
  const db = () => env.database.db;
  const run = () => env.app.jobs.runNow('notification.unread-email') as Promise<UnreadEmailRun>;

  /** A member who signed up with an email address (in `locale`): id, token and address. */
  async function emailMember(locale: 'en' | 'km' = 'en'): Promise<Member & { email: string }> {
    const email = newEmail();
    const { tokens } = await signUp(env.app, db(), { login: email });
    const me = dataOf<{ id: string }>(
      await call(env.app, 'GET', '/api/me', { accessToken: tokens.access_token }),
    );
    await db()
      .update(users)
      .set({ locale })
      .where(eq(users.id, Number(me.id)));
    return { id: me.id, token: tokens.access_token, email };
  }

  /** The buyer writes `texts` about the ad; the conversation's id. */
  async function writes(buyer: Member, adId: string, texts: string[]): Promise<string> {
    let chatId = '';
    for (const text of texts)
      chatId = dataOf<ChatSent>(
        await call(env.app, 'POST', '/api/chats', {
          accessToken: buyer.token,
          body: { ad_id: adId, client_id: clientId(), text },
        }),
      ).conversation_id;
    return chatId;
  }

  /** The unread-message emails sent to an address, oldest first. */
  const emailsTo = (address: string) =>
    db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, address), eq(outbox.purpose, 'chat_unread')))
      .orderBy(outbox.id);

  const readThread = (who: Member, chatId: string, seq: number) =>
    call(env.app, 'POST', `/api/chats/${chatId}/read`, { accessToken: who.token, body: { seq } });

  const tokenIn = (body: string) => body.match(/unsubscribe\?token=([A-Za-z0-9_-]+)/)?.[1];

  it('emails a member once, after the delay, about every waiting conversation', async () => {
    const seller = await emailMember();
    const [dara, sophea] = [await phoneMember(env), await phoneMember(env)];
    const phoneAd = await postAd(env, seller);
    const laptopAd = await postAd(env, seller);
    const first = await writes(dara, phoneAd, ['Hello']);
    clock.advance(10 * MINUTE);
    // A new message moves its line's time: the delay counts from the latest message.
    await writes(dara, phoneAd, ['Is the price firm?']);
    const second = await writes(sophea, laptopAd, ['Can I see it tomorrow?']);

    clock.advance(14 * MINUTE);
    expect(await run()).toEqual({ emails: 0, lines: 0 });
    expect(await emailsTo(seller.email)).toEqual([]);

    clock.advance(2 * MINUTE);
    expect(await run()).toMatchObject({ emails: 1, lines: 2 });
    const [email] = await emailsTo(seller.email);
    expect(email).toMatchObject({
      channel: 'email',
      subject: 'You have unread messages in 2 conversations on Psar',
    });
    const body = email!.body;
    expect(body).toContain('Hello Dara,');
    expect(body).toContain(
      'Dara Sok, 2 messages about “iPhone 13 Pro 256GB”: “Is the price firm?”',
    );
    expect(body).toContain('“Can I see it tomorrow?”');
    expect(body).toContain(`${WEB}/chats?id=${first}`);
    expect(body).toContain(`${WEB}/chats?id=${second}`);
    // Newest first, as the notification centre lists them.
    expect(body.indexOf(`?id=${second}`)).toBeLessThan(body.indexOf(`?id=${first}`));
    expect(body).toContain(`${WEB}/notifications`);
    const token = tokenIn(body);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Not again for the same unread line, even when it has new messages.
    await run();
    await writes(dara, phoneAd, ['Hello again?']);
    clock.advance(20 * MINUTE);
    expect(await run()).toEqual({ emails: 0, lines: 0 });
    expect(await emailsTo(seller.email)).toHaveLength(1);

    // Read, then a new message: a new line, emailed once its delay has passed.
    await readThread(seller, first, 3);
    await writes(dara, phoneAd, ['Still for sale?']);
    clock.advance(16 * MINUTE);
    expect(await run()).toMatchObject({ emails: 1, lines: 1 });
    const emails = await emailsTo(seller.email);
    expect(emails).toHaveLength(2);
    expect(emails[1]!.subject).toBe('Dara Sok sent you a message on Psar');
    expect(emails[1]!.body).toContain('“Still for sale?”');
    expect(emails[1]!.body).not.toContain(`?id=${second}`);
    // The same token in every email of the member.
    expect(tokenIn(emails[1]!.body)).toBe(token);
  });

  it('emails nobody who turned it off, has no address, or read in time', async () => {
    const buyer = await phoneMember(env);
    const phoneOnly = await phoneMember(env);
    const off = await emailMember();
    const reader = await emailMember();
    expect(
      dataOf<MemberSettings>(
        await call(env.app, 'POST', '/api/me/settings/chat-email', {
          accessToken: off.token,
          body: { enabled: 'false' },
          form: true,
        }),
      ),
    ).toEqual({ chat_email: false, email: off.email });
    await writes(buyer, await postAd(env, phoneOnly), ['Hi']);
    await writes(buyer, await postAd(env, off), ['Hi']);
    const read = await writes(buyer, await postAd(env, reader), ['Hi']);
    clock.advance(10 * MINUTE);
    await readThread(reader, read, 1);
    clock.advance(10 * MINUTE);

    expect(await run()).toEqual({ emails: 0, lines: 0 });
    expect(await emailsTo(off.email)).toEqual([]);
    expect(await emailsTo(reader.email)).toEqual([]);
    // The lines of members who get no email stay as they were (unread, never emailed).
    const phoneLines = await db()
      .select({ emailedAt: notifications.emailedAt })
      .from(notifications)
      .where(eq(notifications.userId, Number(phoneOnly.id)));
    expect(phoneLines).toEqual([{ emailedAt: null }]);

    // Turned on again, the waiting line is emailed.
    dataOf(
      await call(env.app, 'POST', '/api/me/settings/chat-email', {
        accessToken: off.token,
        body: { enabled: true },
      }),
    );
    expect(await run()).toMatchObject({ emails: 1 });
    expect(await emailsTo(off.email)).toHaveLength(1);
  });

  it('writes the email in the member’s language', async () => {
    const seller = await emailMember('km');
    const buyer = await phoneMember(env);
    const chatId = await writes(buyer, await postAd(env, seller), ['តម្លៃប៉ុន្មាន?', 'ចុះថ្ងៃនេះ?']);
    clock.advance(16 * MINUTE);
    await run();
    const [email] = await emailsTo(seller.email);
    expect(email!.subject).toBe('Dara Sok បានផ្ញើសារមកអ្នកនៅលើ Psar');
    expect(email!.body).toContain('សួស្តី Dara');
    expect(email!.body).toContain('Dara Sok សារចំនួន ២ អំពី «iPhone 13 Pro 256GB»៖ «ចុះថ្ងៃនេះ?»');
    expect(email!.body).toContain(`${WEB}/km/chats?id=${chatId}`);
    expect(email!.body).toContain(`${WEB}/km/unsubscribe?token=`);
  });

  it('unsubscribes by the link’s token, and refuses tokens that are nobody’s or not tokens', async () => {
    const seller = await emailMember();
    const buyer = await phoneMember(env);
    const adId = await postAd(env, seller);
    const chatId = await writes(buyer, adId, ['Hi']);
    clock.advance(16 * MINUTE);
    await run();
    const token = tokenIn((await emailsTo(seller.email))[0]!.body)!;

    // No sign-in needed: the link is all the member has in their mail client.
    expect(
      dataOf(await call(env.app, 'POST', '/api/unsubscribe', { body: { token }, form: true })),
    ).toEqual({ chat_email: false });
    expect(
      dataOf<MemberSettings>(
        await call(env.app, 'GET', '/api/me/settings', { accessToken: seller.token }),
      ).chat_email,
    ).toBe(false);
    // Twice is the same answer (a link followed again).
    dataOf(await call(env.app, 'POST', '/api/unsubscribe', { body: { token } }));

    await readThread(seller, chatId, 1);
    await writes(buyer, adId, ['Are you there?']);
    clock.advance(16 * MINUTE);
    await run();
    expect(await emailsTo(seller.email)).toHaveLength(1);

    const unknown = 'A'.repeat(43);
    expect(
      errorOf(await call(env.app, 'POST', '/api/unsubscribe', { body: { token: unknown } }), 404)
        .code,
    ).toBe('NOT_FOUND');
    for (const bad of [
      '__proto__',
      'constructor',
      '',
      'x'.repeat(65),
      'abc def ghi jkl mno',
      `${token}'--`,
    ])
      errorOf(await call(env.app, 'POST', '/api/unsubscribe', { body: { token: bad } }), 400);
    errorOf(await call(env.app, 'POST', '/api/unsubscribe', { body: {} }), 400);
  });

  it('lets only the member read and change their setting', async () => {
    const someone = await emailMember();
    const noEmail = await phoneMember(env);
    errorOf(await call(env.app, 'GET', '/api/me/settings'), 401);
    errorOf(
      await call(env.app, 'POST', '/api/me/settings/chat-email', { body: { enabled: false } }),
      401,
    );
    expect(
      dataOf<MemberSettings>(
        await call(env.app, 'GET', '/api/me/settings', { accessToken: someone.token }),
      ),
    ).toEqual({ chat_email: true, email: someone.email });
    expect(
      dataOf<MemberSettings>(
        await call(env.app, 'GET', '/api/me/settings', { accessToken: noEmail.token }),
      ),
    ).toEqual({ chat_email: true, email: null });
    for (const enabled of ['maybe', '', '__proto__'])
      errorOf(
        await call(env.app, 'POST', '/api/me/settings/chat-email', {
          accessToken: someone.token,
          body: { enabled },
          form: true,
        }),
        400,
      );
  });

  it('claims each line once when two runs race, and keeps a run within its bounds', async () => {
    const mail = () =>
      createMemberMailService({ db: db(), sender: createOutboxSender(db()), emailEnabled: true })
        .mail;
    const worker = (limits?: { membersPerRun: number; perEmail: number }) =>
      createUnreadEmailJob({
        db: db(),
        now: clock.now,
        mail: mail(),
        delayMinutes: 15,
        web: WEB,
        log: () => {},
        limits,
      });
    // Whatever earlier tests left due is emailed first.
    await worker()();

    const buyer = await phoneMember(env);
    const busy = await emailMember();
    const quiet = await emailMember();
    for (let i = 0; i < 3; i += 1) await writes(buyer, await postAd(env, busy), [`Hi ${i}`]);
    clock.advance(MINUTE);
    await writes(buyer, await postAd(env, quiet), ['Hello']);
    clock.advance(16 * MINUTE);

    // One member a run, two conversations an email: the member who waited longest first.
    const [a, b] = await Promise.all([
      worker({ membersPerRun: 1, perEmail: 2 })(),
      worker({ membersPerRun: 1, perEmail: 2 })(),
    ]);
    const busyEmails = await emailsTo(busy.email);
    const quietEmails = await emailsTo(quiet.email);
    expect(a.emails + b.emails).toBe(busyEmails.length + quietEmails.length);
    // The two runs race: which of their emails is stored first is not fixed, only that the
    // member who waited longest got two conversations in one email in this round.
    expect(busyEmails.map((email) => email.subject)).toContain(
      'You have unread messages in 2 conversations on Psar',
    );
    // Whatever was left goes in the next runs, and nothing is emailed twice.
    await worker({ membersPerRun: 1, perEmail: 2 })();
    await worker({ membersPerRun: 1, perEmail: 2 })();
    expect(await worker()()).toEqual({ emails: 0, lines: 0 });
    const all = [...(await emailsTo(busy.email)), ...(await emailsTo(quiet.email))];
    const linked = all.flatMap((e) => [...e.body.matchAll(/chats\?id=(\d+)/g)].map((m) => m[1]));
    expect(linked).toHaveLength(4);
    expect(new Set(linked).size).toBe(4);
    expect(await emailsTo(quiet.email)).toHaveLength(1);
  });
});
