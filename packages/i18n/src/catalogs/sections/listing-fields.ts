/**
 * A listing's category filters and job sorts (issue 6, ADR 0012 "Category filters"). The
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

export const listingFieldsKm: typeof listingFieldsEn = {
  legend: 'តម្រងបន្ថែម',
  any: 'ទាំងអស់',
  atLeast: '{{number}} ឡើងទៅ',
  params: {
    year_min: 'ឆ្នាំចាប់ពី',
    year_max: 'ឆ្នាំរហូតដល់',
    area_min: 'ក្រឡាផ្ទៃចាប់ពី (ម²)',
    area_max: 'ក្រឡាផ្ទៃរហូតដល់ (ម²)',
    salary_min: 'ប្រាក់ខែចាប់ពី (ដុល្លារ)',
    salary_max: 'ប្រាក់ខែរហូតដល់ (ដុល្លារ)',
  },
  sorts: {
    'start-date': 'ថ្ងៃចាប់ផ្ដើម៖ មុនគេមុន',
    'end-date': 'ថ្ងៃបញ្ចប់៖ មុនគេមុន',
  },
  chips: {
    model: 'ម៉ូដែល៖ {{model}}',
    yearMin: 'ឆ្នាំ {{year}} ឬថ្មីជាង',
    yearMax: 'ឆ្នាំ {{year}} ឬចាស់ជាង',
    bedrooms: 'បន្ទប់គេង {{number}}+',
    areaMin: 'ចាប់ពី {{area}} ម²',
    areaMax: 'រហូតដល់ {{area}} ម²',
    salaryMin: 'ប្រាក់ខែចាប់ពី {{price}}',
    salaryMax: 'ប្រាក់ខែរហូតដល់ {{price}}',
  },
  notes: {
    inapplicable: '{{param}}៖ មិនមានសម្រាប់ប្រភេទនេះទេ ដូច្នេះយើងមិនបានប្រើវាទេ។',
    swapped: 'ចន្លោះ{{range}}ត្រូវបានដាក់បញ្ច្រាសគ្នា ដូច្នេះយើងបានប្ដូរវាវិញ។',
    ranges: { year: 'ឆ្នាំ', area: 'ក្រឡាផ្ទៃ', salary: 'ប្រាក់ខែ' },
  },
};
