import { globalStyle, style } from '@vanilla-extract/css';
import { compactTapTarget, media, vars } from '@repo/ui';

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** The bar's links (the brand, Cancel) and the form's Cancel: full tap targets on a phone. */
const tapTarget = compactTapTarget();
globalStyle(`${topBar} a`, tapTarget);

export const brand = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  color: vars.color.primary,
  textDecoration: 'none',
});

export const page = style({ paddingTop: 24, paddingBottom: 48, maxWidth: 760 });

export const lead = style({ color: vars.color.textMuted, marginTop: 0 });

export const choiceList = style({
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space.lg} 0`,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const choice = style({
  display: 'block',
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-current="true"]': { borderColor: vars.color.primary, fontWeight: 700 },
  },
});

export const categoryLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});

export const section = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  margin: `0 0 ${vars.space.xl}`,
  background: vars.color.surface,
  minWidth: 0,
});

export const legend = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  padding: `0 ${vars.space.xs}`,
});

export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  columnGap: vars.space.lg,
  // The post form is one column on a phone.
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const radioRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  border: 0,
  padding: 0,
  margin: `0 0 18px`,
});

export const inlineLabel = style({ display: 'inline-flex', alignItems: 'center', gap: 6 });

export const checkboxField = style({ marginBottom: 18 });

export const groupLabel = style({ fontWeight: 600, padding: 0, marginBottom: 6 });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  flexWrap: 'wrap',
});

export const photoGrid = style({
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space.md} 0`,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [media.phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const photoCard = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
});

export const photoImage = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceHover,
});

export const photoButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const smallButton = style({
  padding: '2px 8px',
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.4, cursor: 'default' } },
});

export const progress = style({ width: '100%' });

export const fileName = style({
  fontSize: vars.fontSize.xs,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const problems = style({
  margin: `${vars.space.sm} 0`,
  padding: 0,
  listStyle: 'none',
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const fileInput = style({ marginBottom: vars.space.sm });

globalStyle(`${problems} li`, {
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'baseline',
});

globalStyle(`${actions} > a`, tapTarget);
