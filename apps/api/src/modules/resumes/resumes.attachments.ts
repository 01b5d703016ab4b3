import { randomUUID } from 'node:crypto';
import {
  RESUME_ATTACHMENT_MIME,
  RESUME_ATTACHMENT_TYPES,
  RESUME_LIMITS,
  type ResumeAttachment,
  type ResumeAttachmentKind,
} from '@repo/domain';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../plugins/errors.ts';
import { PRIVATE_PREFIX, type PhotoStorage } from '../photos/index.ts';
import { inspectDocument, type RefusedReason } from './documents.ts';
import { attachmentInUse, type AttachmentValues } from './resumes.repository.ts';

/** A stored attachment (a resume's file, or one sent with an application): ADR 0050. */
export interface StoredAttachment {
  /** Its private storage key (`private/resumes/<random>.<ext>`). */
  key: string;
  /** The display name: the uploader's, cleaned, ending in the kind's extension. */
  name: string;
  kind: ResumeAttachmentKind;
  size: number;
  at: Date;
}

/** Where attachments are stored: private (GET /media never serves them, ADR 0042). */
export const ATTACHMENT_FOLDER = `${PRIVATE_PREFIX}resumes/`;

/** A display name's length at most, in characters (its extension included). */
export const ATTACHMENT_NAME_MAX = 120;

const REASONS: Record<RefusedReason, string> = {
  empty: 'The file is empty.',
  program: 'The file is a program, not a document.',
  markup: 'The file is a web page or markup, not a plain-text document.',
  archive: 'The file is an archive, not a Word document.',
  office: 'The file is an Office file that is not a Word document.',
  binary: 'The file is not a PDF, a Word document or plain UTF-8 text.',
};

/**
 * The name a file is shown and downloaded under: the last part of the uploader's name, without
 * control or path characters, bounded, and with the extension of what it really is (a Word
 * document sent as `cv.pdf` is `cv.docx`).
 */
export function attachmentDisplayName(fileName: string, kind: ResumeAttachmentKind): string {
  const last = fileName.split(/[\\/]/).pop() ?? '';
  const cleaned = last
    .normalize('NFC')
    // Control characters, bidi overrides and the characters file systems or headers refuse.
    .replace(/[\p{Cc}\p{Cf}"*:<>?|]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
  const base = cleaned.replace(/\.[A-Za-z0-9]{1,5}$/, '').replace(/^[.\s]+|[.\s]+$/gu, '');
  const room = ATTACHMENT_NAME_MAX - kind.length - 1;
  // Cut by code points, so a Khmer name is never cut inside a character.
  const bounded = Array.from(base).slice(0, room).join('').trim();
  return `${bounded || 'resume'}.${kind}`;
}

/** The row's attachment, as the module keeps it; null when the columns hold none. */
export function storedAttachmentOf(values: AttachmentValues): StoredAttachment | null {
  const { attachmentKey, attachmentName, attachmentKind, attachmentSize, attachmentAt } = values;
  if (!attachmentKey || !attachmentName || !attachmentAt) return null;
  if (!(RESUME_ATTACHMENT_TYPES as readonly string[]).includes(attachmentKind ?? '')) return null;
  return {
    key: attachmentKey,
    name: attachmentName,
    kind: attachmentKind as ResumeAttachmentKind,
    size: attachmentSize ?? 0,
    at: attachmentAt,
  };
}

/** The columns that hold an attachment. */
export const attachmentValues = (attachment: StoredAttachment): AttachmentValues => ({
  attachmentKey: attachment.key,
  attachmentName: attachment.name,
  attachmentKind: attachment.kind,
  attachmentSize: attachment.size,
  attachmentAt: attachment.at,
});

/** The attachment as the API shows it (`ResumeAttachment` of the domain). */
export const attachmentView = (attachment: StoredAttachment): ResumeAttachment => ({
  name: attachment.name,
  kind: attachment.kind,
  size: attachment.size,
  uploaded_at: attachment.at.toISOString(),
});

/**
 * Resume attachments' files (ADR 0050): checked by content, stored privately under a random
 * key per upload, read back for the people the owning module allows, and removed once no
 * resume and no application holds them.
 */
export function createResumeDocuments(deps: {
  db: Db;
  storage: PhotoStorage;
  now?: () => number;
  warn?: (message: string, error: unknown) => void;
}) {
  const { db, storage, warn } = deps;
  const now = deps.now ?? Date.now;
  return {
    /**
     * Checks and stores a file: 413 FILE_TOO_LARGE past 5 MB, 422 UNSUPPORTED_ATTACHMENT (with
     * `reason`) for anything but a PDF, a Word document or plain text, 503 UPLOAD_FAILED when
     * the storage fails. The caller records the answer (and removes it if that fails).
     */
    async save(bytes: Uint8Array, fileName: string): Promise<StoredAttachment> {
      if (bytes.length > RESUME_LIMITS.attachmentMaxBytes) throw fileTooLarge();
      const inspection = inspectDocument(bytes);
      if (inspection.kind === null)
        throw new HttpError(422, 'UNSUPPORTED_ATTACHMENT', REASONS[inspection.reason], {
          reason: inspection.reason,
          accepted: RESUME_ATTACHMENT_TYPES,
        });
      const { kind } = inspection;
      const key = `${ATTACHMENT_FOLDER}${randomUUID()}.${kind}`;
      const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      try {
        await storage.put(key, body, RESUME_ATTACHMENT_MIME[kind]);
      } catch (error) {
        warn?.('resume attachment not stored', error);
        await storage.delete(key).catch(() => {});
        throw new HttpError(
          503,
          'UPLOAD_FAILED',
          'The file could not be stored. Please try again.',
        );
      }
      return {
        key,
        name: attachmentDisplayName(fileName, kind),
        kind,
        size: bytes.length,
        at: new Date(now()),
      };
    },
    /** A stored attachment's bytes, or null (only keys of this folder are read). */
    read(key: string): Promise<Buffer | null> {
      if (!key.startsWith(ATTACHMENT_FOLDER)) return Promise.resolve(null);
      return storage.get(key);
    },
    /**
     * Deletes the file unless a resume or an application still holds its key; true when it was
     * deleted. A storage failure is reported through `warn` and leaves the file behind.
     */
    async removeIfUnused(key: string): Promise<boolean> {
      if (!key.startsWith(ATTACHMENT_FOLDER)) return false;
      if (await attachmentInUse(db, key)) return false;
      try {
        await storage.delete(key);
        return true;
      } catch (error) {
        warn?.(`resume attachment left behind: ${key}`, error);
        return false;
      }
    },
  };
}

export type ResumeDocuments = ReturnType<typeof createResumeDocuments>;

export const fileTooLarge = () =>
  new HttpError(413, 'FILE_TOO_LARGE', 'The file may be at most 5 MB.', {
    limit: RESUME_LIMITS.attachmentMaxBytes,
  });

/** RFC 5987: UTF-8, percent-encoded, with the characters `encodeURIComponent` leaves. */
const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * Sends an attachment's bytes as a download (ADR 0050): its kind's type, never sniffed, never
 * cached by a shared cache, and its name as an ASCII fallback and in UTF-8 (RFC 6266).
 */
export function sendAttachment(
  reply: FastifyReply,
  attachment: Pick<StoredAttachment, 'name' | 'kind'>,
  bytes: Uint8Array,
): FastifyReply {
  const ascii =
    attachment.name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\]/g, '_') || `resume.${attachment.kind}`;
  return reply
    .header('content-type', RESUME_ATTACHMENT_MIME[attachment.kind])
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(attachment.name)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-length', String(bytes.byteLength))
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}
