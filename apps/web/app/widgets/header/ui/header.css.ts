import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui';

export const header = style({
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  paddingTop: 10,
  paddingBottom: 10,
});

export const logo = style({
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  color: vars.color.primary,
  textDecoration: 'none',
});

export const menu = style({ position: 'relative' });

export const menuButton = style({
  cursor: 'pointer',
  padding: '6px 10px',
  borderRadius: vars.radius.sm,
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});

export const menuList = style({
  position: 'absolute',
  zIndex: vars.zIndex.overlay,
  top: '100%',
  left: 0,
  margin: '4px 0 0',
  padding: 8,
  listStyle: 'none',
  minWidth: 280,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const menuLink = style({
  display: 'block',
  padding: '6px 10px',
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceHover } },
});

export const search = style({ display: 'flex', flex: 1, gap: 8 });

export const searchInput = style({
  width: '100%',
  minWidth: 240,
  padding: '8px 12px',
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const tools = style({ display: 'flex', alignItems: 'center', gap: 12, marginLeft: 'auto' });

export const account = style({
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  maxWidth: 160,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const postAd = style({ whiteSpace: 'nowrap' });
