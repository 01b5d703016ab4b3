/** The picture forms of a store's settings pages (ADR 0046), told apart by their `intent`. */
export const PICTURE_INTENTS = [
  'logo',
  'cover',
  'watermark',
  'remove-logo',
  'remove-cover',
  'remove-watermark',
  'opacity',
] as const;
export type PictureIntent = (typeof PICTURE_INTENTS)[number];
