import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: '4px 12px',
  margin: '0 0 12px',
});

export const term = style({ color: vars.color.textMuted, margin: 0 });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const list = style({ margin: '0 0 12px', paddingInlineStart: 20 });

export const subheading = style({ fontSize: '1rem', margin: '12px 0 4px' });

export const text = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: '0 0 12px' });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  overflowWrap: 'anywhere',
});
