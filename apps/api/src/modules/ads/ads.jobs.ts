import { nextAutoRenewRun } from '@repo/domain';
import type { Db } from '../../db/client.ts';
import type { Notifier } from '../../lib/module-context.ts';
import { effectiveStatus } from './ads.answer.ts';
import type { LifecycleLimits } from './ads.lifecycle.ts';
import {
  deleteSchedule,
  dueSchedules,
  expireAds,
  LIVE_STATUSES,
  lockAd,
  lockScheduleAt,
  recordSlotRun,
  renewAd,
  renewalsOfDay,
  setNextRun,
} from './ads.lifecycle.repository.ts';
import { inMemberTransaction } from './ads.repository.ts';

/** Schedules a job run reads at once; it keeps reading until none is due. */
const DUE_BATCH = 200;

/**
 * The two jobs (ADR 0010), on the database and a clock only, so tests run them directly with
 * an injected `now` and a new instance picks up whatever a previous process stored.
 */
export function createAdJobs(options: {
  db: Db;
  now: () => number;
  limits: Pick<LifecycleLimits, 'ttlDays' | 'renewsPerDay'>;
  /** Tells the owner of an ad that expired, was renewed, or could not be (ADR 0039). */
  notifier: Notifier;
}) {
  const { db, now, limits, notifier } = options;

  type Outcome = 'renewed' | 'limit' | 'inactive' | 'dropped' | 'done';
  type Run = { outcome: Outcome; ad?: { id: number; userId: number; title: string } };

  /** The owner hears of a run that did something: renewed, or refused and why. */
  async function tell({ outcome, ad }: Run): Promise<void> {
    if (!ad || (outcome !== 'renewed' && outcome !== 'limit' && outcome !== 'inactive')) return;
    const data = { ad_id: String(ad.id), title: ad.title };
    await notifier.notify({
      userId: ad.userId,
      kind: outcome === 'renewed' ? 'ad_renewed' : 'ad_renew_failed',
      subject: `ad:${ad.id}`,
      data: outcome === 'renewed' ? data : { ...data, reason: outcome },
    });
  }

  /** Runs one due slot of one schedule, once: `done` when another run already did it. */
  async function runSlot(adId: number, userId: number, slot: Date, at: number): Promise<Run> {
    return inMemberTransaction(db, userId, async (tx): Promise<Run> => {
      const schedule = await lockScheduleAt(tx, adId, slot);
      if (!schedule) return { outcome: 'done' };
      const ad = await lockAd(tx, adId);
      if (!ad || !(LIVE_STATUSES as readonly string[]).includes(ad.status)) {
        await deleteSchedule(tx, adId);
        return { outcome: 'dropped' };
      }
      let outcome: 'renewed' | 'limit' | 'inactive' = 'renewed';
      if (effectiveStatus(ad, at) !== 'active') outcome = 'inactive';
      else if ((await renewalsOfDay(tx, ad.userId, at)) >= limits.renewsPerDay) outcome = 'limit';
      // The unique (ad_id, slot) is the last word: a run that got here second changes nothing.
      const written = await recordSlotRun(tx, { adId, userId: ad.userId, at, slot, outcome });
      if (written && outcome === 'renewed') {
        await renewAd(tx, adId, at, limits.ttlDays);
      }
      // A refused run (daily cap, ad not active) is recorded and skipped, never retried.
      const next = new Date(nextAutoRenewRun(slot.getTime(), schedule.everyDays, at));
      await setNextRun(tx, adId, next, at);
      return written
        ? { outcome, ad: { id: ad.id, userId: ad.userId, title: ad.title } }
        : { outcome: 'done' };
    });
  }

  return {
    /** `ads.auto-renew`: every schedule due now runs its slot once, then plans the next. */
    async runAutoRenew(): Promise<Record<Outcome, number>> {
      const tally: Record<Outcome, number> = {
        renewed: 0,
        limit: 0,
        inactive: 0,
        dropped: 0,
        done: 0,
      };
      const at = now();
      const seen = new Set<string>();
      for (;;) {
        const due = await dueSchedules(db, at, DUE_BATCH);
        const fresh = due.filter((row) => !seen.has(`${row.adId}@${row.nextRunAt.getTime()}`));
        for (const row of fresh) {
          seen.add(`${row.adId}@${row.nextRunAt.getTime()}`);
          const run = await runSlot(row.adId, row.userId, row.nextRunAt, at);
          tally[run.outcome] += 1;
          // After the transaction: the run stands whatever the notification does.
          await tell(run);
        }
        if (due.length < DUE_BATCH || fresh.length === 0) return tally;
      }
    },

    /** `ads.expire`: active ads past their expiry date become `expired` in the table too. */
    async expire(): Promise<number> {
      const expired = await expireAds(db, new Date(now()));
      for (const ad of expired)
        await notifier.notify({
          userId: ad.userId,
          kind: 'ad_expired',
          subject: `ad:${ad.id}`,
          data: { ad_id: String(ad.id), title: ad.title },
        });
      return expired.length;
    },
  };
}

export type AdJobs = ReturnType<typeof createAdJobs>;
