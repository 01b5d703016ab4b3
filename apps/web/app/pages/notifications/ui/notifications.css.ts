import { style } from '@vanilla-extract/css';
import { TAP_TARGET_PX, vars } from '@repo/ui';

export const page = style({ paddingTop: vars.space.lg, paddingBottom: vars.space.xl });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const item = style({
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none' } },
});

/** The whole line is the button that opens it (a form: it marks the line read first). */
export const open = style({
  display: 'grid',
  gridTemplateColumns: '12px minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.sm,
  width: '100%',
  minHeight: TAP_TARGET_PX,
  padding: vars.space.md,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: -2 },
  },
});

export const dot = style({
  width: 10,
  height: 10,
  marginTop: 6,
  borderRadius: vars.radius.full,
  selectors: { '[data-read="false"] &': { background: vars.color.primary } },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });

export const sentence = style({
  overflowWrap: 'anywhere',
  selectors: { '[data-read="false"] &': { fontWeight: vars.fontWeight.bold } },
});

export const detail = style({
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const when = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const more = style({ marginTop: vars.space.md });
