import { style } from '@vanilla-extract/css';
import { media } from '../../theme/media.ts';
import { vars } from '../../theme/tokens.css.ts';

export const container = style({
  width: '100%',
  maxWidth: vars.layout.containerMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.xl,
  '@media': { [media.phone]: { paddingInline: vars.space.md } },
});
