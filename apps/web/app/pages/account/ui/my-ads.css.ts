import { globalStyle, style } from '@vanilla-extract/css';
import { compactTapTarget, media, vars } from '@repo/ui';

export const section = style({ marginTop: 8 });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 16,
  marginBottom: 12,
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  marginBottom: 16,
});

export const filters = style({
  display: 'flex',
  gap: 4,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const filter = style({
  display: 'block',
  padding: '6px 12px',
  ...compactTapTarget('flex'),
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-current="page"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.primaryText,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

export const sort = style({ display: 'flex', alignItems: 'center', gap: 8 });

export const select = style({ width: 'auto', padding: '6px 10px' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: '96px minmax(0, 1fr)',
  gap: 16,
  '@media': { [media.phone]: { gridTemplateColumns: '64px minmax(0, 1fr)', gap: 8, padding: 8 } },
  padding: 16,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const thumb = style({
  width: 96,
  height: 96,
  '@media': { [media.phone]: { width: 64, height: 64 } },
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  background: vars.color.surfaceHover,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

globalStyle(`${thumb} img`, { width: '100%', height: '100%', objectFit: 'cover' });

export const noPhoto = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const body = style({ minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' });
globalStyle(`${title} a`, compactTapTarget('flex'));

export const price = style({
  margin: '4px 0',
  fontWeight: vars.fontWeight.bold,
  display: 'flex',
  alignItems: 'center',
  gap: 12,
});

export const status = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  padding: '2px 8px',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-status="active"]': { borderColor: vars.color.success, color: vars.color.success },
    '&[data-status="sold"]': { borderColor: vars.color.primary, color: vars.color.primary },
  },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 16px',
  margin: '4px 0 8px',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

globalStyle(`${facts} > div`, { display: 'flex', gap: 4 });
globalStyle(`${facts} dt::after`, { content: '":"' });
globalStyle(`${facts} dd`, { margin: 0 });

export const stats = style({ display: 'flex', gap: 12 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 });

export const inlineForm = style({ display: 'inline' });

export const inlineConfirm = style({
  flexBasis: '100%',
  marginTop: 8,
  padding: 12,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
});

export const confirmTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const deleteForm = style({ marginTop: 8 });

export const reasons = style({
  border: 'none',
  margin: '0 0 12px',
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
});

globalStyle(`${reasons} legend`, { fontWeight: 600, marginBottom: 6 });

export const reason = style({ display: 'flex', alignItems: 'center', gap: 8 });

export const fieldError = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const dialogButtons = style({ display: 'flex', gap: 8 });

export const autoRenew = style({ marginTop: 10, fontSize: vars.fontSize.sm });

globalStyle(`${autoRenew} > summary`, { cursor: 'pointer', color: vars.color.textMuted });

export const muted = style({ color: vars.color.textMuted, margin: '6px 0' });

export const autoRenewForm = style({ marginTop: 8, maxWidth: 420 });

export const checkbox = style({ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 12 });

export const time = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: 12,
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

globalStyle(`${time} legend`, { fontWeight: 600, marginBottom: 6 });

export const number = style({ maxWidth: 140 });

export const pager = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: 16,
  marginTop: 16,
});
