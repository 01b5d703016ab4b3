import { contactSchema, feedbackSchema, LOCALES } from '@repo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MessageService } from './messages.service.ts';

const created = z.object({ data: z.object({ id: z.number(), createdAt: z.string() }) });
const withLocale = { locale: z.enum(LOCALES).optional() };

export const messagesRoutes: FastifyPluginAsyncZod<{ messages: MessageService }> = async (
  app,
  { messages },
) => {
  const sender = (
    request: { deviceId: string; ip: string; headers: Record<string, unknown> },
    locale?: string,
  ) => ({
    deviceId: request.deviceId,
    ip: request.ip,
    userAgent:
      typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
    locale,
  });

  app.post(
    '/feedback',
    {
      schema: {
        tags: ['messages'],
        summary: 'Send feedback about the site (rate-limited per device and IP)',
        body: feedbackSchema.extend(withLocale),
        response: { 201: created },
      },
    },
    async (request, reply) => {
      const { locale, ...input } = request.body;
      const row = await messages.submit({ kind: 'feedback', ...input }, sender(request, locale));
      return reply.code(201).send({ data: { id: row.id, createdAt: row.createdAt.toISOString() } });
    },
  );

  app.post(
    '/contact',
    {
      schema: {
        tags: ['messages'],
        summary: 'Send a message to the Psar team (rate-limited per device and IP)',
        body: contactSchema.extend(withLocale),
        response: { 201: created },
      },
    },
    async (request, reply) => {
      const { locale, ...input } = request.body;
      const row = await messages.submit({ kind: 'contact', ...input }, sender(request, locale));
      return reply.code(201).send({ data: { id: row.id, createdAt: row.createdAt.toISOString() } });
    },
  );
};
