import {
  applicationDecisionSchema,
  applyInputSchema,
  resumeInputSchema,
  type ApplicationDecision,
} from '@repo/domain';
import { and, asc, count, eq, gt, isNotNull, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ads, categories, resumes, users } from '../../db/schema.ts';
import { createPostgresRateLimiter } from '../../lib/rate-limiter.ts';
import { createJobApplicationService } from '../job-applications/index.ts';
import { createNotificationService } from '../notification/index.ts';
import type { PhotoStorage } from '../photos/index.ts';
import { createResumeDocuments, createResumeService } from '../resumes/index.ts';
import { createRandom, type DemoLocale } from './demo-content.ts';
import { DECISION_MESSAGES, DEMO_SEEKERS } from './demo-seekers.ts';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Demo job seekers are recognisable by this username prefix (demo sellers use `psar-demo-`). */
export const DEMO_SEEKER_PREFIX = 'psar-seeker-';
/**
 * The job side's own generator: the demo ads' draw (`seedDemoAds`) is never touched, so the
 * search quality set that depends on it stays the same.
 */
const DEMO_JOBS_SEED = 20261218;
/** Applications each seeker sends at most. */
const APPLICATIONS_PER_SEEKER = 2;
/**
 * Where each application ends, in turn: new ones, opened ones and decisions both ways, so the
 * employer's and the applicants' lists show every status.
 */
const OUTCOMES = ['hired', 'viewed', 'sent', 'rejected', 'viewed', 'rejected', 'sent'] as const;
type Outcome = (typeof OUTCOMES)[number];

export interface DemoJobsReport {
  skipped: boolean;
  resumes: number;
  applications: number;
}

export interface DemoJobsOptions {
  now: Date;
  /** Where application files would be kept (the demo sends none; the module needs it). */
  storage: PhotoStorage;
  log?: (message: string) => void;
}

interface JobAd {
  id: number;
  userId: number;
  storeId: number | null;
  slug: string;
  postedAt: Date;
  posterLocale: string;
}

/**
 * The demo marketplace's job side (issue 18), after `seedDemoAds` seeded a fresh marketplace:
 * job seekers who post no ads, their resumes, and their applications to demo job ads, opened,
 * hired or rejected by the ads' posters. Everything goes through the resumes and job
 * applications modules' services, so the resumes are checked and the notifications made as a
 * member's would be. In one transaction; a marketplace that has resumes or seekers is left alone.
 */
export async function seedDemoJobs(db: Db, options: DemoJobsOptions): Promise<DemoJobsReport> {
  const skipped = { skipped: true, resumes: 0, applications: 0 };
  const [held] = await db.select({ n: count() }).from(resumes);
  const [seekers] = await db
    .select({ n: count() })
    .from(users)
    .where(like(users.username, `${DEMO_SEEKER_PREFIX}%`));
  if (held!.n > 0 || seekers!.n > 0) return skipped;
  const now = options.now.getTime();
  const random = createRandom(DEMO_JOBS_SEED);

  return db.transaction(async (tx) => {
    // The services' clock is moved to when each step happened (the seekers join, save their
    // resumes, apply; the posters open and decide), so dates and notifications read naturally.
    let clock = now;
    const at = (time: number) => {
      clock = Math.min(time, now);
      return clock;
    };
    const documents = createResumeDocuments({ db: tx, storage: options.storage });
    const notifier = createNotificationService({
      db: tx,
      now: () => clock,
      log: options.log ?? (() => {}),
    }).notifier;
    const resumeService = createResumeService({
      db: tx,
      now: () => clock,
      documents,
      limiter: createPostgresRateLimiter(tx, () => clock),
    });
    const applications = createJobApplicationService({
      db: tx,
      now: () => clock,
      notifier,
      documents,
    });

    const jobCategories = await tx
      .select({ id: categories.id, slug: categories.slug })
      .from(categories)
      .where(and(eq(categories.type, 'job'), isNotNull(categories.parentId)))
      .orderBy(asc(categories.id));
    const categoryOf = new Map(jobCategories.map((category) => [category.slug, category.id]));
    // Live job ads (a seeker who finds nothing in their line tries the employer stores, which
    // hire for many kinds of work).
    const jobs: JobAd[] = await tx
      .select({
        id: ads.id,
        userId: ads.userId,
        storeId: ads.storeId,
        slug: categories.slug,
        postedAt: ads.postedAt,
        posterLocale: users.locale,
      })
      .from(ads)
      .innerJoin(categories, eq(categories.id, ads.categoryId))
      .innerJoin(users, eq(users.id, ads.userId))
      .where(
        and(eq(categories.type, 'job'), eq(ads.status, 'active'), gt(ads.expiresAt, options.now)),
      )
      .orderBy(asc(ads.id));

    const members = await tx
      .insert(users)
      .values(
        DEMO_SEEKERS.map((seeker, index) => ({
          username: `${DEMO_SEEKER_PREFIX}${String(index + 1).padStart(2, '0')}`,
          firstName: seeker.first,
          lastName: seeker.last,
          status: 'active',
          locale: seeker.locale,
          // Members for two to eight months.
          createdAt: new Date(now - (60 + index * 41) * DAY_MS),
        })),
      )
      .returning({ id: users.id, createdAt: users.createdAt });

    let made = 0;
    for (const [index, seeker] of DEMO_SEEKERS.entries()) {
      const member = members[index]!;
      // The resume is written in the first days after joining.
      at(member.createdAt.getTime() + random.int(1, 5) * DAY_MS + random.int(0, 12) * HOUR_MS);
      const input = resumeInputSchema.parse({
        ...seeker.resume,
        preferred_category_ids: seeker.looksIn
          .map((slug) => categoryOf.get(slug))
          .filter((id) => id !== undefined),
      });
      await resumeService.save(member.id, input);

      const rank = (job: JobAd) => seeker.looksIn.indexOf(job.slug);
      // In their lines, most wanted first, then the stores' ads and the older ones (more time
      // for the employer to answer).
      const wanted = jobs
        .filter((job) => rank(job) >= 0)
        .sort(
          (a, b) =>
            rank(a) - rank(b) ||
            Number(a.storeId === null) - Number(b.storeId === null) ||
            a.postedAt.getTime() - b.postedAt.getTime(),
        )
        .slice(0, APPLICATIONS_PER_SEEKER);
      const chosen = wanted.length > 0 ? wanted : jobs.filter((job) => job.storeId).slice(0, 1);
      for (const [sent, job] of chosen.entries()) {
        const outcome: Outcome = OUTCOMES[made % OUTCOMES.length]!;
        // Sent in the first part of the ad's life so far, opened later, decided later still:
        // each step a share of the time left until now, so none is after now.
        const later = (time: number, min: number, max: number) =>
          at(time + (now - time) * (min + random.next() * (max - min)));
        const from = Math.max(job.postedAt.getTime(), member.createdAt.getTime());
        const appliedAt = later(from, 0.05, 0.4);
        const { application } = await applications.apply(
          member.id,
          String(job.id),
          applyInputSchema.parse({
            message: seeker.messages[sent % seeker.messages.length],
            send_resume: 'true',
          }),
          undefined,
        );
        made++;
        if (outcome === 'sent') continue;
        later(appliedAt, 0.1, 0.4);
        await applications.open(job.userId, application.id);
        if (outcome === 'viewed') continue;
        later(clock, 0.2, 0.7);
        const locale: DemoLocale = job.posterLocale === 'km' ? 'km' : 'en';
        const decision: ApplicationDecision = applicationDecisionSchema.parse({
          status: outcome,
          message: DECISION_MESSAGES[outcome][locale],
        });
        await applications.decide(job.userId, application.id, decision);
      }
    }
    return { skipped: false, resumes: members.length, applications: made };
  });
}
