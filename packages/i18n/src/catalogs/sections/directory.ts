/**
 * Member and company search (ADR 0013): `/search-result/users` and
 * `/search-result/companies`, and the tabs "Ads | Members | Companies" that the ad search
 * (`/search-result`) shows too. The list loader's texts are in `listLoader`.
 */
export const directoryEn = {
  tabs: {
    label: 'Search in',
    ads: 'Ads',
    members: 'Members',
    companies: 'Companies',
  },
  form: {
    keyword: 'Keyword',
    submit: 'Search',
  },
  users: {
    title: 'Members',
    titleFor: 'Members matching “{{q}}”',
    description: 'Find members of Psar by name or username.',
    descriptionFor: 'Members of Psar matching “{{q}}”.',
    label: 'Search members',
    placeholder: 'A name or username',
    prompt: 'Type a name or a username to find members.',
    none: 'No members match “{{q}}”.',
    error: 'Members could not be loaded. Please try again.',
    count_one: '{{number}} member',
    count_other: '{{number}} members',
    countEstimate: '{{number}}+ members',
    pager: 'More members',
  },
  companies: {
    title: 'Companies',
    titleFor: 'Companies matching “{{q}}”',
    description: 'Find companies and stores on Psar by name, username or keyword.',
    descriptionFor: 'Companies and stores on Psar matching “{{q}}”.',
    label: 'Search companies',
    placeholder: 'A name, username or keyword',
    prompt: 'Type a name, a username or a keyword to find companies.',
    none: 'No companies match “{{q}}”.',
    error: 'Companies could not be loaded. Please try again.',
    count_one: '{{number}} company',
    count_other: '{{number}} companies',
    countEstimate: '{{number}}+ companies',
    pager: 'More companies',
  },
  member: {
    since: 'Member since {{date}}',
    ads_one: '{{number}} active ad',
    ads_other: '{{number}} active ads',
  },
  company: {
    since: 'On Psar since {{date}}',
    keywords: 'Keywords: {{keywords}}',
  },
  notes: {
    heading: 'Part of the link was ignored:',
    invalid: 'The keyword has no letters or digits to search for.',
    truncated: 'The keyword was too long and was shortened.',
    cursor: 'The page link was out of date, so the list starts again from the first page.',
    limit: 'Results per page: this value was not understood.',
  },
  nextPage: 'Next page',
  retry: 'Try again',
};
