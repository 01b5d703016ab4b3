import type { profileEn } from './profile.ts';

/** The Khmer texts of `profile.ts` (a module of its own: a page loads one language). */
export const profileKm: typeof profileEn = {
  metaTitle: 'ប្រវត្តិរូបរបស់ {{name}} (@{{username}})',
  description_one:
    '{{name}} (@{{username}}) នៅលើផ្សារ៖ មានការផ្សាយសកម្ម {{number}}។ ជាសមាជិកតាំងពី {{date}}។',
  description_other:
    '{{name}} (@{{username}}) នៅលើផ្សារ៖ មានការផ្សាយសកម្ម {{number}}។ ជាសមាជិកតាំងពី {{date}}។',
  memberSince: 'ជាសមាជិកតាំងពី {{date}}',
  activeAds_one: 'ការផ្សាយសកម្ម {{number}}',
  activeAds_other: 'ការផ្សាយសកម្ម {{number}}',
  adsHeading: 'ការផ្សាយរបស់ {{name}}',
};
