import { z } from 'zod';
import { localizedNameSchema, slugSchema, subcategoryTypeSchema } from './category.ts';
import type { SubcategoryType } from './category.ts';
import { adAutoRenewSchema } from './ad-lifecycle.ts';
import { adPhotosInputSchema, photoSchema } from './photo.ts';
import { storeCompanyProfileSchema } from './store-company.ts';
import { AD_DELETE_REASONS, AD_STATUSES } from './ad-values.ts';
import {
  blankToUndefined,
  categoryIdSchema,
  fieldSchema,
  INVALID,
  missingOr,
  REQUIRED,
} from './ad-field-schemas.ts';
import {
  adFieldDefinitionsFor,
  AD_FIELDS_BY_TYPE,
  PRICE_KINDS,
  type PriceKind,
} from './ad-fields.ts';

/**
 * An ad's input and public shape. `adInputSchema(type)` is the one validation of
 * the web's post form and of POST {api}/me/posts, built from the field definitions of
 * ad-fields.ts. Messages are catalog keys (`validation.*`).
 *
 * Form conventions: every value may arrive as a string (HTML forms, urlencoded bodies).
 * An empty string means "not given"; numbers and dates are parsed from their text;
 * a checkbox is true for `true`/`1`/`on` and false when absent. Phones come in one field
 * `phones`: a single string or a list (repeat `phones=` in a form), 1 to 3 numbers; blank
 * entries are ignored, duplicates dropped, and each is stored in E.164.
 */

export { AD_STATUSES, AD_DELETE_REASONS, AD_SORTS } from './ad-values.ts';
export type { AdStatus, AdDeleteReason, AdSort } from './ad-values.ts';

/** A value of `fields` (the type-specific part of an ad). */
export type AdFieldValue = string | number | boolean;

/** What a valid post form becomes: the common columns and the type's `fields`. */
export interface AdInput {
  category_id: string;
  title: string;
  description: string;
  price: number;
  price_kind: PriceKind;
  province_id: string;
  district_id: string | null;
  commune_id: string | null;
  address: string;
  contact_name: string;
  /** E.164, 1 to 3. */
  phones: string[];
  fields: Record<string, AdFieldValue>;
  /** Photo ids in display order (the first is the cover), at most AD_MAX_PHOTOS; see photo.ts. */
  photos: string[];
}

type FlatAd = Record<string, unknown> & {
  price?: number;
  price_kind: PriceKind;
  province_id: string;
  district_id?: string;
  commune_id?: string;
};

/** A job's price: its salary's lower (else upper) end, "negotiable" when it names none. */
function jobPrice(ad: FlatAd): { price: number; price_kind: PriceKind } {
  const salary = [ad.salary_min, ad.salary_max].find((value) => typeof value === 'number');
  return typeof salary === 'number'
    ? { price: salary, price_kind: 'fixed' }
    : { price: 0, price_kind: 'negotiable' };
}

/**
 * The post form of an ad of this subcategory type: flat snake_case fields in, `AdInput`
 * out. Unknown fields are dropped, so fields of another type never reach `fields`.
 */
export function adInputSchema(
  type: SubcategoryType,
  options: { now?: Date } = {},
): z.ZodType<AdInput> {
  const currentYear = (options.now ?? new Date()).getUTCFullYear();
  const shape: Record<string, z.ZodType> = {
    category_id: categoryIdSchema,
    photos: adPhotosInputSchema,
  };
  for (const field of adFieldDefinitionsFor(type))
    Object.assign(shape, fieldSchema(field, currentYear));
  // A job is paid by its salary range: it asks no price (the price written is the salary's
  // lower end, for the price sorts).
  const job = type === 'job';
  if (job) shape.price_kind = z.preprocess(blankToUndefined, z.enum(PRICE_KINDS).optional());
  const typeKeys = AD_FIELDS_BY_TYPE[type];

  return z
    .object(shape)
    .superRefine(
      (value, context) => {
        // Runs even when other fields failed (`when` below), so the form shows every error at
        // once: each check reads only the fields it needs, and only when they are of their type.
        const ad = value as FlatAd;
        if (!job && ad.price_kind !== 'free' && ad.price === undefined) {
          context.addIssue({ code: 'custom', path: ['price'], message: INVALID });
        }
        if (
          typeof ad.district_id === 'string' &&
          typeof ad.province_id === 'string' &&
          !ad.district_id.startsWith(ad.province_id)
        ) {
          context.addIssue({
            code: 'custom',
            path: ['district_id'],
            message: 'validation.adLocationMismatch',
          });
        }
        if (
          typeof ad.commune_id === 'string' &&
          (typeof ad.district_id !== 'string' || !ad.commune_id.startsWith(ad.district_id))
        ) {
          context.addIssue({
            code: 'custom',
            path: ['commune_id'],
            message: 'validation.adLocationMismatch',
          });
        }
        const { salary_min: min, salary_max: max, start_date: start, end_date: end } = ad;
        if (typeof min === 'number' && typeof max === 'number' && min > max) {
          context.addIssue({
            code: 'custom',
            path: ['salary_max'],
            message: 'validation.adSalaryRange',
          });
        }
        if (typeof start === 'string' && typeof end === 'string' && start > end) {
          context.addIssue({
            code: 'custom',
            path: ['end_date'],
            message: 'validation.adDateRange',
          });
        }
      },
      { when: (payload) => payload.value !== null && typeof payload.value === 'object' },
    )
    .transform((value): AdInput => {
      const ad = value as FlatAd;
      const fields: Record<string, AdFieldValue> = {};
      for (const key of typeKeys) {
        const item = ad[key];
        if (item !== undefined) fields[key] = item as AdFieldValue;
      }
      return {
        category_id: ad.category_id as string,
        title: ad.title as string,
        description: ad.description as string,
        ...(job
          ? jobPrice(ad)
          : {
              price: ad.price_kind === 'free' ? 0 : (ad.price as number),
              price_kind: ad.price_kind,
            }),
        province_id: ad.province_id,
        district_id: ad.district_id ?? null,
        commune_id: ad.commune_id ?? null,
        address: ad.address as string,
        contact_name: ad.contact_name as string,
        phones: ad.phones as string[],
        fields,
        photos: ad.photos as string[],
      };
    }) as unknown as z.ZodType<AdInput>;
}

/** POST {api}/me/posts/{id}/delete. */
export const adDeleteSchema = z.object({
  reason: z.enum(AD_DELETE_REASONS, missingOr(REQUIRED)),
});
export type AdDeleteInput = z.infer<typeof adDeleteSchema>;

const placeSchema = z.object({ id: z.string(), name: localizedNameSchema });

/** An ad as the API answers it. `phones` only in the owner's own views (never on the public page). */
export const adSchema = z.object({
  id: z.string(),
  status: z.enum(AD_STATUSES),
  category: z.object({
    id: z.string(),
    slug: slugSchema,
    type: subcategoryTypeSchema,
    name: localizedNameSchema,
    parent: z.object({ id: z.string(), slug: slugSchema, name: localizedNameSchema }),
  }),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  price_kind: z.enum(PRICE_KINDS),
  location: z.object({
    province: placeSchema,
    district: placeSchema.nullable(),
    commune: placeSchema.nullable(),
  }),
  address: z.string(),
  contact_name: z.string(),
  phones: z.array(z.string()).optional(),
  fields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  seller: z.object({
    id: z.string(),
    username: z.string().nullable(),
    first_name: z.string(),
    last_name: z.string(),
    member_since: z.string(),
  }),
  /**
   * The store it is posted as (issue 17, ADR 0045): the ad page shows the store's card
   * instead of the member's; null for a member's own ad.
   */
  store: z
    .object({
      id: z.string(),
      username: z.string(),
      name: z.string(),
      logo_url: z.string().nullable(),
      /**
       * On a job ad only: the company profile job seekers read beside the store's card (ADR
       * 0051); null on other ads, or when the store has filled none in.
       */
      company: storeCompanyProfileSchema.nullable(),
    })
    .nullable(),
  /** The store member it is assigned to (their name shows as the contact; ADR 0045). */
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** In display order; the first is the cover. */
  photos: z.array(photoSchema),
  views: z.number().int(),
  likes: z.number().int(),
  saves: z.number().int(),
  /** GET {api}/posts/{id} only: whether the caller liked / saved it (false for a visitor). */
  liked: z.boolean().optional(),
  saved: z.boolean().optional(),
  deleted_reason: z.enum(AD_DELETE_REASONS).nullable(),
  posted_at: z.string(),
  renewed_at: z.string(),
  expires_at: z.string(),
  updated_at: z.string(),
  /** The owner's views only (own list, own ad): the auto-renew schedule, null when off. */
  auto_renew: adAutoRenewSchema.nullable().optional(),
});
export type Ad = z.infer<typeof adSchema>;

export const adResponseSchema = z.object({ data: adSchema });
export const adsResponseSchema = z.object({
  data: z.array(adSchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  next_cursor: z.string().nullable(),
});
/** GET {api}/me/posts: one page of the member's ads. */
export type AdsPage = z.infer<typeof adsResponseSchema>;
