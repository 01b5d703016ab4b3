import { globalStyle, style } from '@vanilla-extract/css';
import { compactTapTarget, media, vars } from '@repo/ui';
import { card, cardList, inlineList, pageColumn } from '~/shared/ui/page-frame.css.ts';

export const page = style([pageColumn, { maxWidth: 820, overflowWrap: 'anywhere' }]);

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const list = cardList;

export const item = style([card, { background: vars.color.surface }]);

export const itemHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const itemTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const line = style({ margin: 0 });

export const text = style({ margin: 0, whiteSpace: 'pre-line' });

export const status = style({
  display: 'inline-block',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const link = style({ ...compactTapTarget() });

export const links = style([inlineList, { gap: `0 ${vars.space.md}` }]);

/** The status filter: links in a row that wraps on a phone. */
export const filters = style([inlineList, { gap: vars.space.sm }]);

export const filter = style({
  ...compactTapTarget(),
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  textDecoration: 'none',
  color: vars.color.text,
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.primaryText,
    },
  },
});

export const counts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  '@media': { [media.phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

globalStyle(`${counts} div`, { display: 'grid', gap: 2 });
globalStyle(`${counts} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${counts} dd`, { margin: 0, fontSize: vars.fontSize.lg, fontWeight: 600 });

export const details = style({ marginTop: vars.space.xs });

export const summary = style({
  cursor: 'pointer',
  ...compactTapTarget(),
  color: vars.color.danger,
});

export const confirm = style({ display: 'grid', gap: vars.space.sm, paddingTop: vars.space.sm });

export const form = style({ display: 'grid', gap: vars.space.md });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const section = style({ display: 'grid', gap: vars.space.sm });
