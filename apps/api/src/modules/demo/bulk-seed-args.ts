import { BULK_SEED_DEFAULT } from './bulk-seed.ts';

/** The arguments of `pnpm --filter @repo/api seed:bulk` (src/cli/seed-bulk.ts). */

export interface SeedBulkArgs {
  ads: number;
  seed: number;
}

/** Reads `--ads N` (1 to 10,000,000) and `--seed S` (a whole number); an error says what is wrong. */
export function parseSeedBulkArgs(
  argv: string[],
): { ok: true; args: SeedBulkArgs } | { ok: false; error: string } {
  const values: Record<string, string> = {};
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if (arg === '--') continue;
    const match = /^--(ads|seed)(?:=(.*))?$/.exec(arg);
    if (!match) return { ok: false, error: `unknown argument: ${arg}` };
    const value = match[2] ?? argv[++index];
    if (value === undefined || value === '')
      return { ok: false, error: `--${match[1]} needs a value` };
    values[match[1]!] = value;
  }
  if (values.ads === undefined) return { ok: false, error: '--ads is required' };
  const whole = (text: string) =>
    /^\d+$/.test(text.replaceAll('_', '')) ? Number(text.replaceAll('_', '')) : NaN;
  const count = whole(values.ads);
  if (!Number.isSafeInteger(count) || count < 1 || count > 10_000_000)
    return {
      ok: false,
      error: `--ads must be a whole number from 1 to 10000000 (got "${values.ads}")`,
    };
  const seed = values.seed === undefined ? BULK_SEED_DEFAULT : whole(values.seed);
  if (!Number.isSafeInteger(seed) || seed > 0xffffffff)
    return {
      ok: false,
      error: `--seed must be a whole number from 0 to 4294967295 (got "${values.seed}")`,
    };
  return { ok: true, args: { ads: count, seed } };
}
