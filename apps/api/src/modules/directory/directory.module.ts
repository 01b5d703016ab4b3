import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../lib/module-context.ts';
import { directoryRoutes } from './directory.routes.ts';
import { createDirectoryService } from './directory.service.ts';

/**
 * Member and company search (ADR 0013): mounts `GET {api}/search/users` and
 * `GET {api}/search/companies`.
 */
export async function registerDirectory(
  app: FastifyInstance,
  { config, database, now }: ModuleContext,
): Promise<void> {
  const directory = createDirectoryService({
    db: database.db,
    now,
    mediaBaseUrl: config.MEDIA_BASE_URL,
  });
  await app.register(directoryRoutes, { prefix: config.API_BASE_PATH, directory });
}
