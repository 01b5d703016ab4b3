import { globalStyle, style } from '@vanilla-extract/css';
import { compactTapTarget, media, vars } from '@repo/ui';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const main = style({ flex: 1 });

// On paper the page is its content: no header, footer, skip link, feedback tab or back-to-top
// (a printed resume, ADR 0050).
globalStyle(`${shell} > header, ${shell} > footer, ${shell} > a, ${shell} > button`, {
  '@media': { print: { display: 'none' } },
});

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
  // Compact: the settings menu is a row of links above the page.
  '@media': { [media.compact]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: 16, paddingTop: 12 } },
});

export const settingsNav = style({
  borderRight: `1px solid ${vars.color.border}`,
  '@media': {
    [media.compact]: { borderRight: 'none', borderBottom: `1px solid ${vars.color.border}` },
  },
});

export const settingsList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.compact]: { display: 'flex', flexWrap: 'wrap', gap: 4, paddingBottom: 8 } },
});

export const settingsLink = style({
  display: 'block',
  padding: '8px 12px',
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  ...compactTapTarget('flex'),
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-current="page"]': { background: vars.color.primary, color: vars.color.primaryText },
  },
});

export const settingsContent = style({ minWidth: 0 });
