import { z } from 'zod';
import { localizedNameSchema, slugSchema } from './category.ts';
import { LOCATION_TYPES } from './constants.ts';

export const locationTypeSchema = z.enum(LOCATION_TYPES);
export type LocationType = z.infer<typeof locationTypeSchema>;

/** Gazetteer codes: 2 digits for a province, 4 for a district, 6 for a commune. */
export const locationIdSchema = z.string().regex(/^(\d{2}|\d{4}|\d{6})$/, 'not a location code');

export const locationSchema = z.object({
  id: locationIdSchema,
  slug: slugSchema,
  /** "0" for a province, else the parent's id. */
  parent: z.string(),
  type: locationTypeSchema,
  name: localizedNameSchema,
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type Location = z.infer<typeof locationSchema>;

export const locationsResponseSchema = z.object({ data: z.array(locationSchema) });
export const locationResponseSchema = z.object({ data: locationSchema });
