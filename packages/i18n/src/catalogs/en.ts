/**
 * English catalog. Keys are grouped by where they are used; the Khmer catalog must
 * have exactly the same keys (a test checks).
 */
export const en = {
  app: {
    name: 'Psar',
    tagline: 'Buy and sell anything in Cambodia',
    skipToContent: 'Skip to content',
  },
  nav: {
    home: 'Home',
    language: 'Language',
    feedback: 'Feedback',
    backToTop: 'Back to top',
    breadcrumbs: 'Breadcrumb',
  },
  header: {
    home: 'Psar home',
    searchLabel: 'Search ads',
    searchPlaceholder: 'What are you looking for?',
    searchButton: 'Search',
    categories: 'Categories',
    allCategories: 'All categories',
    signIn: 'Sign in',
    language: 'Language',
    switchTo: 'Switch to {{language}}',
    colorMode: 'Colour mode',
    colorModes: { system: 'System', light: 'Light', dark: 'Dark' },
  },
  footer: {
    help: 'Help and rules',
    company: 'Psar',
    safetyTips: 'Safety tips',
    postingRule: 'Posting rules',
    privacyPolicy: 'Privacy policy',
    contactUs: 'Contact us',
    feedback: 'Send feedback',
    copyright: '© {{year}} Psar. Made in Cambodia.',
  },
  toast: {
    label: 'Notifications',
    close: 'Close',
  },
  category: {
    subcategories: 'Subcategories',
    related: 'More in {{name}}',
  },
  location: {
    title: 'Ads in {{name}}',
    children: { districts: 'Districts', communes: 'Communes' },
  },
  search: {
    title: 'Search',
    description: 'Search ads on Psar by keyword and category.',
    heading: 'What are you looking for?',
    resultsFor: 'Categories matching “{{query}}”',
    noCategories: 'No category matches “{{query}}”. Try another word, in English or Khmer.',
    browse: 'Browse by category',
  },
  language: {
    en: 'English',
    km: 'ខ្មែរ',
  },
  home: {
    title: 'Psar: buy and sell anything in Cambodia',
    description:
      'Free classifieds for Cambodia: phones, cars, house and land, jobs and more, in English and Khmer.',
    categoriesHeading: 'Browse categories',
    provincesHeading: 'Ads by province',
    subcategoryCount_one: '{{count}} subcategory',
    subcategoryCount_other: '{{count}} subcategories',
    categoriesUnavailable: 'Categories could not be loaded right now.',
    provincesUnavailable: 'Provinces could not be loaded right now.',
  },
  errors: {
    default: 'Something went wrong. Please try again.',
    noResponse: 'The server has no response please check your internet connection!',
    retry: 'Retry',
    serviceUnavailableTitle: 'Service unavailable !',
    serviceUnavailable: 'Our service is currently unavailable. Please try again later.',
    errorOccurred: 'Error Occured!',
    problemOccurred: 'Problem Occured',
    notFoundTitle: 'Page Not Found',
    notFound: 'The page you are looking for does not exist or has moved.',
    internalTitle: 'Internal Server Error',
    backHome: 'Back to the home page',
  },
  listLoader: {
    loading: 'Loading...',
    noMore: 'No more.',
    noResults: 'No results.',
    error: 'Error.',
  },
};

/** The shape every catalog must have. */
export type Catalog = typeof en;
