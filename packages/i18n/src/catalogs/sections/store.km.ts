import type { storeEn } from './store.ts';

/** The Khmer texts of `store.ts`. */
export const storeKm: typeof storeEn = {
  nameRequired: 'សូមបញ្ចូលឈ្មោះហាង (យ៉ាងតិច ២ តួអក្សរ)។',
  categoryInvalid: 'សូមជ្រើសរើសប្រភេទរបស់ហាងពីបញ្ជី។',
  tooManyCategories: 'ជ្រើសរើសបានយ៉ាងច្រើន ៣ ប្រភេទ។',
  keywordTooLong: 'ពាក្យគន្លឹះមួយអាចមានយ៉ាងច្រើន ៤០ តួអក្សរ។',
  tooManyKeywords: 'បន្ថែមពាក្យគន្លឹះបានយ៉ាងច្រើន ១០។',
  usernameTaken: 'ឈ្មោះអ្នកប្រើនេះមានសមាជិក ឬហាងផ្សេងប្រើរួចហើយ។',
  limit: 'អ្នកអាចជាម្ចាស់ហាងបានយ៉ាងច្រើន ៥។',
  forbidden: 'តួនាទីរបស់អ្នកក្នុងហាងនេះមិនអនុញ្ញាតឱ្យធ្វើការនេះទេ។',
  settingsNav: 'ការកំណត់ហាង',
  settingsOverview: 'ទិដ្ឋភាពទូទៅ',
  create: {
    title: 'បង្កើតហាង',
    description: 'ហាងគឺជាអាជីវកម្មរបស់អ្នកនៅលើផ្សារ៖ មានទំព័រផ្ទាល់ខ្លួន ការផ្សាយ និងអ្នកដែលលក់ជាមួយអ្នក។',
    submit: 'បង្កើតហាង',
    failed: 'មិនអាចបង្កើតហាងបានទេ។',
    done: 'ហាងរបស់អ្នករួចរាល់ហើយ។',
    link: 'បង្កើតហាង',
  },
  fields: {
    name: 'ឈ្មោះហាង',
    username: 'ឈ្មោះអ្នកប្រើរបស់ហាង',
    usernameHint: 'អាសយដ្ឋានហាងរបស់អ្នក៖ psar.com/username។ អក្សរឡាតាំង លេខ ចំណុច និងសញ្ញាដក។',
    shortDescription: 'ការពិពណ៌នាខ្លី',
    about: 'អំពីហាង',
    keywords: 'ពាក្យគន្លឹះ',
    keywordsHint: 'អ្វីដែលអតិថិជនស្វែងរក បំបែកដោយសញ្ញាក្បៀស (យ៉ាងច្រើន ១០)។',
  },
  overview: {
    back: 'ត្រឡប់ទៅគណនីរបស់ខ្ញុំ',
  },
  role: {
    owner: 'ម្ចាស់',
    manager: 'អ្នកគ្រប់គ្រង',
    staff: 'បុគ្គលិក',
  },
  status: {
    active: 'សកម្ម',
    pending: 'បានអញ្ជើញ',
    declined: 'បានបដិសេធ',
  },
};
