import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@repo/ui';
import { inlineList, pageColumn } from '~/shared/ui/page-frame.css.ts';

export const page = style([pageColumn, { maxWidth: 720 }]);

export const form = style({ display: 'grid', gap: vars.space.md });

export const muted = style({ color: vars.color.textMuted });

export const keywords = style([inlineList, { gap: vars.space.sm }]);

export const keyword = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const members = style({
  display: 'grid',
  gap: vars.space.sm,
  listStyle: 'none',
  padding: 0,
});

export const memberRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const select = style({ display: 'grid', gap: 6, fontWeight: 600 });

export const leave = style({ marginTop: vars.space.lg });

export const fieldset = style({
  display: 'grid',
  gap: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
  minWidth: 0,
});

/** A radio button or a check box with its label: a 44 px tap target. */
export { checkRow as choice } from '~/shared/ui/controls.css.ts';

export const days = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.md });

export const dayRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const dayName = style({ minWidth: 88, fontWeight: 600 });

export const range = style({ display: 'inline-flex', alignItems: 'center', gap: 4 });

export const time = style({ minHeight: 44, maxWidth: 120, fontSize: vars.fontSize.sm });

export const alert = style({ color: vars.color.danger });

/** The store's ads in its area (ADR 0045). */
export const adsSection = style({ display: 'grid', gap: 12, marginTop: 24 });

export const adList = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 });

export const adRow = style({
  display: 'grid',
  gap: 6,
  padding: 12,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const adTitle = style({ fontWeight: 600, overflowWrap: 'anywhere' });

export const adActions = style({ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'end' });

export const inlineForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  alignItems: 'end',
  minWidth: 0,
});

export const inlineLabel = style({ display: 'grid', gap: 4, minWidth: 0, maxWidth: '100%' });
globalStyle(`${inlineLabel} select`, { minHeight: 44, maxWidth: '100%' });
export const openState = style({ fontWeight: 600 });

/** A store picture's block (ADR 0046): what it is now, its upload and remove forms. */
export const picture = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

const previewBase = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
});

/** The logo square, the cover wide (8:3), the watermark on a checkerboard (its transparency). */
export const preview = {
  logo: style([previewBase, { width: 160, aspectRatio: '1 / 1' }]),
  cover: style([previewBase, { width: '100%', aspectRatio: '8 / 3', objectFit: 'cover' }]),
  watermark: style([
    previewBase,
    {
      width: 240,
      background: 'repeating-conic-gradient(#d8d8d8 0% 25%, #ffffff 0% 50%) 50% / 16px 16px',
    },
  ]),
};
