import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui';

/**
 * The column of a member's form and list pages (the store area, job applications): a grid of
 * blocks, centred, padded; each page sets its own `maxWidth` on top.
 */
export const pageColumn = style({
  display: 'grid',
  gap: vars.space.md,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  minWidth: 0,
});

/** A list without bullets whose items stand apart (cards). */
export const cardList = style({
  display: 'grid',
  gap: vars.space.md,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

/** One bordered card of such a list. */
export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});

/** Links or pills in a row that wraps on a phone. */
export const inlineList = style({
  display: 'flex',
  flexWrap: 'wrap',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
