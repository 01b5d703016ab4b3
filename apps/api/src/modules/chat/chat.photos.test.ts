import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChatSent, ChatThread } from '@repo/domain';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { call, dataOf, errorOf } from '../../test/accounts.ts';
import { DEVICE, setupTestApp } from '../../test/database.ts';
import { multipart } from '../../test/multipart.ts';
import { noisyImage } from '../photos/photos.fixtures.ts';
import { member, postAd, type Member } from './chat.fixtures.ts';

/** Chat photos (ADR 0042): the photo pipeline's checks, private to the conversation's members. */

const MEDIA_DIR = mkdtempSync(join(tmpdir(), 'psar-chat-photos-'));
const env = setupTestApp({ config: { MEDIA_DIR, PHOTO_MAX_BYTES: 200_000 } });
afterAll(() => rmSync(MEDIA_DIR, { recursive: true, force: true }));

let ids = 0;
const clientId = () => `photo-${(ids += 1)}-${randomBytes(4).toString('hex')}`;

const sendPhoto = (
  who: Member | undefined,
  chatId: string,
  fields: Record<string, string>,
  file?: { data: Buffer; type?: string },
) => {
  const body = multipart(fields, file);
  return env.app.inject({
    method: 'POST',
    url: `/api/chats/${chatId}/photos`,
    headers: { ...DEVICE, ...(who ? { 'access-token': who.token } : {}), ...body.headers },
    payload: body.payload,
  });
};

const photoOf = (
  who: Member | undefined,
  chatId: string,
  messageId: string,
  rendition = 'medium',
) =>
  env.app.inject({
    method: 'GET',
    url: `/api/chats/${chatId}/photos/${messageId}/${rendition}`,
    headers: { ...DEVICE, ...(who ? { 'access-token': who.token } : {}) },
  });

async function conversation() {
  const seller = await member(env);
  const buyer = await member(env);
  const adId = await postAd(env, seller);
  const sent = dataOf<ChatSent>(
    await call(env.app, 'POST', '/api/chats', {
      accessToken: buyer.token,
      body: { ad_id: adId, client_id: clientId(), text: 'Is it still available?' },
    }),
  );
  return { seller, buyer, chatId: sent.conversation_id };
}

/** Every file under MEDIA_DIR (relative paths). */
const storedFiles = () =>
  readdirSync(MEDIA_DIR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(MEDIA_DIR.length + 1));

describe('chat photos', () => {
  it('sends a photo with a caption; both members read its renditions, nobody else', async () => {
    const { seller, buyer, chatId } = await conversation();
    const jpeg = await noisyImage(640, 480).jpeg().toBuffer();
    const id = clientId();
    const sent = dataOf<ChatSent>(
      await sendPhoto(
        seller,
        chatId,
        { client_id: id, text: 'The back, no scratches' },
        { data: jpeg },
      ),
    );
    expect(sent.message).toMatchObject({
      seq: 2,
      mine: true,
      text: 'The back, no scratches',
      photo: { width: 640, height: 480 },
    });
    // A resend is the same message, and stores no second file.
    const files = storedFiles().length;
    const again = dataOf<ChatSent>(
      await sendPhoto(
        seller,
        chatId,
        { client_id: id, text: 'The back, no scratches' },
        { data: jpeg },
      ),
    );
    expect(again.message.id).toBe(sent.message.id);
    expect(storedFiles()).toHaveLength(files);

    const thread = dataOf<ChatThread>(
      await call(env.app, 'GET', `/api/chats/${chatId}`, { accessToken: buyer.token }),
    );
    expect(thread.messages.at(-1)).toMatchObject({
      mine: false,
      photo: { width: 640, height: 480 },
    });

    for (const who of [seller, buyer]) {
      const answer = await photoOf(who, chatId, sent.message.id);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/webp');
      expect(answer.headers['cache-control']).toMatch(/^private/);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(answer.rawPayload).metadata();
      expect(meta.format).toBe('webp');
    }
    const thumb = await sharp(
      (await photoOf(buyer, chatId, sent.message.id, 'thumb')).rawPayload,
    ).metadata();
    expect(thumb.width).toBeLessThan(640);

    // A third member and a visitor learn nothing; nor does an unknown rendition or message.
    const stranger = await member(env);
    expect((await photoOf(stranger, chatId, sent.message.id)).statusCode).toBe(404);
    expect((await photoOf(undefined, chatId, sent.message.id)).statusCode).toBe(401);
    expect((await photoOf(buyer, chatId, sent.message.id, 'original')).statusCode).toBe(400);
    expect((await photoOf(buyer, chatId, '999999')).statusCode).toBe(404);
    expect((await photoOf(buyer, chatId, 'constructor')).statusCode).toBe(404);
    errorOf(await sendPhoto(stranger, chatId, { client_id: clientId() }, { data: jpeg }), 404);

    // The files are private: GET /media never serves them.
    const key = storedFiles().find((path) => path.startsWith('private/chat/'));
    expect(key).toBeDefined();
    const media = await env.app.inject({ method: 'GET', url: `/media/${key}` });
    expect(media.statusCode).toBe(404);

    // Deleted for oneself: the photo is gone for that member only.
    await call(env.app, 'DELETE', `/api/chats/${chatId}`, { accessToken: buyer.token });
    expect((await photoOf(buyer, chatId, sent.message.id)).statusCode).toBe(404);
    expect((await photoOf(seller, chatId, sent.message.id)).statusCode).toBe(200);
  });

  it('takes a photo without a caption, and refuses what is not a photo with a clear reason', async () => {
    const { buyer, chatId } = await conversation();
    const png = await noisyImage(120, 90).png().toBuffer();
    const bare = dataOf<ChatSent>(
      await sendPhoto(buyer, chatId, { client_id: clientId() }, { data: png }),
    );
    expect(bare.message).toMatchObject({ text: '', photo: { width: 120, height: 90 } });

    const files = storedFiles().length;
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect(
      errorOf(
        await sendPhoto(
          buyer,
          chatId,
          { client_id: clientId() },
          { data: html, type: 'image/jpeg' },
        ),
        422,
      ).code,
    ).toBe('INVALID_IMAGE');
    expect(
      errorOf(
        await sendPhoto(buyer, chatId, { client_id: clientId() }, { data: randomBytes(300_000) }),
        413,
      ).code,
    ).toBe('PAYLOAD_TOO_LARGE');
    expect(errorOf(await sendPhoto(buyer, chatId, { client_id: clientId() }), 400).code).toBe(
      'VALIDATION_FAILED',
    );
    const noId = errorOf(await sendPhoto(buyer, chatId, { text: 'hi' }, { data: png }), 400);
    expect(noId).toMatchObject({ code: 'VALIDATION_FAILED' });
    const tooLong = errorOf(
      await sendPhoto(
        buyer,
        chatId,
        { client_id: clientId(), text: 'x'.repeat(2001) },
        { data: png },
      ),
      400,
    );
    expect(tooLong.code).toBe('VALIDATION_FAILED');
    const json = await call(env.app, 'POST', `/api/chats/${chatId}/photos`, {
      accessToken: buyer.token,
      body: { client_id: clientId(), text: 'no file' },
    });
    expect(json.statusCode).toBe(415);
    // Nothing refused left a file behind.
    expect(storedFiles()).toHaveLength(files);
  });

  it('refuses a photo to a member who blocked the sender', async () => {
    const { seller, buyer, chatId } = await conversation();
    expect(
      (await call(env.app, 'PUT', `/api/me/blocks/${buyer.id}`, { accessToken: seller.token }))
        .statusCode,
    ).toBeLessThan(300);
    const png = await noisyImage(60, 40).png().toBuffer();
    const refused = errorOf(
      await sendPhoto(buyer, chatId, { client_id: clientId() }, { data: png }),
      403,
    );
    expect(refused.code).toBe('CHAT_BLOCKED');
  });
});
