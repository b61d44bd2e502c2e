// The settings modals' messages — spec part 2 §8.3, verbatim.
export const SETTINGS_MESSAGES = {
  noCompany: 'No company selected',
  noUser: 'No user found',
  userLoadFailed: 'Failed to load user profile',
  userNotLoaded: 'User information not loaded',
  userSaveFailed: 'Failed to save profile',
  companyLoadFailed: 'Failed to load company enhancement settings',
  companySaveFailed: 'Failed to save enhancement settings',
  userSaved: 'User settings saved successfully',
  companySaved: 'Company settings saved successfully',
} as const;
