import type { SubcategoryType } from './category.ts';

/** Fields every ad has, whatever its category (spec §3). */
export const COMMON_AD_FIELDS = [
  'title',
  'description',
  'price',
  'location',
  'address',
  'name',
  'phone',
  'images',
] as const;

/**
 * The extra fields an ad needs by its subcategory type. The web form and the API
 * read this one list, so a field is added in one place.
 */
export const AD_FIELDS_BY_TYPE: Record<SubcategoryType, readonly string[]> = {
  auto: [
    'brand',
    'model',
    'year',
    'condition',
    'color',
    'taxType',
    'transmission',
    'fuel',
    'bodyType',
    'plateNumber',
    'taxPaper',
    'mileage',
  ],
  property: [
    'offerType',
    'propertyType',
    'bedrooms',
    'bathrooms',
    'floorArea',
    'landArea',
    'floor',
    'furnishing',
  ],
  general: ['condition', 'color', 'storage', 'availability', 'freeShipping'],
  job: ['jobType', 'salaryMin', 'salaryMax', 'startDate', 'endDate'],
  service: ['serviceArea', 'priceUnit', 'availability'],
  food: ['availability', 'delivery', 'freeShipping'],
};

/** The full list of field keys an ad of this type shows, common fields first. */
export function adFieldsFor(type: SubcategoryType): string[] {
  return [...COMMON_AD_FIELDS, ...AD_FIELDS_BY_TYPE[type]];
}
