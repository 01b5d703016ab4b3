import { devOutboxResponseSchema, parseLoginIdentifier } from '@repo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { loopbackOnly } from '../../plugins/loopback-only.ts';
import { listOutbox } from './auth.repository.ts';

/**
 * Development helpers, registered only when DEV_ROUTES is set (never in production) and
 * answering only loopback requests: the outbox, where codes land in development and tests.
 */
export const devRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  loopbackOnly(app);
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Latest outbox messages, newest first (development only)',
        querystring: z.object({
          to: z
            .string()
            .trim()
            .max(254)
            .regex(/^[^\0]*$/, 'must not contain NUL')
            .optional(),
          limit: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: devOutboxResponseSchema },
      },
    },
    async (request) => {
      const { to, limit } = request.query;
      // `012 345 678` or `Dara@Example.com` find what was sent to +85512345678 or dara@example.com.
      const recipient = to ? (parseLoginIdentifier(to)?.value ?? to) : undefined;
      const rows = await listOutbox(db, { to: recipient, limit });
      return {
        data: rows.map((row) => ({
          id: String(row.id),
          channel: row.channel,
          recipient: row.recipient,
          subject: row.subject,
          body: row.body,
          purpose: row.purpose,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );
};
