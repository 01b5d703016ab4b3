/**
 * A member's public profile `/{username}` (spec §2): who they are, since when, and their
 * active ads (the shared listing; its texts are in `listing`).
 */
export const profileEn = {
  metaTitle: '{{name}} (@{{username}})',
  description_one: '{{name}} (@{{username}}) on Psar: {{number}} active ad. Member since {{date}}.',
  description_other:
    '{{name}} (@{{username}}) on Psar: {{number}} active ads. Member since {{date}}.',
  memberSince: 'Member since {{date}}',
  activeAds_one: '{{number}} active ad',
  activeAds_other: '{{number}} active ads',
  adsHeading: 'Ads of {{name}}',
};
