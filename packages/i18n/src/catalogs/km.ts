import type { Catalog } from './en.ts';

/** Khmer catalog: written as a Cambodian would say it, not transliterated. */
export const km: Catalog = {
  app: {
    name: 'ផ្សារ',
    tagline: 'ទិញ និងលក់គ្រប់យ៉ាងនៅកម្ពុជា',
    skipToContent: 'រំលងទៅខ្លឹមសារ',
  },
  nav: {
    home: 'ទំព័រដើម',
    language: 'ភាសា',
    feedback: 'មតិកែលម្អ',
    backToTop: 'ត្រឡប់ទៅលើវិញ',
    breadcrumbs: 'ទីតាំងទំព័រ',
  },
  header: {
    home: 'ទំព័រដើមផ្សារ',
    searchLabel: 'ស្វែងរកការផ្សាយ',
    searchPlaceholder: 'តើអ្នកកំពុងស្វែងរកអ្វី?',
    searchButton: 'ស្វែងរក',
    categories: 'ប្រភេទ',
    allCategories: 'ប្រភេទទាំងអស់',
    signIn: 'ចូលគណនី',
    language: 'ភាសា',
    switchTo: 'ប្ដូរទៅភាសា{{language}}',
    colorMode: 'ពណ៌ផ្ទៃ',
    colorModes: { system: 'តាមប្រព័ន្ធ', light: 'ភ្លឺ', dark: 'ងងឹត' },
  },
  footer: {
    help: 'ជំនួយ និងច្បាប់',
    company: 'ផ្សារ',
    safetyTips: 'គន្លឹះសុវត្ថិភាព',
    postingRule: 'ច្បាប់នៃការផ្សាយ',
    privacyPolicy: 'គោលការណ៍ឯកជនភាព',
    contactUs: 'ទំនាក់ទំនងយើង',
    feedback: 'ផ្ញើមតិកែលម្អ',
    copyright: '© {{year}} ផ្សារ។ ផលិតនៅកម្ពុជា។',
  },
  toast: {
    label: 'ការជូនដំណឹង',
    close: 'បិទ',
  },
  category: {
    subcategories: 'ប្រភេទរង',
    related: 'ផ្សេងទៀតក្នុង{{name}}',
  },
  location: {
    title: 'ការផ្សាយនៅ{{name}}',
    children: { districts: 'ស្រុក/ខណ្ឌ', communes: 'ឃុំ/សង្កាត់' },
  },
  search: {
    title: 'ស្វែងរក',
    description: 'ស្វែងរកការផ្សាយនៅលើផ្សារ តាមពាក្យគន្លឹះ និងប្រភេទ។',
    heading: 'តើអ្នកកំពុងស្វែងរកអ្វី?',
    resultsFor: 'ប្រភេទដែលត្រូវនឹង “{{query}}”',
    noCategories: 'គ្មានប្រភេទណាត្រូវនឹង “{{query}}” ទេ។ សូមសាកល្បងពាក្យផ្សេង ជាភាសាខ្មែរ ឬអង់គ្លេស។',
    browse: 'ស្វែងរកតាមប្រភេទ',
  },
  language: {
    en: 'English',
    km: 'ខ្មែរ',
  },
  home: {
    title: 'ផ្សារ៖ ទិញ និងលក់គ្រប់យ៉ាងនៅកម្ពុជា',
    description:
      'ផ្សាយពាណិជ្ជកម្មឥតគិតថ្លៃនៅកម្ពុជា៖ ទូរស័ព្ទ រថយន្ត ផ្ទះ និងដី ការងារ និងច្រើនទៀត ជាភាសាខ្មែរ និងអង់គ្លេស។',
    categoriesHeading: 'ស្វែងរកតាមប្រភេទ',
    provincesHeading: 'ការផ្សាយតាមខេត្ត',
    subcategoryCount_one: 'ប្រភេទរង {{count}}',
    subcategoryCount_other: 'ប្រភេទរង {{count}}',
    categoriesUnavailable: 'មិនអាចផ្ទុកប្រភេទបានទេនៅពេលនេះ។',
    provincesUnavailable: 'មិនអាចផ្ទុកបញ្ជីខេត្តបានទេនៅពេលនេះ។',
  },
  errors: {
    default: 'មានបញ្ហាអ្វីមួយ។ សូមព្យាយាមម្ដងទៀត។',
    noResponse: 'ម៉ាស៊ីនមេមិនឆ្លើយតប សូមពិនិត្យការតភ្ជាប់អ៊ីនធឺណិតរបស់អ្នក!',
    retry: 'ព្យាយាមម្ដងទៀត',
    serviceUnavailableTitle: 'សេវាកម្មមិនដំណើរការ!',
    serviceUnavailable: 'សេវាកម្មរបស់យើងមិនអាចប្រើបានទេនៅពេលនេះ។ សូមព្យាយាមម្ដងទៀតនៅពេលក្រោយ។',
    errorOccurred: 'មានកំហុសកើតឡើង!',
    problemOccurred: 'មានបញ្ហាកើតឡើង',
    notFoundTitle: 'រកមិនឃើញទំព័រ',
    notFound: 'ទំព័រដែលអ្នកកំពុងស្វែងរកមិនមាន ឬត្រូវបានផ្លាស់ទីហើយ។',
    internalTitle: 'កំហុសម៉ាស៊ីនមេ',
    backHome: 'ត្រឡប់ទៅទំព័រដើម',
  },
  listLoader: {
    loading: 'កំពុងផ្ទុក...',
    noMore: 'អស់ហើយ។',
    noResults: 'រកមិនឃើញលទ្ធផល។',
    error: 'មានកំហុស។',
  },
};
