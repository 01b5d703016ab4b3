import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@repo/ui';

export const page = style({ paddingTop: 24, paddingBottom: 32 });

export const back = style({ margin: '0 0 12px' });

export const adTitle = style({
  margin: '4px 0',
  fontSize: vars.fontSize.lg,
  overflowWrap: 'anywhere',
});

export const muted = style({ color: vars.color.textMuted });

export const totalsSection = style({ margin: '24px 0' });

export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: 12,
  margin: '12px 0 0',
  '@media': { [media.phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const total = style({
  padding: 16,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

globalStyle(`${total} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${total} dd`, { margin: 0 });

export const totalValue = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });

export const allTime = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const figure = style({ margin: '24px 0 16px' });

export const chart = style({
  width: '100%',
  height: 'auto',
  display: 'block',
  overflow: 'visible',
});

export const grid = style({});

globalStyle(`${grid} line`, { stroke: vars.color.border, strokeWidth: 1 });
globalStyle(`${grid} text`, { fill: vars.color.textMuted, fontSize: 12 });

export const seriesViews = style({ color: vars.color.primary });
export const seriesLikes = style({ color: vars.color.danger });
export const seriesSaves = style({ color: vars.color.success });
export const seriesPhones = style({ color: vars.color.text });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px 20px',
  listStyle: 'none',
  margin: '8px 0 0',
  padding: 0,
});

globalStyle(`${legend} li`, { display: 'flex', alignItems: 'center', gap: 6 });

export const legendLabel = style({ color: vars.color.text });

export const details = style({ marginTop: 16 });

globalStyle(`${details} > summary`, { cursor: 'pointer', fontWeight: 600 });

export const table = style({ borderCollapse: 'collapse', marginTop: 12, width: '100%' });

globalStyle(`${table} th, ${table} td`, {
  padding: '6px 10px',
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'right',
});
globalStyle(`${table} th:first-child`, { textAlign: 'left' });
globalStyle(`${table} tfoot`, { fontWeight: 700 });

export const caption = style({ textAlign: 'left', marginBottom: 8, color: vars.color.textMuted });
