import type { AdInsightsDay } from '@repo/domain';

/**
 * The insights chart's geometry (pure, so it is tested without a browser): one line per
 * series over the days, on a shared y scale rounded up to a "nice" maximum. The page draws
 * it as inline SVG; each series also has its own marker shape and dash pattern, so it can be
 * told apart without colour.
 */

export type SeriesKey = 'views' | 'likes' | 'saves' | 'phone_reveals';
export type MarkerShape = 'circle' | 'square' | 'triangle' | 'diamond';

export interface SeriesStyle {
  key: SeriesKey;
  /** Catalog key of the series name. */
  label: string;
  marker: MarkerShape;
  /** SVG `stroke-dasharray`; empty for a solid line. */
  dash: string;
}

export const CHART_SERIES: readonly SeriesStyle[] = [
  { key: 'views', label: 'myAds.insights.views', marker: 'circle', dash: '' },
  { key: 'likes', label: 'myAds.insights.likes', marker: 'square', dash: '8 4' },
  { key: 'saves', label: 'myAds.insights.saves', marker: 'triangle', dash: '2 4' },
  {
    key: 'phone_reveals',
    label: 'myAds.insights.phoneReveals',
    marker: 'diamond',
    dash: '10 4 2 4',
  },
];

export interface ChartBox {
  width: number;
  height: number;
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** The SVG's coordinate system (it scales to the page's width through its viewBox). */
export const CHART_BOX: ChartBox = {
  width: 720,
  height: 300,
  top: 16,
  right: 24,
  bottom: 40,
  left: 48,
};

/**
 * The top of the y axis and the distance between its ticks: whole numbers (counts), steps of
 * 1, 2 or 5 times a power of ten, at most five steps; an empty chart still gets 0 to 4.
 */
export function niceScale(max: number): { top: number; step: number } {
  if (!Number.isFinite(max) || max <= 0) return { top: 4, step: 1 };
  const raw = max / 5;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  let step = magnitude * 10;
  for (const factor of [1, 2, 5, 10]) {
    if (factor * magnitude >= raw) {
      step = factor * magnitude;
      break;
    }
  }
  step = Math.max(1, Math.round(step));
  return { top: Math.ceil(max / step) * step, step };
}

/** `count` evenly spread indices of a list of `length`, always the first and the last. */
export function tickIndices(length: number, count: number): number[] {
  if (length <= 0) return [];
  if (length === 1 || count <= 1) return [length - 1];
  const wanted = Math.min(count, length);
  const indices = new Set<number>();
  for (let index = 0; index < wanted; index += 1) {
    indices.add(Math.round((index * (length - 1)) / (wanted - 1)));
  }
  return [...indices].sort((a, b) => a - b);
}

export interface ChartPoint {
  x: number;
  y: number;
  value: number;
  date: string;
}

export interface ChartSeries extends SeriesStyle {
  points: ChartPoint[];
  /** The line through the points (`M x y L x y …`). */
  path: string;
}

export interface Chart {
  box: ChartBox;
  /** The plot area's edges. */
  plot: { left: number; right: number; top: number; bottom: number };
  yTicks: { value: number; y: number }[];
  xTicks: { index: number; x: number; date: string }[];
  series: ChartSeries[];
}

const round = (value: number) => Math.round(value * 100) / 100;
/** The least distance between two dated ticks, room for two short dates side by side. */
const X_LABEL_SPACING = 160;

/** Lays out the chart of these days (oldest first). */
export function buildChart(days: readonly AdInsightsDay[], box: ChartBox = CHART_BOX): Chart {
  const plot = {
    left: box.left,
    right: box.width - box.right,
    top: box.top,
    bottom: box.height - box.bottom,
  };
  const width = plot.right - plot.left;
  const height = plot.bottom - plot.top;
  const max = Math.max(0, ...days.flatMap((day) => CHART_SERIES.map((s) => day[s.key])));
  const { top, step } = niceScale(max);
  const x = (index: number) =>
    round(
      days.length <= 1 ? plot.left + width / 2 : plot.left + (index * width) / (days.length - 1),
    );
  const y = (value: number) => round(plot.bottom - (value / top) * height);

  const yTicks: Chart['yTicks'] = [];
  for (let value = 0; value <= top; value += step) yTicks.push({ value, y: y(value) });

  const series = CHART_SERIES.map((style) => {
    const points = days.map((day, index) => ({
      x: x(index),
      y: y(day[style.key]),
      value: day[style.key],
      date: day.date,
    }));
    const path = points
      .map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x} ${point.y}`)
      .join(' ');
    return { ...style, points, path };
  });

  // As many dated ticks as fit (up to 5): a short date is at most ~90 units wide (Khmer).
  let count = 5;
  const gaps = (indices: number[]) =>
    Math.min(...indices.slice(1).map((index, at) => x(index) - x(indices[at]!)));
  while (count > 2 && gaps(tickIndices(days.length, count)) < X_LABEL_SPACING) count -= 1;
  const xTicks = tickIndices(days.length, count).map((index) => ({
    index,
    x: x(index),
    date: days[index]?.date ?? '',
  }));

  return { box, plot, yTicks, xTicks, series };
}

/**
 * The outline of a marker centred on (x, y), `size` across, as an SVG path: square, triangle
 * (pointing up) and diamond. Circles are drawn as `<circle>`.
 */
export function markerPath(
  shape: Exclude<MarkerShape, 'circle'>,
  x: number,
  y: number,
  size: number,
) {
  const h = size / 2;
  switch (shape) {
    case 'square':
      return `M${round(x - h)} ${round(y - h)}h${size}v${size}h${-size}Z`;
    case 'triangle':
      return `M${round(x)} ${round(y - h)}L${round(x + h)} ${round(y + h)}L${round(x - h)} ${round(y + h)}Z`;
    case 'diamond':
      return `M${round(x)} ${round(y - h)}L${round(x + h)} ${round(y)}L${round(x)} ${round(y + h)}L${round(x - h)} ${round(y)}Z`;
  }
}
