/** Stores (issue 17, ADR 0043): the store's forms and its members' roles. */
export const storeEn = {
  nameRequired: 'Enter the store’s name (at least 2 characters).',
  categoryInvalid: 'Choose the store’s categories from the list.',
  tooManyCategories: 'Choose at most 3 categories.',
  keywordTooLong: 'A keyword can have at most 40 characters.',
  tooManyKeywords: 'Add at most 10 keywords.',
  usernameTaken: 'This username is already taken by a member or a store.',
  limit: 'You can own at most 5 stores.',
  forbidden: 'Your role in this store does not allow this.',
  inviteLoginRequired: 'Enter the username, phone number or email of the person to invite.',
  inviteNobody: 'No member has this username, phone number or email.',
  roleRequired: 'Choose a role: manager or staff.',
  settingsNav: 'Store settings',
  settingsOverview: 'Overview',
  create: {
    title: 'Create a store',
    description:
      'A store is your business on Psar: its own page, its ads, and the people who sell with you.',
    submit: 'Create the store',
    failed: 'The store could not be created.',
    done: 'Your store is ready.',
    link: 'Create a store',
  },
  fields: {
    name: 'Store name',
    username: 'Store username',
    usernameHint: 'Your store’s address: psar.com/username. Letters, digits, dots, dashes.',
    shortDescription: 'Short description',
    about: 'About the store',
    keywords: 'Keywords',
    keywordsHint: 'What customers search for, separated by commas (at most 10).',
  },
  edit: {
    title: 'Edit store',
    description: 'The store’s name, description, about and keywords, as customers see them.',
    submit: 'Save',
    failed: 'The store could not be saved.',
    done: 'The store is saved.',
  },
  overview: {
    back: 'Back to my account',
  },
  role: {
    owner: 'Owner',
    manager: 'Manager',
    staff: 'Staff',
  },
  status: {
    active: 'Active',
    pending: 'Invited',
    declined: 'Declined',
  },
};
