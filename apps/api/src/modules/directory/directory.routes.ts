import {
  DIRECTORY_CURSOR_MAX,
  DIRECTORY_LIMIT,
  DIRECTORY_QUERY_MAX,
  DIRECTORY_QUERY_TERMS_MAX,
  memberSearchResponseSchema,
  storeSearchResponseSchema,
} from '@repo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rejectNulBytes } from '../../plugins/nul-bytes.ts';
import { lenientQuery } from '../../plugins/openapi.ts';
import type { DirectoryService } from './directory.service.ts';

/**
 * Any query string is accepted: the domain's `parseDirectoryQuery` reads the parameters listed
 * here and the answer's `notes` say what was missing, dropped or cut (ADR 0013, ADR 0022).
 */
const directoryQuery = lenientQuery({
  q: `The keyword (at most ${DIRECTORY_QUERY_TERMS_MAX} words are used; past ${DIRECTORY_QUERY_MAX} characters cut with a "truncated" note); without one the answer is empty with a "missing" note`,
  cursor: `The previous page's \`next_cursor\` (at most ${DIRECTORY_CURSOR_MAX} characters)`,
  limit: `Results a page, 1–${DIRECTORY_LIMIT.max} (more is ${DIRECTORY_LIMIT.max}); default ${DIRECTORY_LIMIT.default}`,
});

/** {api}: member and company search. Public. */
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
