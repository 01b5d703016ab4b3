import { style } from '@vanilla-extract/css';
import { media, vars } from '@repo/ui';

export const page = style({ paddingTop: 16, paddingBottom: 48 });

export const header = style({ display: 'grid', gap: 4, marginBottom: 16 });

export const title = style({ margin: 0, overflowWrap: 'anywhere' });

export const priceLine = style({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: 8,
  margin: 0,
});

export const price = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});

export const badge = style({
  fontSize: vars.fontSize.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  padding: '0 10px',
  color: vars.color.text,
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 16px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const banner = style({
  margin: '0 0 16px',
  padding: '12px 16px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.text,
  background: vars.color.surface,
  fontWeight: vars.fontWeight.medium,
});

/** Two columns from 1024 px: the photos and details, and the seller's side; one below. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(280px, 1fr)',
  gap: 24,
  alignItems: 'start',
  '@media': { [media.compact]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 } },
});

export const main = style({ display: 'grid', gap: 24, minWidth: 0 });

export const side = style({ display: 'grid', gap: 16 });

export const section = style({ display: 'grid', gap: 8 });

export const sectionHeading = style({ margin: 0 });

export const specTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const specLabel = style({
  textAlign: 'left',
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
  padding: '6px 12px 6px 0',
  borderBottom: `1px solid ${vars.color.border}`,
  width: '40%',
  verticalAlign: 'top',
});

export const specValue = style({
  padding: '6px 0',
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});

/** The seller's own words, as typed: line breaks kept, never HTML. */
export const description = style({
  margin: 0,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  lineHeight: vars.lineHeight.body,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 });

export const sellerName = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  overflowWrap: 'anywhere',
});

/** The store's logo beside its name on a store's ad (ADR 0045). */
export const storeLogo = style({ borderRadius: vars.radius.sm, objectFit: 'cover', flexShrink: 0 });

export const muted = style({ color: vars.color.textMuted, margin: 0, fontSize: vars.fontSize.sm });

export const relatedGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: 16,
  '@media': { [media.phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 8 } },
});

/** "Chat with the seller" under the phone reveal. */
export const chatButton = style({ marginTop: vars.space.sm });

/** A job ad's application form and its state (ADR 0050). */
export const applyForm = style({ display: 'grid', gap: vars.space.md });

export const check = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 44,
});

export const checkInput = style({ width: 20, height: 20, flex: 'none' });

export const fileInput = style({ maxWidth: '100%', minHeight: 44 });

export const tapLink = style({ display: 'inline-flex', alignItems: 'center', minHeight: 44 });
