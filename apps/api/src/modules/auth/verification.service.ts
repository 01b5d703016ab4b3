import { setTimeout as sleep } from 'node:timers/promises';
import {
  AUTH_LIMITS,
  formatCambodianPhone,
  type CodeChannel,
  type CodePurpose,
  type Locale,
  type Verification,
} from '@repo/domain';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../plugins/errors.ts';
import {
  codeHash,
  newCode,
  newToken,
  sameDigest,
  sha256,
  unmatchableCodeHash,
} from './auth.crypto.ts';
import type { AuthLimits } from './auth.limits.ts';
import { codeMessage } from './auth.messages.ts';
import {
  deleteCode,
  findCode,
  insertCode,
  replaceCode,
  takeGuess,
  type CodeRow,
} from './auth.repository.ts';
import type { CodeSender } from './auth.sender.ts';

export interface IssueCode {
  purpose: CodePurpose;
  channel: CodeChannel;
  target: string;
  userId: number | null;
  payload?: Record<string, unknown>;
  locale: Locale;
  /** The client's address: code sends are limited per network too. */
  ip: string;
  /**
   * A ticket that no code satisfies and nothing is sent for (forgot-password for an
   * unknown account); it answers exactly like a real one.
   */
  decoy?: boolean;
}

export const ticketInvalid = () =>
  new HttpError(400, 'TICKET_INVALID', 'This code can no longer be used. Please start again.');

/** `012 *** 678` for a phone, `d***@gmail.com` for an email. */
export function targetHint(channel: CodeChannel, target: string): string {
  if (channel === 'email') {
    const at = target.lastIndexOf('@');
    return `${target.slice(0, 1)}***${target.slice(at)}`;
  }
  const national = formatCambodianPhone(target);
  const digits = national.replace(/\D/g, '').length;
  let seen = 0;
  return national.replace(/\d/g, (digit) => {
    seen += 1;
    return seen <= 3 || seen > digits - 3 ? digit : '*';
  });
}

/**
 * Verification codes: issuing one behind a fresh ticket (inside a send slot), sending a
 * new one behind the same ticket, and taking guesses (capped, counted before comparing).
 */
export function createVerificationService(options: {
  db: Db;
  limits: AuthLimits;
  sender: CodeSender;
  now: () => number;
}) {
  const { db, limits, sender, now } = options;
  /** Recent delivery time per channel, imitated for decoys so timing tells nothing. */
  const deliveryMs: Record<CodeChannel, number> = { sms: 0, email: 0 };

  async function deliver(
    row: Pick<CodeRow, 'channel' | 'target'>,
    purpose: CodePurpose,
    code: string,
    locale: Locale,
  ) {
    const channel = row.channel as CodeChannel;
    const started = performance.now();
    const { subject, text } = codeMessage(code, locale);
    await sender.send({ channel, to: row.target, subject, text, purpose });
    deliveryMs[channel] = deliveryMs[channel] * 0.8 + (performance.now() - started) * 0.2;
  }

  const imitateDelivery = (channel: CodeChannel) =>
    sleep(Math.min(Math.round(deliveryMs[channel]), 3000));

  function view(ticket: string, row: CodeRow): Verification {
    const channel = row.channel as CodeChannel;
    return {
      ticket,
      purpose: row.purpose as CodePurpose,
      channel,
      target_hint: targetHint(channel, row.target),
      resend_in: Math.ceil(limits.resendIntervalMs / 1000),
      expires_in: Math.max(0, Math.ceil((row.expiresAt.getTime() - now()) / 1000)),
    };
  }

  /** A new code behind a fresh ticket; the caller holds the target's send slot. */
  async function create(input: Omit<IssueCode, 'ip'>): Promise<Verification> {
    const ticket = newToken();
    const code = newCode();
    const row = await insertCode(db, {
      ticketHash: sha256(ticket),
      purpose: input.purpose,
      channel: input.channel,
      target: input.target,
      userId: input.userId,
      codeHash: input.decoy ? unmatchableCodeHash() : codeHash(ticket, code),
      expiresAt: new Date(now() + AUTH_LIMITS.codeTtlMs),
      payload: { ...input.payload, ...(input.decoy ? { decoy: true } : {}) },
      createdAt: new Date(now()),
    });
    if (input.decoy) {
      await imitateDelivery(input.channel);
    } else {
      try {
        await deliver(row, input.purpose, code, input.locale);
      } catch (error) {
        // Not sent: the ticket must not work (the send slot is given back too).
        await deleteCode(db, row.id);
        throw error;
      }
    }
    return view(ticket, row);
  }

  return {
    create,

    /** Sends a new code to the target (send limits apply) and answers with its ticket. */
    issue: (input: IssueCode): Promise<Verification> =>
      limits.withSendSlot({ target: input.target, purpose: input.purpose, ip: input.ip }, () =>
        create(input),
      ),

    /** A new code behind the same ticket, for the same purpose and target. */
    async resend(ticket: string, ctx: { ip: string; locale: Locale }): Promise<Verification> {
      const { locale } = ctx;
      const row = await findCode(db, sha256(ticket));
      if (!row || row.consumedAt) throw ticketInvalid();
      return limits.withSendSlot(
        { target: row.target, purpose: row.purpose as CodePurpose, ip: ctx.ip },
        async () => {
          const code = newCode();
          const decoy = row.payload?.decoy === true;
          // Send first: if sending fails, the previous code stays as it was.
          if (decoy) await imitateDelivery(row.channel as CodeChannel);
          else await deliver(row, row.purpose as CodePurpose, code, locale);
          const updated = await replaceCode(db, row.id, {
            codeHash: decoy ? unmatchableCodeHash() : codeHash(ticket, code),
            expiresAt: new Date(now() + AUTH_LIMITS.codeTtlMs),
          });
          if (!updated) throw ticketInvalid();
          return view(ticket, updated);
        },
      );
    },

    /** The code behind a ticket, whatever its state (undefined when unknown or used). */
    async find(ticket: string): Promise<CodeRow | undefined> {
      const row = await findCode(db, sha256(ticket));
      return row && !row.consumedAt ? row : undefined;
    },

    /**
     * Checks a guess. Right: the (still unconsumed) code row. Wrong: 400 CODE_INVALID with
     * `attempts_left`, and the last allowed wrong guess kills the code (429).
     */
    async guess(ticket: string, code: string): Promise<CodeRow> {
      const row = await findCode(db, sha256(ticket));
      if (!row || row.consumedAt) throw ticketInvalid();
      const taken = await takeGuess(db, row.id, AUTH_LIMITS.codeMaxGuesses);
      if (!taken) {
        const latest = await findCode(db, row.ticketHash);
        if (!latest || latest.consumedAt) throw ticketInvalid();
        throw attemptsExceeded();
      }
      if (taken.expiresAt.getTime() <= now()) {
        throw new HttpError(400, 'CODE_EXPIRED', 'This code has expired. Ask for a new one.');
      }
      if (!sameDigest(taken.codeHash, codeHash(ticket, code))) {
        const left = AUTH_LIMITS.codeMaxGuesses - taken.attempts;
        if (left <= 0) throw attemptsExceeded();
        throw new HttpError(400, 'CODE_INVALID', 'This code is not correct.', {
          attempts_left: left,
        });
      }
      return taken;
    },
  };
}

const attemptsExceeded = () =>
  new HttpError(
    429,
    'CODE_ATTEMPTS_EXCEEDED',
    'You have reached the maximum number of attempts. Please try again later.',
  );

export type VerificationService = ReturnType<typeof createVerificationService>;
