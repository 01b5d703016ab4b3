import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui';

/** The store area's album pages (ADR 0048); the page frame is `stores.css.ts`'s. */

/** A row of small buttons (move, remove) under an album or a photo; it wraps on a phone. */
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: 4 });

export const section = style({ display: 'grid', gap: vars.space.sm });

export const fileInput = style({ maxWidth: '100%', minHeight: 44 });

export const uploads = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const upload = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
  alignItems: 'center',
  gap: vars.space.sm,
  overflowWrap: 'anywhere',
});

export const progress = style({ width: '100%' });

export const problems = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  color: vars.color.danger,
  display: 'grid',
  gap: vars.space.xs,
});

export const problem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  overflowWrap: 'anywhere',
});
