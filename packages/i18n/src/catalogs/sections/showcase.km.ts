import type { showcaseEn } from './showcase.ts';

/** The Khmer texts of `showcase.ts` (a module of its own: a page loads one language). */
export const showcaseKm: typeof showcaseEn = {
  top: {
    heading: 'ការផ្សាយពិសេស',
    hint: 'ឧបត្ថម្ភ៖ អ្នកលក់បានបង់ប្រាក់ដើម្បីបង្ហាញនៅទីនេះ។',
  },
  latest: {
    heading: 'ការផ្សាយថ្មីៗ',
    all: 'មើលការផ្សាយទាំងអស់',
  },
  categories: {
    count_one: 'ការផ្សាយ {{number}}',
    count_other: 'ការផ្សាយ {{number}}',
  },
};
