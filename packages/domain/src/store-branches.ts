import { z } from 'zod';
import { locationShape } from './ad-field-schemas.ts';
import { normalizeCambodianPhone } from './auth.ts';
import { localizedNameSchema } from './category.ts';
import { nullable } from './form-values.ts';
import { STORE_BRANCH_LIMITS } from './store-limits.ts';

/**
 * A store's branches (spec §3 "Branch": address, location on map, phone, email; ADR 0047).
 * The same names travel in the web's plain form and in the API's body; every value may come
 * as text, and a blank one means "not given". Messages are catalog keys.
 */

/** A coordinate in decimal degrees ("11.5564"; a comma as the decimal mark is read too). */
const degrees = (limit: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? Number(value.trim().replace(',', '.')) : value),
    z
      .number({ error: message })
      .refine(Number.isFinite, message)
      .min(-limit, message)
      .max(limit, message),
  );

/** A branch as its store's owner and managers add or edit it. */
export const storeBranchInputSchema = z
  .object({
    name: z
      .string({ error: 'storeBranches.nameRequired' })
      .trim()
      .min(1, 'storeBranches.nameRequired')
      .max(STORE_BRANCH_LIMITS.nameMax, 'validation.tooLong'),
    ...locationShape,
    address: z
      .string()
      .trim()
      .max(STORE_BRANCH_LIMITS.addressMax, 'validation.tooLong')
      .default(''),
    /** Written as Cambodians write it; kept in E.164. */
    phone: nullable(
      z
        .string()
        .trim()
        .max(30, 'validation.invalidPhone')
        .refine((value) => normalizeCambodianPhone(value) !== undefined, 'validation.invalidPhone')
        .transform((value) => normalizeCambodianPhone(value) as string),
    ),
    email: nullable(
      z
        .string()
        .trim()
        .max(STORE_BRANCH_LIMITS.emailMax, 'validation.invalidEmail')
        .toLowerCase()
        .pipe(z.email('validation.invalidEmail')),
    ),
    latitude: nullable(degrees(90, 'storeBranches.latitudeInvalid')),
    longitude: nullable(degrees(180, 'storeBranches.longitudeInvalid')),
  })
  .superRefine(
    (value, context) => {
      // Runs when other fields failed too (`when`), so the form shows every problem at once:
      // each check reads only fields of the type it expects.
      const branch = value as Record<string, unknown>;
      const { latitude, longitude, province_id: province, district_id: district } = branch;
      const commune = branch.commune_id;
      // Both ends of the point or neither: a point with one coordinate is nowhere.
      const half =
        (latitude === null && typeof longitude === 'number') ||
        (longitude === null && typeof latitude === 'number');
      if (half)
        context.addIssue({
          code: 'custom',
          path: [latitude === null ? 'latitude' : 'longitude'],
          message: 'storeBranches.pointHalf',
        });
      if (
        typeof district === 'string' &&
        typeof province === 'string' &&
        !district.startsWith(province)
      )
        context.addIssue({
          code: 'custom',
          path: ['district_id'],
          message: 'validation.adLocationMismatch',
        });
      if (
        typeof commune === 'string' &&
        (typeof district !== 'string' || !commune.startsWith(district))
      )
        context.addIssue({
          code: 'custom',
          path: ['commune_id'],
          message: 'validation.adLocationMismatch',
        });
    },
    { when: (payload) => payload.value !== null && typeof payload.value === 'object' },
  );
export type StoreBranchInput = z.output<typeof storeBranchInputSchema>;

const placeSchema = z.object({ id: z.string(), name: localizedNameSchema });

/** A branch as the public sees it: where it is and how to reach it, nothing of the store's. */
export const publicBranchSchema = z.object({
  name: z.string(),
  province: placeSchema,
  district: placeSchema.nullable(),
  commune: placeSchema.nullable(),
  address: z.string(),
  /** E.164. */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** WGS 84; both or neither. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type PublicBranch = z.infer<typeof publicBranchSchema>;

/** A branch as the store's members see it in their store area. */
export const storeBranchSchema = publicBranchSchema.extend({
  id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StoreBranch = z.infer<typeof storeBranchSchema>;

/** The public part of a branch (the public store page, ADR 0047). */
export function toPublicBranch(branch: StoreBranch): PublicBranch {
  return {
    name: branch.name,
    province: branch.province,
    district: branch.district,
    commune: branch.commune,
    address: branch.address,
    phone: branch.phone,
    email: branch.email,
    latitude: branch.latitude,
    longitude: branch.longitude,
  };
}

export const storeBranchResponseSchema = z.object({ data: storeBranchSchema });
export const storeBranchesResponseSchema = z.object({ data: z.array(storeBranchSchema) });
export const publicBranchesResponseSchema = z.object({ data: z.array(publicBranchSchema) });
