import { style } from '@vanilla-extract/css';

export const page = style({ paddingTop: 24, paddingBottom: 32 });

export const form = style({ maxWidth: 640, marginTop: 16 });

export const subheading = style({ margin: '28px 0 12px' });

export const results = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '8px 16px',
  '@media': {
    'screen and (max-width: 560px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});
