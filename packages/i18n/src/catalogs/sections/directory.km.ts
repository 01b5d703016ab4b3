import type { directoryEn } from './directory.ts';

/** The Khmer texts of `directory.ts` (a module of its own: a page loads one language). */
export const directoryKm: typeof directoryEn = {
  tabs: {
    label: 'ស្វែងរកក្នុង',
    ads: 'ការផ្សាយ',
    members: 'សមាជិក',
    companies: 'ក្រុមហ៊ុន',
  },
  form: {
    keyword: 'ពាក្យគន្លឹះ',
    submit: 'ស្វែងរក',
  },
  users: {
    title: 'សមាជិក',
    titleFor: 'សមាជិកដែលត្រូវនឹង “{{q}}”',
    description: 'ស្វែងរកសមាជិកនៅលើផ្សារ តាមឈ្មោះ ឬឈ្មោះអ្នកប្រើ។',
    descriptionFor: 'សមាជិកនៅលើផ្សារ ដែលត្រូវនឹង “{{q}}”។',
    label: 'ស្វែងរកសមាជិក',
    placeholder: 'ឈ្មោះ ឬឈ្មោះអ្នកប្រើ',
    prompt: 'សូមវាយឈ្មោះ ឬឈ្មោះអ្នកប្រើ ដើម្បីស្វែងរកសមាជិក។',
    none: 'គ្មានសមាជិកណាត្រូវនឹង “{{q}}” ទេ។',
    error: 'មិនអាចផ្ទុកសមាជិកបានទេ។ សូមព្យាយាមម្ដងទៀត។',
    count_one: 'សមាជិក {{number}} នាក់',
    count_other: 'សមាជិក {{number}} នាក់',
    countEstimate: 'សមាជិកជាង {{number}} នាក់',
    pager: 'សមាជិកបន្ថែម',
  },
  companies: {
    title: 'ក្រុមហ៊ុន',
    titleFor: 'ក្រុមហ៊ុនដែលត្រូវនឹង “{{q}}”',
    description: 'ស្វែងរកក្រុមហ៊ុន និងហាងនៅលើផ្សារ តាមឈ្មោះ ឈ្មោះអ្នកប្រើ ឬពាក្យគន្លឹះ។',
    descriptionFor: 'ក្រុមហ៊ុន និងហាងនៅលើផ្សារ ដែលត្រូវនឹង “{{q}}”។',
    label: 'ស្វែងរកក្រុមហ៊ុន',
    placeholder: 'ឈ្មោះ ឈ្មោះអ្នកប្រើ ឬពាក្យគន្លឹះ',
    prompt: 'សូមវាយឈ្មោះ ឈ្មោះអ្នកប្រើ ឬពាក្យគន្លឹះ ដើម្បីស្វែងរកក្រុមហ៊ុន។',
    none: 'គ្មានក្រុមហ៊ុនណាត្រូវនឹង “{{q}}” ទេ។',
    error: 'មិនអាចផ្ទុកក្រុមហ៊ុនបានទេ។ សូមព្យាយាមម្ដងទៀត។',
    count_one: 'ក្រុមហ៊ុន {{number}}',
    count_other: 'ក្រុមហ៊ុន {{number}}',
    countEstimate: 'ក្រុមហ៊ុនជាង {{number}}',
    pager: 'ក្រុមហ៊ុនបន្ថែម',
  },
  member: {
    since: 'ជាសមាជិកតាំងពី {{date}}',
    ads_one: 'ការផ្សាយសកម្ម {{number}}',
    ads_other: 'ការផ្សាយសកម្ម {{number}}',
  },
  company: {
    since: 'នៅលើផ្សារតាំងពី {{date}}',
    keywords: 'ពាក្យគន្លឹះ៖ {{keywords}}',
  },
  notes: {
    heading: 'ផ្នែកខ្លះនៃតំណមិនត្រូវបានប្រើទេ៖',
    invalid: 'ពាក្យគន្លឹះគ្មានអក្សរ ឬលេខសម្រាប់ស្វែងរកទេ។',
    truncated: 'ពាក្យគន្លឹះវែងពេក ដូច្នេះយើងបានកាត់វាឱ្យខ្លីវិញ។',
    cursor: 'តំណទំព័រនេះហួសសម័យហើយ ដូច្នេះបញ្ជីចាប់ផ្ដើមពីទំព័រទីមួយវិញ។',
    limit: 'ចំនួនលទ្ធផលក្នុងមួយទំព័រ៖ យើងមិនយល់តម្លៃនេះទេ។',
  },
  nextPage: 'ទំព័របន្ទាប់',
  retry: 'ព្យាយាមម្ដងទៀត',
};
