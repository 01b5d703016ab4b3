/**
 * The showcase (ADR 0014): the premium "top" ads block, the home page's latest ads
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
