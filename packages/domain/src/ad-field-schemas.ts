import { z } from 'zod';
import { normalizeCambodianPhone, phoneSchema } from './auth.ts';
import { AD_MAX_PHONES, AD_PRICE_MAX, type AdFieldDefinition } from './ad-fields.ts';

/**
 * The zod schema of each kind of post-form field (ad-fields.ts), with the form conventions of
 * ad.ts: every value may arrive as a string, an empty one means "not given". Messages are
 * catalog keys (`validation.*`).
 */
export const REQUIRED = 'validation.required';
export const INVALID = 'validation.invalid';

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
export const blankToUndefined = (value: unknown) =>
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
export const missingOr = (required: string, invalid = INVALID) => ({
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

/** Province (required), district and commune: gazetteer codes, blank for "not given". */
export const locationShape = {
  province_id: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'validation.adLocationRequired' })
      .regex(/^\d{2}$/, 'validation.adLocationRequired'),
  ),
  district_id: optionalCode(4),
  commune_id: optionalCode(6),
};

export const categoryIdSchema = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : blankToUndefined(value)),
  z
    .string({ error: 'validation.adCategoryRequired' })
    .regex(/^\d{1,9}$/, 'validation.adCategoryRequired'),
);

export function fieldSchema(
  field: AdFieldDefinition,
  currentYear: number,
): Record<string, z.ZodType> {
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
