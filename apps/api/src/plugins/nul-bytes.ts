import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 5 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || hasNul(item, depth + 1),
  );
}

/**
 * Refuses NUL characters anywhere in a body before validation: PostgreSQL cannot store
 * them, and no field of ours needs one. Register inside the plugins whose routes take bodies.
 */
export function rejectNulBytes(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.body)) {
      throw new HttpError(
        400,
        'BAD_REQUEST',
        'The request contains characters that cannot be stored.',
      );
    }
  });
}
