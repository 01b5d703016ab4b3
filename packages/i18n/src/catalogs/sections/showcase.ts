/**
 * The showcase (issue 6, ADR 0014): the premium "top" ads block, the home page's latest ads
 * feed and the category counts.
 */
export const showcaseEn = {
  top: {
    heading: 'Top ads',
    hint: 'Sponsored: sellers paid to show these here.',
  },
  latest: {
    heading: 'Latest ads',
    all: 'See all ads',
  },
  categories: {
    count_one: '{{number}} ad',
    count_other: '{{number}} ads',
  },
};

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
