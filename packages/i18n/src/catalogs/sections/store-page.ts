/**
 * A store's public page `/{username}` (issue 17): its profile, hours and categories beside
 * its ads (the shared listing; its texts are in `listing`), and the store card of its ads.
 */
export const storePageEn = {
  metaTitle: '{{name}} (@{{username}})',
  metaFallback_one: '{{name}} on Psar: {{number}} active ad.',
  metaFallback_other: '{{name}} on Psar: {{number}} active ads.',
  since: 'On Psar since {{date}}',
  activeAds_one: '{{number}} active ad',
  activeAds_other: '{{number}} active ads',
  followers_one: '{{number}} follower',
  followers_other: '{{number}} followers',
  verified: 'Verified',
  verifiedHint: 'Psar has checked that this business is real.',
  adsHeading: 'Ads of {{name}}',
  aboutHeading: 'About the store',
  categoriesHeading: 'What it sells',
  keywordsHeading: 'Keywords',
  logoAlt: 'Logo of {{name}}',
  card: {
    heading: 'Store',
    visit: 'Visit the store',
    contact: 'Contact: {{name}}',
  },
};
