import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@repo/ui';

/** The paper: a white sheet on screen, the page itself when printed. */
export const sheet = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: 'clamp(16px, 5vw, 48px)',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  lineHeight: 1.6,
  overflowWrap: 'anywhere',
  '@media': {
    print: { border: 'none', padding: 0, background: 'white', color: 'black', fontSize: '11pt' },
  },
});

export const head = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBottom: vars.space.md,
  borderBottom: `2px solid ${vars.color.text}`,
});

export const name = style({ margin: 0 });

export const position = style({ margin: 0, fontSize: vars.fontSize.lg });

export const contact = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

globalStyle(`${sheet} a`, { color: 'inherit' });

export const facts = style({ margin: 0, color: vars.color.textMuted });

export const part = style({
  display: 'grid',
  gap: vars.space.sm,
  breakInside: 'avoid-page',
});

export const partTitle = style({
  margin: 0,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBottom: vars.space.xs,
  selectors: { ':lang(km) &': { textTransform: 'none', letterSpacing: 0 } },
});

export const entry = style({ display: 'grid', gap: 2, breakInside: 'avoid' });

export const entryHead = style({ margin: 0 });

export const when = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const text = style({ margin: 0, whiteSpace: 'pre-line' });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const levels = style({ margin: 0, paddingLeft: '1.2em' });

export const prefs = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 14em) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

globalStyle(`${prefs} dt`, { fontWeight: 600 });
globalStyle(`${prefs} dd`, { margin: 0 });
