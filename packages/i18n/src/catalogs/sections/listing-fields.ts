/**
 * A listing's category filters and job sorts (ADR 0028). The
 * fields' and options' own names are reused from `ad.fields` and `ad.options`; this section
 * holds what a filter adds: bounds, "any", chips, notes and the job sorts.
 */
export const listingFieldsEn = {
  legend: 'More filters',
  any: 'Any',
  atLeast: '{{number}}+',
  /** Bounds (form labels, and the names notes give them). */
  params: {
    year_min: 'Year from',
    year_max: 'Year to',
    area_min: 'Area from (m²)',
    area_max: 'Area up to (m²)',
    salary_min: 'Salary from (USD)',
    salary_max: 'Salary up to (USD)',
  },
  sorts: {
    'start-date': 'Start date: earliest first',
    'end-date': 'End date: earliest first',
  },
  chips: {
    model: 'Model: {{model}}',
    yearMin: '{{year}} or newer',
    yearMax: '{{year}} or older',
    bedrooms: '{{number}}+ bedrooms',
    areaMin: 'From {{area}} m²',
    areaMax: 'Up to {{area}} m²',
    salaryMin: 'Salary from {{price}}',
    salaryMax: 'Salary up to {{price}}',
  },
  notes: {
    inapplicable: '{{param}}: not available in this category, so it was ignored.',
    swapped: 'The {{range}} range was the wrong way round, so its ends were swapped.',
    ranges: { year: 'year', area: 'area', salary: 'salary' },
  },
};
