import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui';

export const banner = style({
  // Below the header, and never in the way of what is under it.
  position: 'fixed',
  top: 80,
  right: 16,
  pointerEvents: 'none',
  zIndex: vars.zIndex.overlay,
  margin: 0,
  padding: '12px 16px',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
});
