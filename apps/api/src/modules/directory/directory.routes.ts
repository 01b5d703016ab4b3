import { memberSearchResponseSchema, storeSearchResponseSchema } from '@repo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rejectNulBytes } from '../../plugins/nul-bytes.ts';
import type { DirectoryService } from './directory.service.ts';

/**
 * Any query string is accepted: the domain's `parseDirectoryQuery` reads what it knows and the
 * answer's `notes` say what was missing, dropped or cut (ADR 0013).
 */
const directoryQuery = z
  .record(z.string(), z.union([z.string(), z.array(z.string())]))
  .describe('q (keyword), cursor, limit (1-50, default 20) (ADR 0013)');

/** {api}: member and company search (issue 6). Public. */
export const directoryRoutes: FastifyPluginAsyncZod<{ directory: DirectoryService }> = async (
  app,
  { directory },
) => {
  rejectNulBytes(app);

  app.get(
    '/search/users',
    {
      schema: {
        tags: ['search'],
        summary:
          'Active members by name or username (case, accent and Khmer aware): exact username first, then word starts, in keyset pages; public fields only; bad parameters are listed in `notes`',
        security: [{ deviceId: [] }],
        querystring: directoryQuery,
        response: { 200: memberSearchResponseSchema },
      },
    },
    async (request) => ({ data: await directory.members(request.query) }),
  );

  app.get(
    '/search/companies',
    {
      schema: {
        tags: ['search'],
        summary:
          'Active stores by name, username or keyword: exact username first, then word starts, in keyset pages; bad parameters are listed in `notes`',
        security: [{ deviceId: [] }],
        querystring: directoryQuery,
        response: { 200: storeSearchResponseSchema },
      },
    },
    async (request) => ({ data: await directory.companies(request.query) }),
  );
};
