import { file, kB, metric, ms, type Lhr } from './lighthouse-lhr.ts';

const items = (lhr: Lhr, id: string) => lhr.audits[id]?.details?.items ?? [];

/** What held the first paints back in one run: the lines of a page's diagnosis. */
export function diagnosis(lhr: Lhr): string[] {
  const lines: string[] = [];
  const requests = items(lhr, 'network-requests') as {
    url: string;
    resourceType?: string;
    transferSize?: number;
    priority?: string;
    networkRequestTime?: number;
  }[];
  const ofType = (type: string) => requests.filter((r) => r.resourceType === type);
  const sum = (list: { transferSize?: number }[]) =>
    list.reduce((total, r) => total + (r.transferSize ?? 0), 0);

  const blocking = items(lhr, 'render-blocking-resources') as {
    url: string;
    totalBytes?: number;
    wastedMs?: number;
  }[];
  const blockingCss = blocking.filter((r) => /\.css(\?|$)/.test(r.url));
  const classic = lhr.audits['render-blocking-resources']?.metricSavings;
  const insight = lhr.audits['render-blocking-insight']?.metricSavings;
  lines.push(
    `render-blocking: ${blocking.length} resources (${blockingCss.length} stylesheets, ` +
      `${kB(blocking.reduce((t, r) => t + (r.totalBytes ?? 0), 0))}); est. savings ` +
      `FCP −${ms(classic?.FCP)} / LCP −${ms(classic?.LCP)} (render-blocking-insight: ` +
      `FCP −${ms(insight?.FCP)} / LCP −${ms(insight?.LCP)}); stylesheets loaded: ` +
      `${ofType('Stylesheet').length} (${kB(sum(ofType('Stylesheet')))})`,
  );
  if (blocking.length > 0)
    lines.push(
      `  ${blocking.map((r) => `${file(r.url)} ${kB(r.totalBytes)} ${ms(r.wastedMs)}`).join(' · ')}`,
    );

  const lcp = items(lhr, 'largest-contentful-paint-element');
  const element = (lcp[0]?.items as { node?: { snippet?: string; selector?: string } }[])?.[0]
    ?.node;
  const phases = (lcp[1]?.items as { phase: string; timing: number }[] | undefined) ?? [];
  lines.push(
    `LCP element: ${element?.snippet?.slice(0, 220) ?? '–'}` +
      (element?.selector ? ` (${element.selector.slice(0, 80)})` : ''),
  );
  if (phases.length > 0)
    lines.push(`  LCP phases: ${phases.map((p) => `${p.phase} ${ms(p.timing)}`).join(', ')}`);
  const lazy = lhr.audits['lcp-lazy-loaded'];
  const prioritize = lhr.audits['prioritize-lcp-image'];
  const discovery = items(lhr, 'lcp-discovery-insight').find((i) => i.type === 'checklist') as
    { items?: Record<string, { label: string; value: boolean }> } | undefined;
  lines.push(
    `  LCP image lazy-loaded: ${lazy?.score === 0 ? 'YES (lcp-lazy-loaded fails)' : lazy?.score === 1 ? 'no' : 'n/a (text)'}` +
      `; preload the LCP image: ${prioritize?.score === null || !prioritize ? 'n/a' : prioritize.score >= 0.9 ? 'not needed' : `LCP −${ms(prioritize.metricSavings?.LCP)}`}` +
      (discovery?.items
        ? `; discovery: ${Object.values(discovery.items)
            .map((c) => `${c.value ? '✓' : '✗'} ${c.label}`)
            .join(', ')}`
        : ''),
  );
  const images = ofType('Image');
  if (images.length > 0) {
    const first = [...images].sort(
      (a, b) => (a.networkRequestTime ?? 0) - (b.networkRequestTime ?? 0),
    )[0]!;
    lines.push(
      `  images: ${images.length} requested (${kB(sum(images))}); the first, ` +
        `${file(first.url)}, at ${ms(first.networkRequestTime)} unthrottled (priority ${first.priority})`,
    );
  }

  const fonts = ofType('Font');
  lines.push(
    `fonts: ${fonts.length} files (${kB(sum(fonts))})` +
      (fonts.length ? `: ${fonts.map((f) => `${file(f.url)} ${f.priority}`).join(', ')}` : '') +
      `; font-display: ${lhr.audits['font-display']?.score === 0 ? 'FAILS' : 'ok'}`,
  );
  const shifts = items(lhr, 'layout-shifts') as {
    score?: number;
    node?: { selector?: string };
    subItems?: { items?: { cause?: string; extra?: { value?: string } }[] };
  }[];
  if (shifts.length > 0)
    lines.push(
      `layout shifts: ${shifts
        .map(
          (s) =>
            `${(s.score ?? 0).toFixed(3)} ${s.node?.selector?.slice(-40) ?? ''}` +
            (s.subItems?.items?.length
              ? ` (${s.subItems.items.map((c) => `${c.cause}${c.extra?.value ? ` ${file(c.extra.value)}` : ''}`).join(', ')})`
              : ''),
        )
        .join('; ')}`,
    );

  const work = items(lhr, 'mainthread-work-breakdown') as {
    groupLabel: string;
    duration: number;
  }[];
  const boot = items(lhr, 'bootup-time') as { url: string; total: number; scripting: number }[];
  const longTasks = items(lhr, 'long-tasks') as { url: string; duration: number }[];
  lines.push(
    `main thread: ${lhr.audits['mainthread-work-breakdown']?.displayValue ?? '–'} ` +
      `(${work
        .slice(0, 4)
        .map((w) => `${w.groupLabel} ${ms(w.duration)}`)
        .join(', ')}); ` +
      `JS execution ${lhr.audits['bootup-time']?.displayValue ?? '–'}` +
      (boot.length
        ? ` (${boot
            .slice(0, 3)
            .map((b) => `${file(b.url)} ${ms(b.total)}`)
            .join(', ')})`
        : '') +
      `; scripts: ${ofType('Script').length} (${kB(sum(ofType('Script')))}); ` +
      `DOM: ${lhr.audits['dom-size']?.displayValue ?? '–'}`,
  );
  if (longTasks.length > 0)
    lines.push(
      `  long tasks: ${longTasks.length}, longest ${longTasks
        .slice(0, 3)
        .map((t) => `${ms(t.duration)} ${file(t.url)}`)
        .join(', ')}`,
    );
  lines.push(
    `server response: ${ms(metric(lhr, 'server-response-time'))}; requests: ${requests.length}, ` +
      `${lhr.audits['total-byte-weight']?.displayValue ?? '–'}`,
  );
  return lines;
}
