import { chatMessageInputSchema, chatStartInputSchema } from '@repo/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors.ts';
import { authOf, type RequireUser } from '../../plugins/access-token.ts';
import type { ChatBus, ChatEvent } from './chat.bus.ts';
import type { ChatService } from './chat.service.ts';
import { toMessage } from './chat.views.ts';

/** A frame a client may send (ADR 0037); anything else is answered `bad_frame`. */
const frameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping') }),
  chatMessageInputSchema.extend({ type: z.literal('send'), conversation_id: z.string().max(20) }),
  chatStartInputSchema.extend({ type: z.literal('start') }),
  z.object({
    type: z.literal('sync'),
    conversation_id: z.string().max(20),
    after: z.number().int().min(0).max(2_000_000_000),
  }),
  z.object({
    type: z.enum(['read', 'delivered']),
    conversation_id: z.string().max(20),
    seq: z.number().int().min(0).max(2_000_000_000),
  }),
]);
type Frame = z.infer<typeof frameSchema>;

/** Frames a socket may send per second before it is closed (policy violation). */
const FRAMES_PER_SECOND = 20;
/** The largest frame accepted: a message of 2,000 characters with room to spare. */
export const MAX_FRAME_BYTES = 16 * 1024;

export interface SocketOptions {
  chat: ChatService;
  bus: ChatBus;
  requireUser: RequireUser;
  origins: readonly string[];
  pingMs: number;
  perMember: number;
  /** The app's clock (tokens expire on it). */
  now: () => number;
}

/**
 * The chat socket, `GET {api}/chats/socket` (ADR 0037): the member's live feed of their
 * conversations. The upgrade is a request like any other (Device-Id, Access-Token; the web
 * server's proxy adds the session's token from its cookie, so no token is ever in a URL). A
 * browser Origin must be one of CHAT_SOCKET_ORIGINS. Messages sent here are stored through the
 * same service as HTTP ones (client ids, limits, blocks) and acknowledged with their sequence
 * number; every stored change is published on the bus and delivered to each member's sockets on
 * every process. A client that reconnects asks for what it missed (`sync` after its last seq).
 */
export async function chatSocketRoutes(app: FastifyInstance, options: SocketOptions) {
  const { chat, bus, requireUser, origins, pingMs, perMember, now } = options;
  const sockets = new Map<number, Set<WebSocket>>();

  const deliver = (memberId: number, payload: unknown) => {
    const set = sockets.get(memberId);
    if (!set) return;
    // Encoded once for all of the member's sockets, and sent as a text frame.
    const data = Buffer.from(JSON.stringify(payload));
    for (const socket of set)
      if (socket.readyState === socket.OPEN) socket.send(data, { binary: false });
  };

  const unsubscribe = bus.subscribe((event: ChatEvent) => {
    for (const memberId of event.members) {
      if (!sockets.has(memberId)) continue;
      if (event.type === 'message') {
        const row = { ...event.message, conversationId: event.conversationId };
        deliver(memberId, {
          type: 'message',
          conversation_id: String(event.conversationId),
          message: toMessage({ ...row, createdAt: new Date(row.createdAt) }, memberId),
        });
      } else if (event.type === 'read') {
        deliver(memberId, {
          type: 'read',
          conversation_id: String(event.conversationId),
          by: event.readerId === memberId ? 'me' : 'other',
          read_seq: event.readSeq,
        });
      } else if (event.memberId !== memberId) {
        // Only the sender cares that their messages reached the other member's app.
        deliver(memberId, {
          type: 'delivered',
          conversation_id: String(event.conversationId),
          delivered_seq: event.deliveredSeq,
        });
      }
    }
  });

  // Heartbeats: a socket that did not answer the last ping is gone (a phone lost its network).
  const alive = new WeakMap<WebSocket, boolean>();
  const heartbeat = setInterval(() => {
    for (const set of sockets.values())
      for (const socket of set) {
        if (alive.get(socket) === false) {
          socket.terminate();
          continue;
        }
        alive.set(socket, false);
        socket.ping();
      }
  }, pingMs);
  heartbeat.unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    unsubscribe();
    for (const set of sockets.values()) for (const socket of set) socket.close(1001, 'going away');
    sockets.clear();
  });

  const checkOrigin = async (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (origin !== undefined && !origins.includes(origin))
      throw new HttpError(403, 'FORBIDDEN', 'This origin may not open a chat socket.');
  };

  async function answer(socket: WebSocket, memberId: number, frame: Frame) {
    const reply = (payload: unknown) => socket.send(JSON.stringify(payload));
    switch (frame.type) {
      case 'ping':
        return reply({ type: 'pong' });
      case 'send':
      case 'start': {
        try {
          const sent =
            frame.type === 'start'
              ? await chat.start(memberId, {
                  ad_id: frame.ad_id,
                  client_id: frame.client_id,
                  text: frame.text,
                })
              : await chat.send(memberId, frame.conversation_id, {
                  client_id: frame.client_id,
                  text: frame.text,
                });
          return reply({
            type: 'ack',
            client_id: frame.client_id,
            conversation_id: sent.conversation_id,
            message: sent.message,
          });
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          return reply({
            type: 'refused',
            client_id: frame.client_id,
            status: error.statusCode,
            code: error.code,
            message: error.message,
          });
        }
      }
      case 'sync': {
        try {
          const thread = await chat.thread(memberId, frame.conversation_id, { after: frame.after });
          return reply({
            type: 'messages',
            conversation_id: frame.conversation_id,
            messages: thread.messages,
          });
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          return reply({ type: 'refused', status: error.statusCode, code: error.code });
        }
      }
      case 'read':
      case 'delivered':
        try {
          if (frame.type === 'read')
            await chat.markRead(memberId, frame.conversation_id, frame.seq);
          else await chat.markDelivered(memberId, frame.conversation_id, frame.seq);
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          return reply({ type: 'refused', status: error.statusCode, code: error.code });
        }
    }
  }

  app.get(
    '/chats/socket',
    {
      websocket: true,
      onRequest: [checkOrigin, requireUser],
      // Not an HTTP call: the OpenAPI document leaves it out (ADR 0037 describes its frames).
      schema: { hide: true },
    },
    (socket, request) => {
      const auth = authOf(request);
      const memberId = auth.user.id;
      // The socket lives as long as the token it was opened with (4001: the client opens a new
      // one with its renewed token; ADR 0038). Timers beyond ~24.8 days are clamped.
      const expiry = setTimeout(
        () => socket.close(4001, 'token expired'),
        Math.min(Math.max(auth.expiresAt - now(), 0), 2_147_000_000),
      );
      expiry.unref();
      socket.on('close', () => clearTimeout(expiry));
      let set = sockets.get(memberId);
      if (!set) sockets.set(memberId, (set = new Set()));
      // Beyond the member's limit the oldest socket goes (a tab left open on another device).
      if (set.size >= perMember) {
        const oldest = set.values().next().value!;
        set.delete(oldest);
        oldest.close(4008, 'too many sockets');
      }
      set.add(socket);
      alive.set(socket, true);
      socket.on('pong', () => alive.set(socket, true));

      let windowStart = Date.now();
      let frames = 0;
      // Frames are handled one at a time, in order: an ack never overtakes an earlier one.
      let queue = Promise.resolve();
      socket.on('message', (data: Buffer, isBinary: boolean) => {
        const now = Date.now();
        if (now - windowStart >= 1000) {
          windowStart = now;
          frames = 0;
        }
        frames += 1;
        if (frames > FRAMES_PER_SECOND) {
          socket.close(1008, 'too many frames');
          return;
        }
        let frame: Frame | undefined;
        if (!isBinary) {
          try {
            const parsed = frameSchema.safeParse(JSON.parse(data.toString('utf8')));
            if (parsed.success) frame = parsed.data;
          } catch {
            // not JSON
          }
        }
        if (!frame) {
          socket.send(JSON.stringify({ type: 'bad_frame' }));
          return;
        }
        const current = frame;
        queue = queue
          .then(() => answer(socket, memberId, current))
          .catch((error: unknown) => {
            request.log.error({ err: error }, '[chat] socket frame failed');
            socket.send(JSON.stringify({ type: 'error' }));
          });
      });
      socket.on('close', () => {
        set.delete(socket);
        if (set.size === 0 && sockets.get(memberId) === set) sockets.delete(memberId);
      });
      socket.send(JSON.stringify({ type: 'ready' }));
    },
  );
}
