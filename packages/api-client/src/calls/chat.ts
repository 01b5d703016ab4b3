import {
  badgesResponseSchema,
  blockedMembersResponseSchema,
  chatConversationsResponseSchema,
  chatOkResponseSchema,
  chatReadResponseSchema,
  chatReportResponseSchema,
  chatSentResponseSchema,
  chatThreadResponseSchema,
  type BadgeField,
  type Badges,
  type BlockedMember,
  type ChatConversationsPage,
  type ChatMessageInput,
  type ChatPhotoInput,
  type ChatPhotoRendition,
  type ChatReportInput,
  type ChatSent,
  type ChatStartInput,
  type ChatThread,
} from '@repo/domain';
import { dataOf, type BytesAnswer, type Transport } from '../transport.ts';

/** Decoding a photo and making its renditions take longer than an ordinary call. */
const PHOTO_TIMEOUT_MS = 60_000;

/** Chat between an ad's buyer and seller, blocks, reports and the header's badges (ADR 0035). */
export interface ChatCalls {
  /** POST {api}/chats: a buyer's message about an ad; opens the conversation or writes in it. */
  start(input: ChatStartInput): Promise<ChatSent>;
  /** POST {api}/chats/{id}/messages: a message; a resend with the same client id is the same. */
  send(conversationId: string, input: ChatMessageInput): Promise<ChatSent>;
  /**
   * POST {api}/chats/{id}/photos, multipart (client_id, text, then the file `file`): a message
   * with a photo; a resend with the same client id is the same message (ADR 0042).
   */
  sendPhoto(
    conversationId: string,
    input: ChatPhotoInput,
    file: Blob,
    fileName: string,
  ): Promise<ChatSent>;
  /** GET {api}/chats/{id}/photos/{message}/{rendition}: the photo's WebP, for the members only. */
  photo(
    conversationId: string,
    messageId: string,
    rendition: ChatPhotoRendition,
  ): Promise<BytesAnswer>;
  /**
   * GET {api}/chats: one keyset page of the member's conversations (or the archived ones, or
   * those about one ad).
   */
  list(options?: {
    limit?: number;
    cursor?: string;
    archived?: boolean;
    adId?: string;
    /** Words in the other member's name or username, or in the ad's title. */
    q?: string;
  }): Promise<ChatConversationsPage>;
  /** GET {api}/chats/{id}: the conversation and its messages after `after`, before `before`, or the newest. */
  thread(
    conversationId: string,
    range?: { after?: number; before?: number; limit?: number },
  ): Promise<ChatThread>;
  /** POST {api}/chats/{id}/read: the member's read position, moved up to `seq`. */
  markRead(conversationId: string, seq: number): Promise<{ read_seq: number }>;
  /** POST {api}/chats/{id}/archive */
  archive(conversationId: string, archived: boolean): Promise<void>;
  /** DELETE {api}/chats/{id}: for the member only. */
  remove(conversationId: string): Promise<void>;
  /** POST {api}/chats/{id}/reports: the stored report's id. */
  report(conversationId: string, input: ChatReportInput): Promise<{ id: string }>;
  /** GET {api}/me/blocks */
  blocked(): Promise<BlockedMember[]>;
  /** PUT or DELETE {api}/me/blocks/{userId} */
  block(userId: string, blocked: boolean): Promise<void>;
  /** GET {notification}/badges?fields=…&lang=… (`storeid` for a store's counts). */
  badges(fields: readonly BadgeField[], lang: 'en' | 'km', storeId?: string): Promise<Badges>;
}

export function chatCalls({ request }: Transport): ChatCalls {
  const chat = (id: string, rest = '') => `chats/${encodeURIComponent(id)}${rest}`;
  return {
    start: (input) =>
      dataOf(request('POST', 'api', 'chats', { json: input, schema: chatSentResponseSchema })),
    send: (id, input) =>
      dataOf(
        request('POST', 'api', chat(id, '/messages'), {
          json: input,
          schema: chatSentResponseSchema,
        }),
      ),
    sendPhoto(id, input, file, fileName) {
      const form = new FormData();
      // The fields first: the API checks them before it reads the file.
      form.append('client_id', input.client_id);
      form.append('text', input.text);
      form.append('file', file, fileName);
      return dataOf(
        request('POST', 'api', chat(id, '/photos'), {
          form,
          schema: chatSentResponseSchema,
          timeout: PHOTO_TIMEOUT_MS,
        }),
      );
    },
    photo: (id, messageId, rendition) =>
      request<BytesAnswer>(
        'GET',
        'api',
        chat(id, `/photos/${encodeURIComponent(messageId)}/${encodeURIComponent(rendition)}`),
        { responseType: 'bytes', headers: { Accept: 'image/webp' } },
      ),
    list: ({ limit, cursor, archived, adId, q } = {}) =>
      dataOf(
        request('GET', 'api', 'chats', {
          query: {
            ...(limit ? { limit } : {}),
            ...(cursor ? { cursor } : {}),
            ...(archived ? { archived: 'true' } : {}),
            ...(adId ? { ad_id: adId } : {}),
            ...(q ? { q } : {}),
          },
          schema: chatConversationsResponseSchema,
        }),
      ),
    thread: (id, range = {}) =>
      dataOf(
        request('GET', 'api', chat(id), {
          query: Object.fromEntries(
            Object.entries(range).filter(([, value]) => value !== undefined),
          ),
          schema: chatThreadResponseSchema,
        }),
      ),
    markRead: (id, seq) =>
      dataOf(
        request('POST', 'api', chat(id, '/read'), {
          json: { seq },
          schema: chatReadResponseSchema,
        }),
      ),
    archive: async (id, archived) => {
      await request('POST', 'api', chat(id, '/archive'), {
        json: { value: archived },
        schema: chatOkResponseSchema,
      });
    },
    remove: async (id) => {
      await request('DELETE', 'api', chat(id), { schema: chatOkResponseSchema });
    },
    report: (id, input) =>
      dataOf(
        request('POST', 'api', chat(id, '/reports'), {
          json: input,
          schema: chatReportResponseSchema,
        }),
      ),
    blocked: () =>
      dataOf(request('GET', 'api', 'me/blocks', { schema: blockedMembersResponseSchema })),
    block: async (userId, blocked) => {
      await request(blocked ? 'PUT' : 'DELETE', 'api', `me/blocks/${encodeURIComponent(userId)}`, {
        schema: chatOkResponseSchema,
      });
    },
    badges: (fields, lang, storeId) =>
      dataOf(
        request('GET', 'notification', 'badges', {
          query: { fields: fields.join(','), lang, ...(storeId ? { storeid: storeId } : {}) },
          schema: badgesResponseSchema,
        }),
      ),
  };
}
