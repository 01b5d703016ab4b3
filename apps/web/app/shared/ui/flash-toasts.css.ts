import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui';

export const banner = style({
  position: 'fixed',
  top: 16,
  right: 16,
  zIndex: vars.zIndex.overlay,
  margin: 0,
  padding: '12px 16px',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
});
