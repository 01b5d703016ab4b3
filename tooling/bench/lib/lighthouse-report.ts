/**
 * The Lighthouse bench's reading of its results (lighthouse.bench.ts): the worst run of each
 * page, the points each metric cost, the failing audits by savings and a diagnosis of the run.
 */
import { diagnosis } from './lighthouse-diagnosis.ts';
import { kB, metric, METRICS, ms, score, type Audit, type Lhr } from './lighthouse-lhr.ts';

export const GOAL = 95;
export { load, score, slug, type Lhr } from './lighthouse-lhr.ts';
/** The score points each metric cost (its weight × what its own score misses). */
function pointsLost(lhr: Lhr): string {
  const lost = METRICS.map(([id, name]) => {
    const weight = lhr.categories.performance.auditRefs.find((ref) => ref.id === id)?.weight ?? 0;
    return { name, points: weight * (1 - (lhr.audits[id]?.score ?? 1)) };
  })
    .filter((m) => m.points >= 0.5)
    .sort((a, b) => b.points - a.points);
  return lost.map((m) => `${m.name} ${m.points.toFixed(1)}`).join(', ') || '–';
}

/** Audits whose savings describe the metric itself rather than something to change. */
const NOT_OPPORTUNITIES = new Set(['largest-contentful-paint-element', 'network-requests']);

/** The failing performance audits (not metrics, not hidden insights), by estimated savings. */
function opportunities(lhr: Lhr): { audit: Audit; savingsMs: number; savings: string }[] {
  const list = [];
  for (const ref of lhr.categories.performance.auditRefs) {
    if (ref.group === 'metrics' || ref.group === 'hidden' || NOT_OPPORTUNITIES.has(ref.id))
      continue;
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 0.9) continue;
    if (!['metricSavings', 'numeric', 'binary'].includes(audit.scoreDisplayMode)) continue;
    const saved = audit.metricSavings ?? {};
    const overall = audit.details?.overallSavingsMs;
    const savingsMs = overall ?? Math.max(saved.LCP ?? 0, saved.FCP ?? 0, saved.TBT ?? 0);
    const parts = (['FCP', 'LCP', 'TBT'] as const)
      .filter((key) => (saved[key] ?? 0) > 0)
      .map((key) => `${key} −${ms(saved[key])}`);
    if ((saved.CLS ?? 0) > 0) parts.push(`CLS −${saved.CLS!.toFixed(3)}`);
    if (overall && parts.length === 0) parts.push(`−${ms(overall)}`);
    if (audit.details?.overallSavingsBytes) parts.push(`−${kB(audit.details.overallSavingsBytes)}`);
    if (audit.displayValue) parts.push(`(${audit.displayValue})`);
    list.push({ audit, savingsMs, savings: parts.join(', ') || '–' });
  }
  return list.sort(
    (a, b) =>
      b.savingsMs - a.savingsMs ||
      (b.audit.details?.overallSavingsBytes ?? 0) - (a.audit.details?.overallSavingsBytes ?? 0) ||
      (a.audit.score ?? 0) - (b.audit.score ?? 0),
  );
}

/** The tables: the worst run of each page, then its opportunities and diagnosis. */
export function report(results: Map<string, Lhr[]>) {
  const worst = new Map(
    [...results].map(([path, runs]) => [
      path,
      runs.reduce((a, b) => (score(b) < score(a) ? b : a)),
    ]),
  );
  const any = worst.values().next().value!;
  console.log(
    `Lighthouse ${any.lighthouseVersion}, ${/(?:Headless)?Chrome\/[\d.]+/.exec(any.userAgent)?.[0] ?? any.userAgent}, ` +
      `benchmarkIndex ${any.environment.benchmarkIndex}.\n`,
  );
  console.log(
    '| page | score (worst) | runs | FCP | LCP | TBT | CLS | SI | points lost |\n' +
      '| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | --- |',
  );
  for (const [path, lhr] of worst) {
    console.log(
      `| \`${path.length > 42 ? `${path.slice(0, 39)}…` : path}\` | ${score(lhr)}${score(lhr) < GOAL ? ' ✗' : ''} | ` +
        `${results.get(path)!.map(score).join(', ')} | ` +
        `${ms(metric(lhr, 'first-contentful-paint'))} | ${ms(metric(lhr, 'largest-contentful-paint'))} | ` +
        `${ms(metric(lhr, 'total-blocking-time'))} | ${(metric(lhr, 'cumulative-layout-shift') ?? 0).toFixed(3)} | ` +
        `${ms(metric(lhr, 'speed-index'))} | ${pointsLost(lhr)} |`,
    );
  }
  for (const [path, lhr] of worst) {
    console.log(`\n## ${path} (worst run: ${score(lhr)})\n`);
    const list = opportunities(lhr).slice(0, 5);
    if (list.length > 0) {
      console.log('| audit | estimated savings |\n| --- | --- |');
      for (const { audit, savings } of list)
        console.log(`| ${audit.title} (\`${audit.id}\`) | ${savings} |`);
      console.log('');
    }
    for (const line of diagnosis(lhr))
      console.log(line.startsWith('  ') ? `  - ${line.trim()}` : `- ${line}`);
    if (lhr.runWarnings.length) console.log(`- warnings: ${lhr.runWarnings.join(' / ')}`);
  }
}
