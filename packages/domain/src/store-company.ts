import { z } from 'zod';

/**
 * A store's company profile (ADR 0051): what job seekers read about the company behind a
 * store's job ads (`/me/store-{id}/resume`, the store's page, its job ads). Every field may be
 * left empty; error messages are i18n keys (`validation.*`, `company.*`).
 */

export const STORE_COMPANY_LIMITS = {
  industryMax: 80,
  foundedMin: 1900,
  websiteMax: 200,
  benefitsMax: 15,
  benefitMax: 80,
  howWeHireMax: 1000,
  languagesMax: 5,
  languageMax: 40,
} as const;

/** How many people work there (the usual job-board bands). */
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

/** Empty form fields (and JSON nulls) are "not given". */
const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const text = (max: number) =>
  z.preprocess(
    (value) => (blank(value) ? '' : value),
    z.string().trim().max(max, 'validation.tooLong'),
  );

/**
 * A list written one item a line in a textarea (the form works without JavaScript), or sent as
 * an array by the API's callers: blank lines dropped, repeats kept once.
 */
const lines = (itemMax: number, max: number, tooMany: string) =>
  z.preprocess(
    (value) => {
      if (blank(value)) return [];
      const items = typeof value === 'string' ? value.split(/\r?\n/) : value;
      if (!Array.isArray(items)) return items;
      const kept = items.map((item) => (typeof item === 'string' ? item.trim() : item));
      return [...new Set(kept.filter((item) => item !== ''))];
    },
    z.array(z.string().max(itemMax, 'validation.tooLong')).max(max, tooMany),
  );

/** The year the company was founded: 1900 to this year (the clock's, at each check). */
const foundedYear = z.preprocess(
  (value) =>
    blank(value)
      ? null
      : typeof value === 'string' && /^\s*\d{1,6}\s*$/.test(value)
        ? Number(value)
        : value,
  z
    .number({ error: 'company.foundedInvalid' })
    .int('company.foundedInvalid')
    .min(STORE_COMPANY_LIMITS.foundedMin, 'company.foundedInvalid')
    .refine((year) => year <= new Date().getUTCFullYear(), 'company.foundedInvalid')
    .nullable(),
);

/**
 * Whether `value` is a web address a visitor may safely follow: http or https, a host, no
 * name or password in it. Anything else (`javascript:`, `data:`, `file:` …) is refused.
 */
export function isSafeWebsite(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.hostname.includes('.') &&
    url.username === '' &&
    url.password === ''
  );
}

/** A web address; one typed without a scheme (`example.com`) is read as https. */
const website = z.preprocess((value) => {
  if (blank(value)) return null;
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
}, z.string().max(STORE_COMPANY_LIMITS.websiteMax, 'validation.tooLong').refine(isSafeWebsite, 'company.websiteInvalid').nullable());

/** What the owner or a manager sends (`PUT {api}/me/stores/{id}/company`, the form). */
export const storeCompanyProfileInputSchema = z.object({
  industry: text(STORE_COMPANY_LIMITS.industryMax),
  size: z.preprocess(
    (value) => (blank(value) ? null : value),
    z.enum(COMPANY_SIZES, { error: 'company.sizeInvalid' }).nullable(),
  ),
  founded_year: foundedYear,
  website,
  benefits: lines(
    STORE_COMPANY_LIMITS.benefitMax,
    STORE_COMPANY_LIMITS.benefitsMax,
    'company.tooManyBenefits',
  ),
  how_we_hire: text(STORE_COMPANY_LIMITS.howWeHireMax),
  languages: lines(
    STORE_COMPANY_LIMITS.languageMax,
    STORE_COMPANY_LIMITS.languagesMax,
    'company.tooManyLanguages',
  ),
});
export type StoreCompanyProfileInput = z.infer<typeof storeCompanyProfileInputSchema>;

/** The company profile as the API answers it (and as it is stored). */
export const storeCompanyProfileSchema = z.object({
  industry: z.string(),
  size: z.enum(COMPANY_SIZES).nullable(),
  founded_year: z.number().int().nullable(),
  website: z.string().nullable(),
  benefits: z.array(z.string()),
  how_we_hire: z.string(),
  languages: z.array(z.string()),
});
export type StoreCompanyProfile = z.infer<typeof storeCompanyProfileSchema>;

export const storeCompanyResponseSchema = z.object({ data: storeCompanyProfileSchema });

/** Nothing given at all: the store has no company profile to show. */
export function isEmptyCompanyProfile(profile: StoreCompanyProfile): boolean {
  return (
    profile.industry === '' &&
    profile.size === null &&
    profile.founded_year === null &&
    profile.website === null &&
    profile.benefits.length === 0 &&
    profile.how_we_hire === '' &&
    profile.languages.length === 0
  );
}

/** A profile with nothing in it (what a store has until someone fills it). */
export const EMPTY_COMPANY_PROFILE: StoreCompanyProfile = {
  industry: '',
  size: null,
  founded_year: null,
  website: null,
  benefits: [],
  how_we_hire: '',
  languages: [],
};
