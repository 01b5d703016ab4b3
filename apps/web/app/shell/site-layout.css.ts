import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const main = style({ flex: 1 });

export const skip = style({
  position: 'absolute',
  left: -9999,
  top: 8,
  padding: '8px 12px',
  background: vars.color.surface,
  color: vars.color.text,
  zIndex: vars.zIndex.overlay,
  selectors: { '&:focus': { left: 8 } },
});
