import type { FastifyInstance } from 'fastify';
import type { NotifyingModuleContext } from '../../lib/module-context.ts';
import { openResumeDocuments } from '../resumes/index.ts';
import { jobApplicationRoutes } from './job-applications.routes.ts';
import { createJobApplicationService } from './job-applications.service.ts';

/**
 * Job applications (ADR 0050): members apply to job ads with a copy of their resume and/or a
 * file (kept privately by the resumes module's documents); whoever manages the job ad reads,
 * opens, hires and rejects; both sides hear of it in the notification centre (ADR 0039).
 */
export async function registerJobApplications(
  app: FastifyInstance,
  { config, database, now, requireUser, notifier }: NotifyingModuleContext,
): Promise<void> {
  const documents = openResumeDocuments(app, { config, database, now });
  const applications = createJobApplicationService({ db: database.db, now, notifier, documents });
  await app.register(jobApplicationRoutes, {
    prefix: config.API_BASE_PATH,
    applications,
    requireUser,
  });
}
