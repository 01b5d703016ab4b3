import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@repo/ui';

export const albums = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
  gap: vars.space.md,
});

export const album = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});

export const name = style({ margin: 0, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' });

/** The album's name as a link: a 44 px tap target. */
globalStyle(`${name} a`, { display: 'inline-flex', alignItems: 'center', minHeight: 44 });

export const count = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const photos = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
  gap: vars.space.sm,
});

export const photo = style({ display: 'grid', gap: 4, minWidth: 0 });

/** A thumbnail opens the large photo: a link the browser follows with or without JavaScript. */
export const photoLink = style({
  display: 'block',
  aspectRatio: '1',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surface,
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });
