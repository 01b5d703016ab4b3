import type { AdInsightsDay } from '@repo/domain';
import { formatDayMonth } from '@repo/i18n';
import { describe, expect, it } from 'vitest';
import {
  buildChart,
  CHART_BOX,
  CHART_SERIES,
  markerPath,
  niceScale,
  tickIndices,
} from './chart.ts';

function days(count: number, values: (index: number) => Partial<AdInsightsDay> = () => ({})) {
  return Array.from({ length: count }, (_, index) => ({
    date: new Date(Date.UTC(2026, 10, 1 + index)).toISOString().slice(0, 10),
    views: 0,
    likes: 0,
    saves: 0,
    phone_reveals: 0,
    ...values(index),
  }));
}

describe('niceScale', () => {
  it('rounds the top up to whole steps of 1, 2 or 5 times a power of ten', () => {
    expect(niceScale(0)).toEqual({ top: 4, step: 1 });
    expect(niceScale(1)).toEqual({ top: 1, step: 1 });
    expect(niceScale(3)).toEqual({ top: 3, step: 1 });
    expect(niceScale(7)).toEqual({ top: 8, step: 2 });
    expect(niceScale(17)).toEqual({ top: 20, step: 5 });
    expect(niceScale(100)).toEqual({ top: 100, step: 20 });
    expect(niceScale(1234)).toEqual({ top: 1500, step: 500 });
  });

  it('never has more than five steps and always covers the maximum', () => {
    for (let max = 1; max <= 5000; max += 7) {
      const { top, step } = niceScale(max);
      expect(top).toBeGreaterThanOrEqual(max);
      expect(top / step).toBeLessThanOrEqual(5);
      expect(Number.isInteger(step)).toBe(true);
    }
  });
});

describe('tickIndices', () => {
  it('spreads the labels evenly, first and last included', () => {
    expect(tickIndices(30, 5)).toEqual([0, 7, 15, 22, 29]);
    expect(tickIndices(3, 5)).toEqual([0, 1, 2]);
    expect(tickIndices(1, 5)).toEqual([0]);
    expect(tickIndices(0, 5)).toEqual([]);
  });
});

describe('buildChart', () => {
  it('spans the plot: first day on the left edge, last on the right, zero on the baseline', () => {
    const chart = buildChart(days(30, (i) => ({ views: i === 29 ? 10 : 0 })));
    const views = chart.series.find((s) => s.key === 'views')!;
    expect(views.points).toHaveLength(30);
    expect(views.points[0]).toMatchObject({ x: CHART_BOX.left, y: chart.plot.bottom, value: 0 });
    expect(views.points[29]).toMatchObject({ x: chart.plot.right, y: chart.plot.top, value: 10 });
    expect(views.path.startsWith(`M${CHART_BOX.left} ${chart.plot.bottom} L`)).toBe(true);
    expect(views.path.split(' L')).toHaveLength(30);
  });

  it('puts every series on one scale, the largest value of any series at the top', () => {
    const chart = buildChart(days(2, (i) => ({ views: 3, likes: i * 4, phone_reveals: 1 })));
    expect(chart.yTicks.map((tick) => tick.value)).toEqual([0, 1, 2, 3, 4]);
    const likes = chart.series.find((s) => s.key === 'likes')!;
    expect(likes.points[1]!.y).toBe(chart.plot.top);
    const views = chart.series.find((s) => s.key === 'views')!;
    const height = chart.plot.bottom - chart.plot.top;
    expect(views.points[0]!.y).toBeCloseTo(chart.plot.bottom - (3 / 4) * height, 1);
    // Higher values are drawn higher (smaller y).
    expect(views.points[0]!.y).toBeLessThan(chart.yTicks[0]!.y);
  });

  it('draws an empty month as flat lines on the baseline with a 0–4 axis', () => {
    const chart = buildChart(days(30));
    expect(chart.yTicks.at(-1)!.value).toBe(4);
    for (const series of chart.series) {
      expect(new Set(series.points.map((p) => p.y))).toEqual(new Set([chart.plot.bottom]));
    }
  });

  it('labels as many dates as fit, the first and the last, and gives each series its own marker and dash', () => {
    const chart = buildChart(days(30));
    expect(chart.xTicks.map((tick) => tick.date)).toEqual([
      '2026-11-01',
      '2026-11-11',
      '2026-11-20',
      '2026-11-30',
    ]);
    expect(new Set(CHART_SERIES.map((s) => s.marker)).size).toBe(CHART_SERIES.length);
    expect(new Set(CHART_SERIES.map((s) => s.dash)).size).toBe(CHART_SERIES.length);
  });

  it('leaves room between the axis labels, in English and Khmer, at every length', () => {
    // A 12-unit font: about 7 units a Latin character, 9 a Khmer one (wide glyphs, stacked signs).
    const width = (text: string) => [...text].length * (/[\u1780-\u17FF]/.test(text) ? 9 : 7);
    for (const length of [2, 3, 7, 14, 30]) {
      const chart = buildChart(days(length));
      for (const locale of ['en', 'km'] as const) {
        const labels = chart.xTicks.map((tick) => ({
          x: tick.x,
          w: width(formatDayMonth(tick.date, locale)),
        }));
        for (let i = 1; i < labels.length; i += 1) {
          // Centred labels between the first (anchored at its start) and the last (at its end).
          const left = labels[i - 1]!;
          const right = labels[i]!;
          const leftEnd = i - 1 === 0 ? left.x + left.w : left.x + left.w / 2;
          const rightStart = i === labels.length - 1 ? right.x - right.w : right.x - right.w / 2;
          expect(rightStart - leftEnd, `${length} days, ${locale}, label ${i}`).toBeGreaterThan(8);
        }
      }
    }
  });

  it('centres a single day', () => {
    const chart = buildChart(days(1, () => ({ saves: 2 })));
    const saves = chart.series.find((s) => s.key === 'saves')!;
    expect(saves.points[0]!.x).toBe((chart.plot.left + chart.plot.right) / 2);
    expect(saves.path).toBe(`M${saves.points[0]!.x} ${chart.plot.top}`);
  });
});

describe('markerPath', () => {
  it('draws closed shapes centred on the point', () => {
    expect(markerPath('square', 10, 10, 6)).toBe('M7 7h6v6h-6Z');
    expect(markerPath('triangle', 10, 10, 6)).toBe('M10 7L13 13L7 13Z');
    expect(markerPath('diamond', 10, 10, 6)).toBe('M10 7L13 10L10 13L7 10Z');
  });
});
