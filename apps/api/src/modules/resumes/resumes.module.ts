import type { FastifyInstance } from 'fastify';
import type { MemberModuleContext, ModuleContext } from '../../lib/module-context.ts';
import { createPostgresRateLimiter } from '../../lib/rate-limiter.ts';
import { createPhotoStorage } from '../photos/index.ts';
import { createResumeDocuments, type ResumeDocuments } from './resumes.attachments.ts';
import { resumesRoutes } from './resumes.routes.ts';
import { createResumeService } from './resumes.service.ts';

/**
 * The attachments' files for a module on `app`: in the photo storage of the settings (closed
 * with the app), as the resumes and the job applications both keep them.
 */
export function openResumeDocuments(
  app: FastifyInstance,
  { config, database, now }: Pick<ModuleContext, 'config' | 'database' | 'now'>,
): ResumeDocuments {
  const storage = createPhotoStorage(config);
  app.addHook('onClose', async () => storage.close());
  return createResumeDocuments({
    db: database.db,
    storage,
    now,
    warn: (message, error) => app.log.warn({ err: error }, message),
  });
}

/**
 * Resumes (ADR 0050): a member's one resume under {api}/me/resume and its attached file, kept
 * private in the photo storage (`private/resumes/…`) and read through the API only.
 */
export async function registerResumes(
  app: FastifyInstance,
  { config, database, now, requireUser }: MemberModuleContext,
): Promise<void> {
  const { db } = database;
  const documents = openResumeDocuments(app, { config, database, now });
  const resumes = createResumeService({
    db,
    now,
    documents,
    limiter: createPostgresRateLimiter(db, now),
  });
  await app.register(resumesRoutes, { prefix: config.API_BASE_PATH, resumes, requireUser });
}
