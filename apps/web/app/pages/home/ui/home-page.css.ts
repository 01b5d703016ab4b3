import { globalStyle, style } from '@vanilla-extract/css';
import { compactTapTarget, media } from '@repo/ui';

export const page = style({ paddingBottom: 48 });

export const hero = style({ padding: '24px 0 8px' });

export const brand = style({ margin: 0, fontWeight: 700, fontSize: 20, opacity: 0.8 });

export const heading = style({ margin: '32px 0 16px' });

export const notice = style({
  padding: 16,
  borderRadius: 8,
  border: '1px solid currentColor',
  opacity: 0.8,
});

export const muted = style({ margin: '0 0 8px', opacity: 0.7, fontSize: 14 });

export const categoryGrid = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: 16,
});

export const categoryName = style({ margin: '0 0 4px' });

export const provinceList = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: '8px 16px',
  '@media': { [media.compact]: { gap: '0 12px' } },
});

const tapTarget = compactTapTarget('flex');

globalStyle(`${provinceList} a`, tapTarget);

export const categoryLink = style({ color: 'inherit', textDecoration: 'none', ...tapTarget });

export const top = style({ marginTop: 32 });

export const latest = style({ display: 'flex', flexDirection: 'column', gap: 12 });

export const latestHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: 12,
  flexWrap: 'wrap',
});

globalStyle(`${latestHeader} a`, tapTarget);

export const postAd = style({ display: 'inline-block', marginTop: 12 });
