import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui';

/** A small pill over a picture's top left corner ("Cover" on the post form, "Featured" on a card). */
export const cornerBadge = style({
  position: 'absolute',
  top: 8,
  left: 8,
  padding: '2px 8px',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});
