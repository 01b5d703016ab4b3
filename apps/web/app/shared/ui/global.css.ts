import { globalStyle } from '@vanilla-extract/css';

globalStyle('body', {
  margin: 0,
  minWidth: 1024,
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Khmer', sans-serif",
  lineHeight: 1.6,
});
