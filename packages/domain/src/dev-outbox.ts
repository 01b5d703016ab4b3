import { z } from 'zod';

/** One message of the development outbox: a code or notice that was "sent" (ADR 0021). */
export const devOutboxMessageSchema = z.object({
  id: z.string(),
  channel: z.string(),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  purpose: z.string(),
  created_at: z.string(),
});
export type DevOutboxMessage = z.infer<typeof devOutboxMessageSchema>;

/** GET {api}/dev/outbox (development only): the latest messages, newest first. */
export const devOutboxResponseSchema = z.object({ data: z.array(devOutboxMessageSchema) });
