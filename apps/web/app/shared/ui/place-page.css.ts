import { style } from '@vanilla-extract/css';
import { compactTapTarget, media, vars } from '@repo/ui';

export const page = style({ paddingTop: 16, paddingBottom: 32 });

export const subheading = style({ margin: '24px 0 12px' });

export const linkGrid = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: '8px 16px',
  '@media': {
    [media.phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '0 12px' },
  },
});

export const link = style({
  color: vars.color.text,
  ...compactTapTarget('flex'),
  selectors: { '&[aria-current="page"]': { fontWeight: 700, textDecoration: 'none' } },
});
