import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css.ts';

export const stack = style({ display: 'flex', minWidth: 0 });

export const stackDirection = styleVariants({
  column: { flexDirection: 'column' },
  row: { flexDirection: 'row' },
});

export const stackGap = styleVariants(vars.space, (value) => ({ gap: value }));

export const stackAlign = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
  baseline: { alignItems: 'baseline' },
});

export const stackJustify = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
});

export const stackWrap = style({ flexWrap: 'wrap' });
