import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@repo/ui';

export const field = style({ display: 'flex', flexDirection: 'column', gap: 6, marginBottom: 18 });

export const label = style({ fontWeight: 600 });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const errors = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const formErrors = style({
  padding: '12px 16px',
  marginBottom: 18,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.danger,
});

export const formErrorsTitle = style({ fontWeight: 700 });

export const control = style({
  width: '100%',
  padding: '10px 12px',
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});

globalStyle(`${formErrors} p`, { margin: 0 });
