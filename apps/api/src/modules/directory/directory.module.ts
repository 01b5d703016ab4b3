import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { directoryRoutes } from './directory.routes.ts';
import { createDirectoryService } from './directory.service.ts';

/**
 * Member and company search (issue 6, ADR 0013): mounts `GET {api}/search/users` and
 * `GET {api}/search/companies`.
 */
export async function registerDirectory(
  app: FastifyInstance,
  options: { config: AppOptions['config']; database: Database; now: () => number },
): Promise<void> {
  const { config, now } = options;
  const directory = createDirectoryService({
    db: options.database.db,
    now,
    mediaBaseUrl: config.MEDIA_BASE_URL,
  });
  await app.register(directoryRoutes, { prefix: config.API_BASE_PATH, directory });
}
