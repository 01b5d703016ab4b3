import type { storePageEn } from './store-page.ts';

/** The Khmer texts of `store-page.ts` (a module of its own: a page loads one language). */
export const storePageKm: typeof storePageEn = {
  metaTitle: 'ហាង {{name}} (@{{username}})',
  metaFallback_one: '{{name}} នៅលើផ្សារ៖ មានការផ្សាយសកម្ម {{number}}។',
  metaFallback_other: '{{name}} នៅលើផ្សារ៖ មានការផ្សាយសកម្ម {{number}}។',
  since: 'នៅលើផ្សារតាំងពី {{date}}',
  activeAds_one: 'ការផ្សាយសកម្ម {{number}}',
  activeAds_other: 'ការផ្សាយសកម្ម {{number}}',
  followers_one: 'អ្នកតាមដាន {{number}} នាក់',
  followers_other: 'អ្នកតាមដាន {{number}} នាក់',
  verified: 'បានផ្ទៀងផ្ទាត់',
  verifiedHint: 'ផ្សារបានពិនិត្យថាអាជីវកម្មនេះមានពិតប្រាកដ។',
  adsHeading: 'ការផ្សាយរបស់ {{name}}',
  aboutHeading: 'អំពីហាង',
  categoriesHeading: 'ទំនិញដែលលក់',
  keywordsHeading: 'ពាក្យគន្លឹះ',
  logoAlt: 'ស្លាកសញ្ញារបស់ {{name}}',
  card: {
    heading: 'ហាង',
    visit: 'ចូលមើលហាង',
    contact: 'ទំនាក់ទំនង៖ {{name}}',
  },
};
