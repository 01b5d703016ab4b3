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

export const settings = style({
  display: 'grid',
  gridTemplateColumns: '220px minmax(0, 1fr)',
  gap: 32,
  paddingTop: 24,
  paddingBottom: 32,
});

export const settingsNav = style({ borderRight: `1px solid ${vars.color.border}` });

export const settingsList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const settingsLink = style({
  display: 'block',
  padding: '8px 12px',
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-current="page"]': { background: vars.color.primary, color: vars.color.primaryText },
  },
});

export const settingsContent = style({ minWidth: 0 });
