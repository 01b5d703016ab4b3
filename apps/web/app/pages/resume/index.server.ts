export { resumeAction, resumeLoader } from './api/resume.server.ts';
export { resumeAttachmentLoader, resumeViewLoader } from './api/view.server.ts';
export { resumePdfLoader } from './api/resume-pdf.server.ts';
