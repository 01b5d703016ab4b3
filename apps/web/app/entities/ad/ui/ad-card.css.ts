import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  listStyle: 'none',
  overflow: 'hidden',
  selectors: { '&:focus-within': { outline: `2px solid ${vars.color.focusRing}` } },
});

/** 4:3 box: the cover never shifts the text below it while it loads. */
export const cover = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  background: vars.color.surfaceHover,
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  marginBottom: 4,
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

/** The title link covers the whole card, so the card is one click target. */
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible': { outline: 'none' },
    '&:hover': { textDecoration: 'underline' },
  },
});

export const price = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Above the title link's overlay, so its buttons stay clickable. */
export const controls = style({
  position: 'relative',
  zIndex: 1,
  marginTop: 4,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
});

/** A featured ad (ADR 0014): outlined in the accent colour. */
export const featured = style({ boxShadow: `inset 0 0 0 2px ${vars.color.primary}` });
