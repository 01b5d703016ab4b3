import { devOutboxResponseSchema } from '@repo/domain';
import type { DevOutboxMessage } from '@repo/domain';
import { dataOf, type Transport } from '../transport.ts';

/** Development only: the API serves these with DEV_ROUTES set, to loopback callers. */
export interface DevCalls {
  /** GET {api}/dev/outbox: the latest codes and messages "sent", newest first. */
  outbox(query: { to?: string; limit: number }): Promise<DevOutboxMessage[]>;
}

export function devCalls({ request }: Transport): DevCalls {
  return {
    outbox: ({ to, limit }) =>
      dataOf(
        request('GET', 'api', 'dev/outbox', {
          query: { limit, ...(to ? { to } : {}) },
          schema: devOutboxResponseSchema,
        }),
      ),
  };
}
