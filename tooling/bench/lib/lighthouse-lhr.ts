/** The parts of a Lighthouse result (LHR) the Lighthouse bench reads, and small readers of it. */
import { loadavg } from 'node:os';

export const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

/** The parts of a Lighthouse result (LHR) this bench reads. */
export interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  metricSavings?: Partial<Record<'LCP' | 'FCP' | 'TBT' | 'CLS' | 'INP', number>>;
  details?: Details;
}
export interface Details {
  type: string;
  items?: Record<string, unknown>[];
  overallSavingsMs?: number;
  overallSavingsBytes?: number;
}
export interface Lhr {
  requestedUrl?: string;
  finalDisplayedUrl: string;
  lighthouseVersion: string;
  userAgent: string;
  environment: { benchmarkIndex: number };
  runWarnings: string[];
  runtimeError?: { code: string; message: string };
  audits: Record<string, Audit>;
  categories: {
    performance: {
      score: number | null;
      auditRefs: { id: string; weight: number; group?: string }[];
    };
  };
}

export const ms = (value: number | undefined) =>
  value === undefined
    ? '–'
    : value >= 1000
      ? `${(value / 1000).toFixed(2)} s`
      : `${Math.round(value)} ms`;
export const kB = (bytes: number | undefined) =>
  bytes === undefined ? '–' : `${(bytes / 1024).toFixed(1)} kB`;
export const score = (lhr: Lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100);
export const metric = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue;
export const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
/** The last part of a URL's path, for short lists. */
export const file = (url: unknown) => {
  if (typeof url !== 'string') return String(url);
  try {
    const { pathname, search } = new URL(url);
    return (pathname.split('/').filter(Boolean).pop() ?? pathname) + search;
  } catch {
    return url;
  }
};
export const slug = (path: string) =>
  path
    .replace(/^\//, '')
    .replace(/[^\w-]+/g, '_')
    .slice(0, 60);
