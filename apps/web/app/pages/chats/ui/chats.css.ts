// Long on purpose: the styles of the one /chats page (list, thread, composer, photos), kept in
// one sheet so its two-pane layout and phone fallbacks read together.
import { style } from '@vanilla-extract/css';
import { compactTapTarget, media, TAP_TARGET_PX, vars } from '@repo/ui';

/**
 * `/chats`: the list beside the thread from 1024 px up; below, one pane at a time (the list,
 * or the open thread with a way back), so a 360 px phone never scrolls sideways.
 */
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(280px, 360px) minmax(0, 1fr)',
  gap: vars.space.lg,
  paddingTop: vars.space.lg,
  paddingBottom: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.compact]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const listPane = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  selectors: { '&[data-open="true"]': { '@media': { [media.compact]: { display: 'none' } } } },
});

export const mainPane = style({
  minWidth: 0,
  selectors: { '&[data-open="false"]': { '@media': { [media.compact]: { display: 'none' } } } },
});

export const tabs = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const tab = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  textDecoration: 'none',
  color: vars.color.text,
  ...compactTapTarget(),
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.primaryText,
    },
  },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  display: 'grid',
  gridTemplateColumns: '48px minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  minHeight: TAP_TARGET_PX,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-current="true"]': { background: vars.color.surfaceHover },
  },
});

export const thumb = style({
  width: 48,
  height: 48,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.border,
  display: 'block',
});

export const itemText = style({ minWidth: 0, display: 'flex', flexDirection: 'column' });

export const ellipsis = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const strong = style({ fontWeight: vars.fontWeight.bold });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const itemSide = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xs,
});

export const threadHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const backLink = style({
  '@media': {
    [media.compact]: { display: 'inline-flex', alignItems: 'center', minHeight: TAP_TARGET_PX },
    [media.desktop]: { display: 'none' },
  },
});

/** The ad's title in a conversation's header: a full-width tap target on a phone. */
export const adLink = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': {
    [media.compact]: {
      display: 'block',
      minHeight: TAP_TARGET_PX,
      lineHeight: `${TAP_TARGET_PX}px`,
    },
  },
});

export const adBox = style({
  display: 'grid',
  gridTemplateColumns: '48px minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: vars.space.sm,
  margin: `${vars.space.sm} 0`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const adState = style({
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
});

export const notice = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  margin: `${vars.space.sm} 0`,
});

export const warning = style({
  marginTop: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderLeft: `3px solid ${vars.color.danger}`,
  fontSize: vars.fontSize.sm,
  background: vars.color.background,
});

export const messages = style({ listStyle: 'none', margin: 0, padding: 0 });

export const day = style({
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  margin: `${vars.space.md} 0 ${vars.space.sm}`,
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  margin: `${vars.space.xs} 0`,
  selectors: { '&[data-mine="true"]': { alignItems: 'flex-end' } },
});

/** A photo in a message: at most 320 px wide, its own proportions (up to 420 px high). */
export const photoLink = style({
  display: 'block',
  maxWidth: 'min(80%, 320px)',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  lineHeight: 0,
});

export const photo = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxHeight: 420,
  objectFit: 'cover',
  background: vars.color.surface,
});

export const bubble = style({
  maxWidth: 'min(80%, 560px)',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  selectors: {
    [`${message}[data-mine="true"] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.primaryText,
    },
    [`${message}[data-pending="true"] &`]: { opacity: 0.7 },
  },
});

export const bubbleLink = style({ color: 'inherit', textDecoration: 'underline' });

export const meta = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  marginTop: vars.space.xxs,
});

export const composer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const composerRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end' });

export const field = style({ flex: 1, minWidth: 0, display: 'flex' });

export const textarea = style({
  flex: 1,
  width: '100%',
  minWidth: 0,
  minHeight: TAP_TARGET_PX,
  padding: vars.space.sm,
  font: 'inherit',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  resize: 'vertical',
});

export const quick = style({
  display: 'flex',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  border: 'none',
  margin: 0,
  padding: 0,
});

export const error = style({ color: vars.color.danger, margin: 0 });

export const rowActions = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  flexWrap: 'wrap',
});

export const details = style({ position: 'relative' });

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  '@media': {
    [media.desktop]: {
      position: 'absolute',
      right: 0,
      zIndex: vars.zIndex.floating,
      width: 320,
      boxShadow: vars.shadow.md,
    },
  },
});

export const subForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const footerLinks = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});

export const tapLink = style({ ...compactTapTarget() });

export const search = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });

export const searchInput = style({
  width: '100%',
  minHeight: TAP_TARGET_PX,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});

/** The message box's photo picker: the browser's own file input, at least 44 px high. */
export const photoPick = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  minHeight: 44,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const photoInput = style({
  minHeight: 44,
  maxWidth: '100%',
  fontSize: vars.fontSize.sm,
});
