/** The job applications module's door (ADR 0050). */
export { registerJobApplications } from './job-applications.module.ts';
