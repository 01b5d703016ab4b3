/** A resume written out for the page's language (ADR 0050). */
export { toResumeView } from './api/resume-view.server.ts';
