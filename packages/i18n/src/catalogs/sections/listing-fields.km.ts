import type { listingFieldsEn } from './listing-fields.ts';

/** The Khmer texts of `listing-fields.ts` (a module of its own: a page loads one language). */
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
