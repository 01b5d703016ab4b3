/**
 * The resumes module's door (ADR 0050): its routes, and what the job applications use: the
 * member's resume as an application copies it, and the attachments' files (checked by content,
 * stored privately, served as downloads, removed once nothing holds them).
 */
export { openResumeDocuments, registerResumes } from './resumes.module.ts';
export { detectDocumentKind } from './documents.ts';
export {
  ATTACHMENT_FOLDER,
  attachmentValues,
  attachmentView,
  createResumeDocuments,
  sendAttachment,
  storedAttachmentOf,
  type ResumeDocuments,
  type StoredAttachment,
} from './resumes.attachments.ts';
// The demo marketplace's job seekers save their resumes through the service, as a member does.
export { createResumeService, resumeForApplication, type StoredResume } from './resumes.service.ts';
