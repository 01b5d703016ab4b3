// Long on purpose: each chat route with its request and answer schemas beside it (the
// OpenAPI document is built from them); the socket is in chat.socket.ts.
import {
  BADGE_FIELDS,
  badgesResponseSchema,
  blockedMembersResponseSchema,
  chatOkResponseSchema,
  CHAT_LIMITS,
  chatConversationsPageSchema,
  chatMessageInputSchema,
  chatReportInputSchema,
  chatSentSchema,
  chatStartInputSchema,
  chatThreadSchema,
} from '@repo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, type RequireUser } from '../../plugins/access-token.ts';
import { rejectNulBytes } from '../../plugins/nul-bytes.ts';
import { chatPhotoRoutes } from './chat.photo-routes.ts';
import type { ChatService } from './chat.service.ts';

const signedIn = [{ deviceId: [], accessToken: [] }];
const idParams = z.object({ id: z.string().max(40) });
const memberParams = z.object({ userId: z.string().max(40) });
const seq = z.coerce.number().int().min(0).max(2_147_483_647);
const threadQuery = z.object({
  after: seq.optional(),
  before: seq.optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_LIMITS.messagesPage).optional(),
});
const listQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_LIMITS.conversationsPage).optional(),
  archived: z.enum(['true', 'false']).optional(),
  /** Only the conversations about this ad (a seller's conversations about one of their ads). */
  ad_id: z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/)
    .optional(),
  /** Words in the other member's name or username, or in the ad's title. */
  q: z.string().trim().max(CHAT_LIMITS.searchMax).optional(),
});

/** {api}: chat between an ad's buyer and seller, blocks and reports (ADR 0035). */
export const chatRoutes: FastifyPluginAsyncZod<{
  chat: ChatService;
  requireUser: RequireUser;
  /** PHOTO_MAX_BYTES: a chat photo is checked like an ad's. */
  photoMaxBytes: number;
}> = async (app, { chat, requireUser, photoMaxBytes }) => {
  rejectNulBytes(app);
  const me = (request: Parameters<typeof authOf>[0]) => authOf(request).user.id;

  app.post(
    '/chats',
    {
      onRequest: requireUser,
      schema: {
        tags: ['chat'],
        summary:
          "A buyer's message about an ad: opens the conversation with its seller (one per ad and buyer) or writes in it. A resend with the same client_id answers the stored message. Own ad: 403 CHAT_OWN_AD; blocked: 403 CHAT_BLOCKED; sold or expired ad, new conversation: 409 CHAT_AD_UNAVAILABLE; limits: 429",
        security: signedIn,
        body: chatStartInputSchema,
        response: { 200: z.object({ data: chatSentSchema }) },
      },
    },
    async (request) => ({ data: await chat.start(me(request), request.body) }),
  );

  app.get(
    '/chats',
    {
      onRequest: requireUser,
      schema: {
        tags: ['chat'],
        summary:
          "The member's conversations, newest message first, keyset-paginated (archived=true: the archived ones; ad_id: those about one ad; q: those whose other member's name or username, or ad title, contains the words); conversations with members they blocked are left out",
        security: signedIn,
        querystring: listQuery,
        response: { 200: z.object({ data: chatConversationsPageSchema }) },
      },
    },
    async (request) => ({
      data: await chat.list(me(request), {
        cursor: request.query.cursor,
        limit: request.query.limit,
        archived: request.query.archived === 'true',
        adId: request.query.ad_id === undefined ? undefined : Number(request.query.ad_id),
        q: request.query.q || undefined,
      }),
    }),
  );

  app.get(
    '/chats/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['chat'],
        summary:
          'A conversation and its messages in order: after=<seq> what came after it (a reconnecting client), before=<seq> the page before it, else the newest page. Not a member of it: 404',
        security: signedIn,
        params: idParams,
        querystring: threadQuery,
        response: { 200: z.object({ data: chatThreadSchema }) },
      },
    },
    async (request) => ({
      data: await chat.thread(me(request), request.params.id, request.query),
    }),
  );

  app.post(
    '/chats/:id/messages',
    {
      onRequest: requireUser,
      schema: {
        tags: ['chat'],
        summary:
          'A message in the conversation, stored with the next sequence number; a resend with the same client_id answers the stored message. Blocked: 403 CHAT_BLOCKED; too many: 429',
        security: signedIn,
        params: idParams,
        body: chatMessageInputSchema,
        response: { 200: z.object({ data: chatSentSchema }) },
      },
    },
    async (request) => ({
      data: await chat.send(me(request), request.params.id, request.body),
    }),
  );

  // Photos: multipart only inside their own plugin (ADR 0042).
  await app.register(chatPhotoRoutes, { chat, requireUser, maxBytes: photoMaxBytes });

  app.post(
    '/chats/:id/read',
    {
      onRequest: requireUser,
      schema: {
        tags: ['chat'],
        summary: "Marks the member's side read up to seq (never moves back)",
        security: signedIn,
        params: idParams,
        body: z.object({ seq }),
        response: { 200: z.object({ data: z.object({ read_seq: z.number().int() }) }) },
      },
    },
    async (request) => ({
      data: { read_seq: await chat.markRead(me(request), request.params.id, request.body.seq) },
    }),
  );

  app.post(
    '/chats/:id/archive',
    {
      onRequest: requireUser,
      schema: {
        tags: ['chat'],
        summary:
          "Archives the conversation in the member's list (value=false brings it back); a new message brings it back too",
        security: signedIn,
        params: idParams,
        body: z.object({ value: z.boolean() }),
        response: { 200: chatOkResponseSchema },
      },
    },
    async (request) => {
      await chat.archive(me(request), request.params.id, request.body.value);
      return { data: { ok: true as const } };
    },
  );

  app.delete(
    '/chats/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['chat'],
        summary:
          'Deletes the conversation for the member only: its messages so far disappear from their side; the other member keeps theirs',
        security: signedIn,
        params: idParams,
        response: { 200: chatOkResponseSchema },
      },
    },
    async (request) => {
      await chat.remove(me(request), request.params.id);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/chats/:id/reports',
    {
      onRequest: requireUser,
      schema: {
        tags: ['chat'],
        summary:
          'Reports the conversation and its other member (scam, harassment, spam, other) for moderation',
        security: signedIn,
        params: idParams,
        body: chatReportInputSchema,
        response: { 200: z.object({ data: z.object({ id: z.string() }) }) },
      },
    },
    async (request) => ({
      data: { id: await chat.report(me(request), request.params.id, request.body) },
    }),
  );

  app.get(
    '/me/blocks',
    {
      onRequest: requireUser,
      schema: {
        tags: ['chat'],
        summary: 'The members the member blocked, most recent first',
        security: signedIn,
        response: { 200: blockedMembersResponseSchema },
      },
    },
    async (request) => ({ data: await chat.blocked(me(request)) }),
  );

  app.put(
    '/me/blocks/:userId',
    {
      onRequest: requireUser,
      schema: {
        tags: ['chat'],
        summary:
          'Blocks a member: they can no longer write to the member, and conversations with them leave the member’s list; idempotent',
        security: signedIn,
        params: memberParams,
        response: { 200: chatOkResponseSchema },
      },
    },
    async (request) => {
      await chat.block(me(request), request.params.userId);
      return { data: { ok: true as const } };
    },
  );

  app.delete(
    '/me/blocks/:userId',
    {
      onRequest: requireUser,
      schema: {
        tags: ['chat'],
        summary: 'Unblocks a member; idempotent',
        security: signedIn,
        params: memberParams,
        response: { 200: chatOkResponseSchema },
      },
    },
    async (request) => {
      await chat.unblock(me(request), request.params.userId);
      return { data: { ok: true as const } };
    },
  );
};

const badgesQuery = z.object({
  fields: z
    .string()
    .max(200)
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.enum(BADGE_FIELDS)).min(1).max(BADGE_FIELDS.length)),
  lang: z.enum(['en', 'km']).optional(),
  storeid: z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/)
    .optional(),
});

/**
 * {notification}: the header's badges (spec §7), polled by the leader tab. `chat` counts the
 * conversations with unread messages; `comment` and `subscription_nearly_expired` are 0 until
 * their features exist, and so is every count for a store (`storeid`) until stores have inboxes.
 */
export const badgeRoutes: FastifyPluginAsyncZod<{
  chat: ChatService;
  requireUser: RequireUser;
}> = async (app, { chat, requireUser }) => {
  rejectNulBytes(app);
  app.get(
    '/badges',
    {
      onRequest: requireUser,
      schema: {
        tags: ['chat'],
        summary:
          'Counts for the header: fields=chat,comment,subscription_nearly_expired (any of them); chat = conversations with unread messages',
        security: signedIn,
        querystring: badgesQuery,
        response: { 200: badgesResponseSchema },
      },
    },
    async (request) => {
      const { fields, storeid } = request.query;
      const counts: Record<(typeof BADGE_FIELDS)[number], () => Promise<number>> = {
        chat: async () => (storeid ? 0 : chat.unreadConversations(authOf(request).user.id)),
        comment: async () => 0,
        subscription_nearly_expired: async () => 0,
      };
      const data: Partial<Record<(typeof BADGE_FIELDS)[number], number>> = {};
      for (const field of new Set(fields)) data[field] = await counts[field]();
      return { data };
    },
  );
};
