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
