import type { Resume, ResumeAttachment, ResumeInput } from '@repo/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/sql.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { HttpError } from '../../plugins/errors.ts';
import {
  attachmentValues,
  attachmentView,
  storedAttachmentOf,
  type ResumeDocuments,
  type StoredAttachment,
} from './resumes.attachments.ts';
import * as repo from './resumes.repository.ts';
import { addressIssues } from '../locations/index.ts';

/** The resume as stored (`resumes.data`) and copied into applications: no file, no date. */
export type StoredResume = Omit<Resume, 'attachment' | 'updated_at'>;

const HOUR_MS = 3_600_000;
/** Attachments a member may upload in an hour (each is checked and stored). */
export const RESUME_UPLOADS_PER_HOUR = 20;

const noResume = () => new HttpError(404, 'NOT_FOUND', 'You have no resume yet.');

/** What the input schema gave, in the answer's shape: null for unset values, '' for texts. */
export function storedResume(input: ResumeInput): StoredResume {
  return {
    first_name: input.first_name,
    last_name: input.last_name,
    gender: input.gender ?? null,
    date_of_birth: input.date_of_birth ?? null,
    nationality: input.nationality ?? '',
    email: input.email ?? null,
    phones: input.phones,
    province_id: input.province_id ?? null,
    district_id: input.district_id ?? null,
    commune_id: input.commune_id ?? null,
    address: input.address ?? '',
    current_position: input.current_position ?? '',
    years_of_experience: input.years_of_experience ?? null,
    marital_status: input.marital_status ?? null,
    education_level: input.education_level ?? null,
    summary: input.summary ?? '',
    experiences: input.experiences.map((item) => ({
      company: item.company,
      position: item.position,
      start: item.start,
      end: item.end ?? null,
      present: item.present,
      description: item.description ?? '',
    })),
    education: input.education.map((item) => ({
      school: item.school,
      degree: item.degree ?? '',
      major: item.major ?? '',
    })),
    skills: input.skills.map(({ name, level }) => ({ name, level })),
    languages: input.languages.map(({ name, level }) => ({ name, level })),
    hobbies: input.hobbies,
    references: input.references.map((item) => ({
      name: item.name,
      position: item.position ?? '',
      company: item.company ?? '',
      phone: item.phone ?? null,
      email: item.email ?? null,
    })),
    job_types: input.job_types,
    preferred_category_ids: [...new Set(input.preferred_category_ids)],
    preferred_province_ids: [...new Set(input.preferred_province_ids)],
    expected_salary: input.expected_salary ?? null,
  };
}

function view(row: repo.ResumeRow): Resume {
  const attachment = storedAttachmentOf(row);
  return {
    ...(row.data as StoredResume),
    attachment: attachment ? attachmentView(attachment) : null,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The member's resume as an application copies it (ADR 0050): the body as stored and the file
 * it holds, or null when the member has no resume. Called in the application's transaction
 * (`tx`), the resume's row is share-locked: replacing or deleting its file waits until the
 * application holds the key, so the file is never removed from under it.
 */
export async function resumeForApplication(
  db: Db,
  userId: number,
  options: { lock?: boolean } = {},
): Promise<{ resume: StoredResume; attachment: StoredAttachment | null } | null> {
  const row = await repo.resumeOf(db, userId, { share: options.lock });
  if (!row) return null;
  return { resume: row.data as StoredResume, attachment: storedAttachmentOf(row) };
}

/**
 * The address's places must exist and sit inside one another (the schema checked the codes'
 * shapes; a district or commune needs its province), as a branch's and an ad's do.
 */
async function checkPlaces(db: Db, resume: StoredResume): Promise<void> {
  const { province_id: provinceId, district_id: districtId } = resume;
  const communeId = districtId ? resume.commune_id : null;
  const issues = await addressIssues(
    db,
    { province_id: provinceId, district_id: districtId, commune_id: communeId },
    { preferred_province_ids: resume.preferred_province_ids },
  );
  // A commune without its district cannot be placed.
  if (resume.commune_id && !districtId)
    issues.push({ path: 'body.commune_id', message: 'validation.adLocationMismatch' });
  if (issues.length > 0)
    throw new HttpError(400, 'VALIDATION_FAILED', 'The request has invalid fields.', { issues });
}

/**
 * A member's resume (ADR 0050): one a member, read and written by them only (the routes are
 * all under `/me`), with at most one attached file.
 */
export function createResumeService(deps: {
  db: Db;
  now: () => number;
  documents: ResumeDocuments;
  limiter: RateLimiter;
}) {
  const { db, now, documents, limiter } = deps;

  async function forget(key: string | null): Promise<void> {
    if (key) await documents.removeIfUnused(key);
  }

  return {
    /** GET {api}/me/resume: 404 before the first save. */
    async get(userId: number): Promise<Resume> {
      const row = await repo.resumeOf(db, userId);
      if (!row) throw noResume();
      return view(row);
    },

    /** PUT {api}/me/resume: the whole resume; its file stays. */
    async save(userId: number, input: ResumeInput): Promise<Resume> {
      const resume = storedResume(input);
      await checkPlaces(db, resume);
      return view(await repo.saveResume(db, userId, resume, new Date(now())));
    },

    /** DELETE {api}/me/resume: the row and its file (unless an application holds it). */
    async remove(userId: number): Promise<void> {
      const deleted = await repo.deleteResume(db, userId);
      if (!deleted) throw noResume();
      await forget(deleted.attachmentKey);
    },

    /**
     * PUT {api}/me/resume/attachment: checks and stores the file, then puts it in the place of
     * the old one (removed unless an application holds it). 404 without a resume, 429 past the
     * hourly uploads.
     */
    async attach(
      userId: number,
      upload: () => Promise<{ bytes: Uint8Array; fileName: string }>,
    ): Promise<ResumeAttachment> {
      if (!(await repo.resumeOf(db, userId))) throw noResume();
      const hit = await limiter.hit(
        'resume-upload',
        String(userId),
        RESUME_UPLOADS_PER_HOUR,
        HOUR_MS,
      );
      if (!hit.allowed)
        throw new HttpError(429, 'RATE_LIMITED', 'Too many files uploaded. Please try later.', {
          retry_after: Math.ceil(hit.retryAfterMs / 1000),
        });
      const { bytes, fileName } = await upload();
      let attachment: StoredAttachment;
      try {
        attachment = await documents.save(bytes, fileName);
      } catch (error) {
        // Our storage's failure does not count against the member.
        if (error instanceof HttpError && error.code === 'UPLOAD_FAILED') await hit.undo();
        throw error;
      }
      let previousKey: string | null;
      try {
        const set = await inTransaction(db, (tx) =>
          repo.setAttachment(tx, userId, attachmentValues(attachment), attachment.at),
        );
        // The resume was deleted meanwhile: the new file has no owner.
        if (!set) throw noResume();
        previousKey = set.previousKey;
      } catch (error) {
        await documents.removeIfUnused(attachment.key);
        throw error;
      }
      await forget(previousKey);
      return attachmentView(attachment);
    },

    /** DELETE {api}/me/resume/attachment: 404 without a resume or a file. */
    async detach(userId: number): Promise<void> {
      const set = await inTransaction(db, (tx) =>
        repo.setAttachment(tx, userId, repo.NO_ATTACHMENT, new Date(now())),
      );
      if (!set) throw noResume();
      if (!set.previousKey) throw new HttpError(404, 'NOT_FOUND', 'Your resume has no file.');
      await forget(set.previousKey);
    },

    /** GET {api}/me/resume/attachment: the file and its bytes; 404 when there is none. */
    async attachment(userId: number): Promise<{ attachment: StoredAttachment; bytes: Buffer }> {
      const row = await repo.resumeOf(db, userId);
      const attachment = row ? storedAttachmentOf(row) : null;
      const bytes = attachment ? await documents.read(attachment.key) : null;
      if (!attachment || !bytes) throw new HttpError(404, 'NOT_FOUND', 'Your resume has no file.');
      return { attachment, bytes };
    },
  };
}

export type ResumeService = ReturnType<typeof createResumeService>;
