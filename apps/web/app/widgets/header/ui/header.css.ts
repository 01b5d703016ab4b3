import { globalStyle, style } from '@vanilla-extract/css';
import { compactTapTarget, media, panelToggle, TAP_TARGET_PX, vars } from '@repo/ui';
import { HEADER_ROW_PADDING_PX } from '~/shared/ui/header-row.ts';

export const header = style({
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

/*
 * Desktop (1024 px up): logo, categories, search, then the tools, in one row; the drawer is no
 * box of its own (display: contents) and `order` puts its parts around the search.
 * Compact: logo, "Post an ad" and Menu in a row, the drawer (when open) and the search below.
 */
export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  paddingTop: HEADER_ROW_PADDING_PX,
  paddingBottom: HEADER_ROW_PADDING_PX,
  '@media': { [media.compact]: { flexWrap: 'wrap', gap: 8 } },
});

export const logo = style({
  order: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  color: vars.color.primary,
  textDecoration: 'none',
  ...compactTapTarget(),
});

export const postAd = style({
  whiteSpace: 'nowrap',
  order: 3,
  marginLeft: 'auto',
  '@media': { [media.compact]: { order: 1 } },
});

/** The Menu button's state (its label is the button). */
export const menuToggle = panelToggle;

export const menuToggleLabel = style({
  order: 2,
  display: 'none',
  alignItems: 'center',
  gap: 6,
  minHeight: TAP_TARGET_PX,
  minWidth: TAP_TARGET_PX,
  padding: '0 12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  fontWeight: vars.fontWeight.medium,
  '@media': { [media.compact]: { display: 'inline-flex' } },
  selectors: {
    [`${menuToggle}:focus-visible + &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: 2,
    },
    [`${menuToggle}:checked + &`]: { background: vars.color.surfaceHover },
  },
});

export const drawer = style({
  display: 'contents',
  '@media': {
    [media.compact]: {
      display: 'none',
      order: 3,
      flexBasis: '100%',
      flexDirection: 'column',
      gap: 8,
      padding: '8px 0',
      borderTop: `1px solid ${vars.color.border}`,
      borderBottom: `1px solid ${vars.color.border}`,
      selectors: { [`${menuToggle}:checked ~ &`]: { display: 'flex' } },
    },
  },
});

export const menu = style({ position: 'relative', order: 1 });

export const menuButton = style({
  cursor: 'pointer',
  padding: '6px 10px',
  borderRadius: vars.radius.sm,
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
  ...compactTapTarget('flex'),
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
  '@media': {
    // In the drawer the categories are a list in the page's flow, two to a row.
    [media.compact]: {
      position: 'static',
      minWidth: 0,
      boxShadow: 'none',
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
      gap: 4,
    },
  },
});

export const menuLink = style({
  display: 'block',
  padding: '6px 10px',
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceHover } },
  ...compactTapTarget('flex'),
});

export const search = style({
  order: 2,
  display: 'flex',
  flex: 1,
  gap: 8,
  '@media': { [media.compact]: { order: 5, flexBasis: '100%' } },
});

export const searchLabel = style({ flex: 1, minWidth: 0 });

export const searchInput = style({
  width: '100%',
  minWidth: 240,
  padding: '8px 12px',
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': { [media.compact]: { minWidth: 0 } },
});

export const tools = style({
  order: 4,
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  '@media': { [media.compact]: { flexWrap: 'wrap' } },
});

export const account = style({
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  maxWidth: 160,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  ...compactTapTarget(),
});

// The tools' own links (language, colour mode) are full tap targets in the drawer.
globalStyle(`${tools} a, ${tools} button, ${tools} select`, {
  '@media': { [media.compact]: { minHeight: TAP_TARGET_PX, minWidth: TAP_TARGET_PX } },
});

/** The unread conversations' count beside "Chats". */
/** Beside "Chats" (the pill itself is `countPill`). */
export const badge = style({ marginLeft: 6 });
