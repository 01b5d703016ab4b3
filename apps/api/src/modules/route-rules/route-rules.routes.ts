import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeRulesResponseSchema } from '@repo/domain';
import { sendCachedBody } from '../../lib/cached-body.ts';
import type { RouteRuleService } from './route-rules.service.ts';

export const routeRulesRoutes: FastifyPluginAsyncZod<{ routeRules: RouteRuleService }> = async (
  app,
  { routeRules },
) => {
  app.get(
    '/route-rules',
    {
      schema: {
        tags: ['route rules'],
        summary:
          'Redirect rules the web app consults before every navigation (managed with the CLI)',
        response: { 200: routeRulesResponseSchema },
      },
    },
    async (request, reply) =>
      sendCachedBody(reply, await routeRules.listBody(), request.headers['if-none-match'], 30),
  );
};
