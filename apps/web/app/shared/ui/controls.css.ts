import { style } from '@vanilla-extract/css';
import { compactTapTarget, vars } from '@repo/ui';

/** A count on a pill (the header's chat badge, a conversation's unread messages). */
export const countPill = style({
  display: 'inline-block',
  minWidth: 20,
  padding: '0 6px',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '20px',
  textAlign: 'center',
});

/** The summary of a `<details>` menu that opens without JavaScript (a thread's actions, block). */
export const menuSummary = style({
  cursor: 'pointer',
  listStyle: 'none',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  ...compactTapTarget(),
});

/** A check box or a radio button with its label: one row, a 44 px tap target. */
export const checkRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 44,
});

/** A file input: no wider than its column, a 44 px tap target. */
export const fileInput = style({ maxWidth: '100%', minHeight: 44 });
