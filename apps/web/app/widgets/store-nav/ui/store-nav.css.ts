import { style } from '@vanilla-extract/css';
import { TAP_TARGET_PX, vars } from '@repo/ui';
import { inlineList } from '~/shared/ui/page-frame.css.ts';

export const nav = style([inlineList, { gap: vars.space.md }]);

/** Each link of the store's navigation: a 44 px tap target; the page's own link is marked. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: TAP_TARGET_PX,
  selectors: {
    '&[aria-current="page"]': {
      fontWeight: vars.fontWeight.bold,
      textDecoration: 'none',
      boxShadow: `inset 0 -3px 0 ${vars.color.primary}`,
    },
  },
});
