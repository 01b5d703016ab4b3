// Long on purpose: data, the field definitions and value lists of every ad type (spec §3).
import type { SubcategoryType } from './category.ts';
import { AVAILABILITY, JOB_TYPES, TEXT_LIMITS, TRANSMISSIONS } from './constants.ts';

/**
 * The fields of an ad (spec §3, §5), defined once: the web form draws its inputs
 * from these definitions, and `adInputSchema` (ad.ts) builds its validation from them, so
 * the browser and the API check the same rules. Keys are snake_case: they travel as HTML
 * form field names and in urlencoded API bodies.
 *
 * Labels are catalog keys: `ad.fields.<key>` for a field, `ad.options.<key>.<value>` for
 * an option, except where a definition carries its own `labels` (brand names are proper
 * nouns, written the same in English and Khmer).
 */

export type AdFieldKind =
  'text' | 'textarea' | 'number' | 'price' | 'select' | 'boolean' | 'date' | 'location' | 'phones';

export interface AdFieldDefinition {
  key: string;
  kind: AdFieldKind;
  required: boolean;
  /** Stable option codes of a select. */
  options?: readonly string[];
  /** Display labels of options that are proper nouns (else `ad.options.<key>.<value>`). */
  labels?: Readonly<Record<string, string>>;
  /** Text: length; number: value. */
  min?: number;
  max?: number;
  /** Numbers: whole numbers only. */
  integer?: boolean;
  /** Shown after a number (`USD`, `km`, `m²`). */
  unit?: string;
}

export const AD_PRICE_MAX = 10_000_000;
export const AD_MAX_PHONES = 3;
export const AD_YEAR_MIN = 1950;

export const PRICE_KINDS = ['fixed', 'negotiable', 'free'] as const;
export type PriceKind = (typeof PRICE_KINDS)[number];

export const CONDITIONS = ['new', 'used', 'reconditioned'] as const;
export const COLORS = [
  'black',
  'white',
  'silver',
  'grey',
  'red',
  'blue',
  'navy',
  'green',
  'yellow',
  'orange',
  'brown',
  'beige',
  'gold',
  'pink',
  'purple',
  'other',
] as const;

/** Car and motorcycle brands common in Cambodia: code → name (the same in both languages). */
export const VEHICLE_BRANDS = {
  toyota: 'Toyota',
  lexus: 'Lexus',
  honda: 'Honda',
  hyundai: 'Hyundai',
  kia: 'Kia',
  ford: 'Ford',
  mazda: 'Mazda',
  nissan: 'Nissan',
  mitsubishi: 'Mitsubishi',
  suzuki: 'Suzuki',
  isuzu: 'Isuzu',
  mercedes_benz: 'Mercedes-Benz',
  bmw: 'BMW',
  audi: 'Audi',
  volkswagen: 'Volkswagen',
  land_rover: 'Land Rover',
  range_rover: 'Range Rover',
  chevrolet: 'Chevrolet',
  jeep: 'Jeep',
  porsche: 'Porsche',
  tesla: 'Tesla',
  byd: 'BYD',
  changan: 'Changan',
  geely: 'Geely',
  chery: 'Chery',
  haval_gwm: 'Haval/GWM',
  mg: 'MG',
  zotye: 'Zotye',
  dongfeng: 'Dongfeng',
  peugeot: 'Peugeot',
  subaru: 'Subaru',
  volvo: 'Volvo',
  lamborghini: 'Lamborghini',
  rolls_royce: 'Rolls-Royce',
  bentley: 'Bentley',
  yamaha: 'Yamaha',
  kawasaki: 'Kawasaki',
  vespa_piaggio: 'Vespa/Piaggio',
  sym: 'SYM',
  kymco: 'Kymco',
  ducati: 'Ducati',
  harley_davidson: 'Harley-Davidson',
  bmw_motorrad: 'BMW Motorrad',
  other: 'Other',
} as const;
export type VehicleBrand = keyof typeof VEHICLE_BRANDS;
/** The brands' names as select labels: every brand but `other`, which the catalogs translate. */
const BRAND_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(VEHICLE_BRANDS).filter(([key]) => key !== 'other'),
);

export const TAX_TYPES = ['paid', 'unpaid', 'not_applicable'] as const;
export const FUELS = ['petrol', 'diesel', 'hybrid', 'electric', 'lpg'] as const;
export const BODY_TYPES = [
  'sedan',
  'suv',
  'pickup',
  'van',
  'hatchback',
  'coupe',
  'convertible',
  'truck',
  'minivan',
  'motorbike_scooter',
  'motorbike_sport',
  'motorbike_other',
  'other',
] as const;
export const OFFER_TYPES = ['sale', 'rent'] as const;
export const PROPERTY_TYPES = [
  'house',
  'villa',
  'flat',
  'condo',
  'shophouse',
  'land',
  'room',
  'office',
  'warehouse',
  'other',
] as const;
export const FURNISHINGS = ['unfurnished', 'partly', 'fully'] as const;
export const STORAGE_SIZES = [
  '8gb',
  '16gb',
  '32gb',
  '64gb',
  '128gb',
  '256gb',
  '512gb',
  '1tb',
  '2tb',
] as const;
export const PRICE_UNITS = ['per_hour', 'per_day', 'per_job', 'per_month'] as const;

const select = (
  key: string,
  options: readonly string[],
  required = false,
  labels?: Readonly<Record<string, string>>,
): AdFieldDefinition => ({
  key,
  kind: 'select',
  required,
  options,
  // Looked up by the stored or asked value: no prototype, so `constructor` finds no label.
  ...(labels
    ? { labels: Object.assign(Object.create(null) as Record<string, string>, labels) }
    : {}),
});
const flag = (key: string): AdFieldDefinition => ({ key, kind: 'boolean', required: false });
const count = (key: string, min: number, max: number): AdFieldDefinition => ({
  key,
  kind: 'number',
  required: false,
  min,
  max,
  integer: true,
});
const area = (key: string): AdFieldDefinition => ({
  key,
  kind: 'number',
  required: false,
  min: 0,
  max: 100_000_000,
  unit: 'm²',
});
const usd = (key: string): AdFieldDefinition => ({
  key,
  kind: 'number',
  required: false,
  min: 0,
  max: AD_PRICE_MAX,
  unit: 'USD',
});
const condition = select('condition', CONDITIONS, true);
const color = select('color', COLORS, true);
const availability = select('availability', AVAILABILITY);
const freeShipping = flag('free_shipping');

/** Fields every ad has, whatever its category (photos come with the upload slice). */
export const COMMON_AD_FIELD_DEFINITIONS: readonly AdFieldDefinition[] = [
  { key: 'title', kind: 'text', required: true, ...TEXT_LIMITS.adTitle },
  { key: 'description', kind: 'textarea', required: true, ...TEXT_LIMITS.adDescription },
  { key: 'price', kind: 'price', required: true, min: 0, max: AD_PRICE_MAX, unit: 'USD' },
  select('price_kind', PRICE_KINDS, true),
  { key: 'location', kind: 'location', required: true },
  { key: 'address', kind: 'text', required: true, ...TEXT_LIMITS.adAddress },
  { key: 'contact_name', kind: 'text', required: true, ...TEXT_LIMITS.adName },
  { key: 'phones', kind: 'phones', required: true, min: 1, max: AD_MAX_PHONES },
];

/** The extra fields of an ad by its subcategory type. */
export const AD_FIELD_DEFINITIONS: Record<SubcategoryType, readonly AdFieldDefinition[]> = {
  auto: [
    // Brand names read the same in both languages; "Other" is translated (ad.options.brand.other).
    select('brand', Object.keys(VEHICLE_BRANDS), false, BRAND_NAMES),
    { key: 'model', kind: 'text', required: false, min: 1, max: 60 },
    // The upper bound (next year) is checked when parsing, so it follows the calendar.
    { key: 'year', kind: 'number', required: true, min: AD_YEAR_MIN, integer: true },
    condition,
    color,
    select('tax_type', TAX_TYPES),
    select('transmission', TRANSMISSIONS),
    select('fuel', FUELS),
    select('body_type', BODY_TYPES),
    { key: 'plate_number', kind: 'text', required: false, min: 1, max: 20 },
    flag('tax_paper'),
    { key: 'mileage', kind: 'number', required: false, min: 0, max: 5_000_000, unit: 'km' },
  ],
  property: [
    select('offer_type', OFFER_TYPES, true),
    select('property_type', PROPERTY_TYPES),
    count('bedrooms', 0, 50),
    count('bathrooms', 0, 50),
    area('floor_area'),
    area('land_area'),
    count('floor', -5, 200),
    select('furnishing', FURNISHINGS),
  ],
  general: [condition, color, select('storage', STORAGE_SIZES), availability, freeShipping],
  job: [
    select('job_type', JOB_TYPES, true),
    usd('salary_min'),
    usd('salary_max'),
    { key: 'start_date', kind: 'date', required: false },
    { key: 'end_date', kind: 'date', required: false },
  ],
  service: [
    { key: 'service_area', kind: 'text', required: false, min: 1, max: 255 },
    select('price_unit', PRICE_UNITS),
    availability,
  ],
  food: [availability, flag('delivery'), freeShipping],
};

/** Every field of an ad of this type, common fields first. */
export function adFieldDefinitionsFor(type: SubcategoryType): AdFieldDefinition[] {
  return [...COMMON_AD_FIELD_DEFINITIONS, ...AD_FIELD_DEFINITIONS[type]];
}

/** The keys of the common fields. */
export const COMMON_AD_FIELDS = COMMON_AD_FIELD_DEFINITIONS.map((field) => field.key);

/** The keys of the extra fields by type (what `fields` of an ad holds). */
export const AD_FIELDS_BY_TYPE = Object.fromEntries(
  Object.entries(AD_FIELD_DEFINITIONS).map(([type, fields]) => [
    type,
    fields.map((field) => field.key),
  ]),
) as unknown as Record<SubcategoryType, readonly string[]>;

/**
 * The full list of field keys an ad of this type shows, common fields first
 * (`meta.fields` of GET {api}/me/posts/categories).
 */
export function adFieldsFor(type: SubcategoryType): string[] {
  return adFieldDefinitionsFor(type).map((field) => field.key);
}
