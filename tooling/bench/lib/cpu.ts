import { readdirSync, readFileSync } from 'node:fs';

/**
 * Where a benchmark's CPU went: the user + system time of processes, from /proc (Linux), so a
 * run can say which of the API, PostgreSQL, Redis and the load generator used the machine.
 */

const TICKS_PER_SECOND = 100;

/** CPU seconds a process used so far (0 when it is gone). */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces: the fields start after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The ids of the running processes whose command name is `name` (e.g. postgres). */
export function pidsNamed(name: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** The machine's busy CPU seconds (all cores) so far, from /proc/stat. */
export function machineBusySeconds(): number {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = values.map(Number) as number[];
  return (user! + nice! + system! + irq! + softirq! + steal!) / TICKS_PER_SECOND;
}

/** A snapshot of CPU use by group; `since` answers each group's seconds from then to now. */
export function cpuSnapshot(groups: Record<string, () => number[]>) {
  const read = () => {
    const out: Record<string, number> = { machine: machineBusySeconds() };
    for (const [name, pids] of Object.entries(groups))
      out[name] = pids().reduce((sum, pid) => sum + cpuSeconds(pid), 0);
    return out;
  };
  const start = read();
  return {
    since(): Record<string, number> {
      const now = read();
      return Object.fromEntries(Object.keys(now).map((k) => [k, now[k]! - start[k]!]));
    },
  };
}
