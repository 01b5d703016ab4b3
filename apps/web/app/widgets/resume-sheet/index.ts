/** A resume as pages show it (ADR 0050): the member's own and the copy sent with an application. */
export { ResumeSheet } from './ui/resume-sheet.tsx';
export type { ResumeContent, ResumeView } from './api/resume-view.server.ts';
