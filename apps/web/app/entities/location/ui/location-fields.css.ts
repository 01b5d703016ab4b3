import { style } from '@vanilla-extract/css';
import { media, vars } from '@repo/ui';

export const lead = style({ color: vars.color.textMuted, marginTop: 0 });

export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  columnGap: vars.space.lg,
  // One column on a phone.
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const secondaryButton = style({
  marginBottom: 18,
});
