import { locationIdSchema, locationSchema } from '@repo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCachedBody } from '../../lib/cached-body.ts';
import type { LocationService } from './locations.service.ts';

export const locationsRoutes: FastifyPluginAsyncZod<{ locations: LocationService }> = async (
  app,
  { locations },
) => {
  app.get(
    '/locations',
    {
      schema: {
        tags: ['locations'],
        summary: 'The 25 provinces, or the districts or communes under `parent`',
        querystring: z.object({ parent: locationIdSchema.optional() }),
        response: { 200: z.object({ data: z.array(locationSchema) }) },
      },
    },
    async (request, reply) =>
      sendCachedBody(
        reply,
        await locations.list(request.query.parent),
        request.headers['if-none-match'],
      ),
  );

  app.get(
    '/locations/:key',
    {
      schema: {
        tags: ['locations'],
        summary: 'One location by gazetteer code or slug',
        params: z.object({
          key: z
            .string()
            .min(1)
            .max(120)
            .regex(/^[^\0]*$/, 'must not contain NUL'),
        }),
        response: { 200: z.object({ data: locationSchema }) },
      },
    },
    async (request) => ({ data: await locations.get(request.params.key) }),
  );
};
