import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ paddingTop: 24, paddingBottom: 32 });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '6px 16px',
  margin: '16px 0',
});

globalStyle(`${details} dt`, { fontWeight: 600 });
globalStyle(`${details} dd`, { margin: 0 });
