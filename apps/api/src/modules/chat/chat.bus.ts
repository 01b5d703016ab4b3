import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { ChatPhotoColumn } from '../../db/chat.schema.ts';

/**
 * What the chat tells every API process after a change is stored (ADR 0035): the members a
 * socket may belong to render it each for themselves (`mine`, warnings).
 */
export type ChatEvent =
  | {
      type: 'message';
      members: [number, number];
      conversationId: number;
      message: {
        id: number;
        seq: number;
        senderId: number;
        clientId: string;
        body: string;
        photo: ChatPhotoColumn | null;
        createdAt: string;
      };
    }
  | {
      type: 'read';
      members: [number, number];
      conversationId: number;
      readerId: number;
      readSeq: number;
    }
  | {
      /** `memberId`'s app received the messages up to `deliveredSeq` (ADR 0038). */
      type: 'delivered';
      members: [number, number];
      conversationId: number;
      memberId: number;
      deliveredSeq: number;
    };

/** Delivery between API processes: in-process, or Redis pub/sub when REDIS_URL is set. */
export interface ChatBus {
  publish(event: ChatEvent): Promise<void>;
  subscribe(listener: (event: ChatEvent) => void): () => void;
  close(): Promise<void>;
}

/** The in-process event's name. */
const LOCAL_EVENT = 'chat';
/** The Redis channel of a deployment (REDIS_KEY_PREFIX). */
const channelOf = (prefix: string) => `${prefix}:chat`;

/** One process: events reach this process's sockets only. */
export function createLocalBus(): ChatBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(event) {
      emitter.emit(LOCAL_EVENT, event);
    },
    subscribe(listener) {
      emitter.on(LOCAL_EVENT, listener);
      return () => emitter.off(LOCAL_EVENT, listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/** A parsed event from Redis, or undefined for anything this app did not publish. */
export function parseEvent(text: string): ChatEvent | undefined {
  try {
    const event = JSON.parse(text) as ChatEvent;
    if (
      (event.type === 'message' || event.type === 'read' || event.type === 'delivered') &&
      Array.isArray(event.members) &&
      event.members.length === 2 &&
      event.members.every((id) => Number.isSafeInteger(id)) &&
      Number.isSafeInteger(event.conversationId)
    )
      return event;
  } catch {
    // not ours
  }
  return undefined;
}

/**
 * Several processes: every event is published on one Redis channel and each process delivers
 * it to its own sockets. A process that loses Redis keeps serving; ioredis reconnects, and a
 * client that missed events asks for them by sequence number when it reconnects.
 */
export function createRedisBus(
  url: string,
  prefix: string,
  log: (message: string) => void,
): ChatBus {
  const channel = channelOf(prefix);
  const options = { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  for (const client of [publisher, subscriber])
    client.on('error', (error: Error) => log(`[chat] redis: ${error.message}`));
  const listeners = new Set<(event: ChatEvent) => void>();
  void subscriber.subscribe(channel).catch((error: Error) => log(`[chat] redis: ${error.message}`));
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const event = parseEvent(text);
    if (event) for (const listener of listeners) listener(event);
  });
  return {
    async publish(event) {
      try {
        await publisher.publish(channel, JSON.stringify(event));
      } catch (error) {
        // The message is stored: the recipient gets it on reconnect or refresh.
        log(`[chat] redis publish failed: ${(error as Error).message}`);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
