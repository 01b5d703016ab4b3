/** The job applications module's door (ADR 0050). */
export { registerJobApplications } from './job-applications.module.ts';
// The demo marketplace's applications are sent, opened and decided as members' are.
export { createJobApplicationService } from './job-applications.service.ts';
