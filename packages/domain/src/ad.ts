import { z } from 'zod';
import { normalizeCambodianPhone, phoneSchema } from './auth.ts';
import { localizedNameSchema, slugSchema, subcategoryTypeSchema } from './category.ts';
import type { SubcategoryType } from './category.ts';
import { adAutoRenewSchema } from './ad-lifecycle.ts';
import { adPhotosInputSchema, photoSchema } from './photo.ts';
import { AD_DELETE_REASONS, AD_STATUSES } from './ad-values.ts';
import {
  AD_MAX_PHONES,
  AD_PRICE_MAX,
  adFieldDefinitionsFor,
  AD_FIELDS_BY_TYPE,
  PRICE_KINDS,
  type AdFieldDefinition,
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

const REQUIRED = 'validation.required';
const INVALID = 'validation.invalid';

/** The "required" and "length" messages of the common text fields (spec §5). */
const TEXT_MESSAGES: Record<string, { required: string; length: string }> = {
  title: { required: 'validation.adTitleRequired', length: 'validation.adTitleLength' },
  description: {
    required: 'validation.adDescriptionRequired',
    length: 'validation.adTextLength',
  },
  address: { required: 'validation.adAddressRequired', length: 'validation.adTextLength' },
  contact_name: { required: 'validation.adNameRequired', length: 'validation.adTextLength' },
};

/** An empty (or all-space) form value means "not given". */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const toNumber = (value: unknown) => {
  const given = blankToUndefined(value);
  return typeof given === 'string' ? Number(given.trim()) : given;
};

const toBoolean = (value: unknown) => {
  if (value === undefined || value === null || value === '') return false;
  if (typeof value !== 'string') return value;
  const text = value.trim().toLowerCase();
  if (['true', '1', 'on', 'yes'].includes(text)) return true;
  if (['false', '0', 'off', 'no'].includes(text)) return false;
  return value;
};

/** The message of a value that is missing (required) or of the wrong kind (invalid). */
const missingOr = (required: string, invalid = INVALID) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? required : invalid),
});

const isoDate = z
  .string(missingOr(REQUIRED))
  .regex(/^\d{4}-\d{2}-\d{2}$/, INVALID)
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  }, INVALID);

const hasTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

function textSchema(field: AdFieldDefinition): z.ZodType {
  const messages = TEXT_MESSAGES[field.key];
  const required = messages?.required ?? REQUIRED;
  const length = messages?.length ?? 'validation.tooLong';
  let text = z.string(missingOr(required)).trim();
  if (field.required) text = text.min(1, required);
  if (field.min !== undefined && field.required) text = text.min(field.min, length);
  if (field.max !== undefined) text = text.max(field.max, length);
  return field.required
    ? z.preprocess(blankToUndefined, text)
    : z.preprocess(blankToUndefined, text.optional());
}

function numberSchema(field: AdFieldDefinition, currentYear: number): z.ZodType {
  let number = z.number(missingOr(REQUIRED));
  if (field.integer) number = number.int(INVALID);
  if (field.min !== undefined) number = number.min(field.min, INVALID);
  const max = field.key === 'year' ? currentYear + 1 : field.max;
  if (max !== undefined) number = number.max(max, INVALID);
  const checked = number.refine(hasTwoDecimals, INVALID);
  return z.preprocess(toNumber, field.required ? checked : checked.optional());
}

function selectSchema(field: AdFieldDefinition): z.ZodType {
  const options = (field.options ?? []) as [string, ...string[]];
  const choice = z.enum(options, missingOr(REQUIRED));
  return z.preprocess(blankToUndefined, field.required ? choice : choice.optional());
}

const phonesSchema = z.preprocess(
  (value) => {
    const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
    return list.filter((item) => blankToUndefined(item) !== undefined);
  },
  z
    .array(phoneSchema, { error: 'validation.phoneRequired' })
    .min(1, 'validation.phoneRequired')
    .max(AD_MAX_PHONES, 'validation.adPhonesMax')
    .transform((phones) => [
      ...new Set(phones.map((phone) => normalizeCambodianPhone(phone) as string)),
    ]),
);

const optionalCode = (digits: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string(missingOr(INVALID))
      .regex(new RegExp(`^\\d{${digits}}$`), 'validation.adLocationMismatch')
      .optional(),
  );

const locationShape = {
  province_id: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'validation.adLocationRequired' })
      .regex(/^\d{2}$/, 'validation.adLocationRequired'),
  ),
  district_id: optionalCode(4),
  commune_id: optionalCode(6),
};

const categoryIdSchema = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : blankToUndefined(value)),
  z
    .string({ error: 'validation.adCategoryRequired' })
    .regex(/^\d{1,9}$/, 'validation.adCategoryRequired'),
);

function fieldSchema(field: AdFieldDefinition, currentYear: number): Record<string, z.ZodType> {
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return { [field.key]: textSchema(field) };
    case 'number':
      return { [field.key]: numberSchema(field, currentYear) };
    case 'price':
      // Checked against price_kind below: a free ad needs none.
      return {
        [field.key]: z.preprocess(
          toNumber,
          z
            .number({ error: INVALID })
            .min(0, INVALID)
            .max(AD_PRICE_MAX, INVALID)
            .refine(hasTwoDecimals, INVALID)
            .optional(),
        ),
      };
    case 'select':
      return { [field.key]: selectSchema(field) };
    case 'boolean':
      return { [field.key]: z.preprocess(toBoolean, z.boolean({ error: INVALID })) };
    case 'date':
      return {
        [field.key]: z.preprocess(blankToUndefined, field.required ? isoDate : isoDate.optional()),
      };
    case 'location':
      return locationShape;
    case 'phones':
      return { [field.key]: phonesSchema };
  }
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
