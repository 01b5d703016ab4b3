import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@repo/ui';

/** A list that could not be loaded: one line in the danger colour (My ads, likes, saved). */
export const notice = style({
  padding: '12px 16px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.danger,
});

/** A list with nothing in it yet: a dashed, centred box with what to do next. */
export const empty = style({
  padding: '32px 16px',
  textAlign: 'center',
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/**
 * What a list says about its query (filters it ignored or corrected, similar words used): a
 * quiet box, a bold first line and a bulleted list (listings, member and company search).
 */
export const note = style({
  padding: '10px 14px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
});

globalStyle(`${note} p`, { margin: 0, fontWeight: vars.fontWeight.bold });
globalStyle(`${note} ul`, { margin: '4px 0 0', paddingLeft: 20 });
