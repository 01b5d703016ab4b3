import { globalStyle, style } from '@vanilla-extract/css';
import { compactTapTarget, media, vars } from '@repo/ui';

export const cover = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.border,
  '@media': { [media.phone]: { aspectRatio: '2 / 1' } },
});

export const header = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: '4px 16px',
  alignItems: 'center',
  margin: '16px 0 8px',
});

export const logo = style({
  width: 80,
  height: 80,
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  border: `1px solid ${vars.color.border}`,
  gridRow: 'span 2',
  '@media': { [media.phone]: { width: 56, height: 56 } },
});

// Both in the second column, so a store without a logo does not squeeze them into the first.
export const name = style({ margin: 0, overflowWrap: 'anywhere', gridColumn: 2 });

/** The verified badge beside the name (ADR 0049), in the colour of what is sure. */
export const verified = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  marginInlineStart: 8,
  verticalAlign: 'middle',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.success,
  whiteSpace: 'nowrap',
});

export const handle = style({
  margin: 0,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  gridColumn: 2,
});

export const facts = style({
  listStyle: 'none',
  padding: 0,
  margin: '8px 0',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 16px',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 18rem',
  gap: 24,
  alignItems: 'start',
  '@media': { [media.compact]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const aside = style({ display: 'grid', gap: 16, minWidth: 0 });

export const about = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere', margin: 0 });

export const chips = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
});

export const chipLink = style({ ...compactTapTarget('inline-flex') });

export const keyword = style({
  padding: '2px 8px',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const section = style({ display: 'grid', gap: 8 });
globalStyle(`${section} h2`, { margin: 0, fontSize: vars.fontSize.lg });

export const branchList = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: 8,
  overflowWrap: 'anywhere',
});
