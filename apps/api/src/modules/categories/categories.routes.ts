import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categorySchema, postingCategorySchema } from '@repo/domain';
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import { sendCachedBody } from '../../lib/cached-body.ts';
import type { CategoryService, CategoryVariant } from './categories.service.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1');
/** The list format version; only 1 exists. */
const version = z.enum(['1']).default('1');

export const categoriesRoutes: FastifyPluginAsyncZod<{ categories: CategoryService }> = async (
  app,
  { categories },
) => {
  const sendCached = async (
    variant: CategoryVariant,
    ifNoneMatch: string | undefined,
    reply: FastifyReply,
  ) => sendCachedBody(reply, await categories.list(variant), ifNoneMatch);

  app.get(
    '/categories',
    {
      schema: {
        tags: ['categories'],
        summary: 'The category tree as a flat list (parent "0" = top level)',
        querystring: z.object({ meta: booleanFlag, v: version }),
        response: { 200: z.object({ data: z.array(categorySchema) }) },
      },
    },
    (request, reply) =>
      sendCached(
        request.query.meta ? 'browse-meta' : 'browse',
        request.headers['if-none-match'],
        reply,
      ),
  );

  app.get(
    '/me/posts/categories',
    {
      schema: {
        tags: ['categories'],
        summary: 'The categories an ad can be posted in, with the fields each type needs',
        querystring: z.object({ v: version }),
        response: { 200: z.object({ data: z.array(postingCategorySchema) }) },
      },
    },
    (request, reply) => sendCached('posting', request.headers['if-none-match'], reply),
  );

  app.get(
    '/categories/search',
    {
      schema: {
        tags: ['categories'],
        summary: 'Categories whose English or Khmer name contains the text',
        querystring: z.object({
          q: z
            .string()
            .trim()
            .min(1)
            .max(100)
            .regex(/^[^\0]*$/, 'must not contain NUL'),
          limit: z.coerce.number().int().min(1).max(50).default(20),
        }),
        response: { 200: z.object({ data: z.array(categorySchema) }) },
      },
    },
    async (request) => ({ data: await categories.search(request.query.q, request.query.limit) }),
  );
};
