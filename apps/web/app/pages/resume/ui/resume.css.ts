import { globalStyle, style } from '@vanilla-extract/css';
import { compactTapTarget, media, vars } from '@repo/ui';
import { checkRow } from '~/shared/ui/controls.css.ts';

export const page = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: 760,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  minWidth: 0,
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, margin: 0 });

export const link = style({ ...compactTapTarget() });

export const meter = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const meterBar = style({ width: '100%', height: 12 });

export const form = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  columnGap: vars.space.lg,
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const list = style({
  display: 'grid',
  gap: vars.space.md,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const legend = style({ fontWeight: 600, padding: `0 ${vars.space.xs}` });

export const itemButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const choices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: `0 ${vars.space.md}`,
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});

export const choice = style([checkRow, { cursor: 'pointer' }]);

globalStyle(`${choice} input`, { width: 20, height: 20, flexShrink: 0 });

export const check = style([checkRow]);

globalStyle(`${check} input`, { width: 20, height: 20 });

export const errors = style({ color: vars.color.danger, margin: 0 });

export const alert = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.lg,
  color: vars.color.danger,
});

export const attachment = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export { fileInput } from '~/shared/ui/controls.css.ts';
