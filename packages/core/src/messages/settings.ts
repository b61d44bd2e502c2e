// Texts of the User Settings and Company Settings modals — spec part 2 §2.7, §5.6, §8.3.

/** The settings modals' texts; override through `messages.settings` (Cancel and Saving... are common's). */
export const settingsMessages = {
  userSettings: 'User Settings',
  /** The Company Settings modal's title when the company's name is not known. */
  companySettings: 'Company Settings',
  saveSettings: 'Save Settings',
  loading: 'Loading…',
  fullName: 'Full Name',
  emailAddress: 'Email Address',
  emailAdminOnly: 'Only an administrator can change an email address.',
  enhancementTone: 'Enhancement Tone',
  fieldsToEnhance: 'Fields to Enhance',
  customInstructions: 'Custom Instructions',
  resetToDefaults: 'Reset to Defaults',

  // Messages — spec part 2 §8.3.
  noCompany: 'No company selected',
  noUser: 'No user found',
  userLoadFailed: 'Failed to load user profile',
  userNotLoaded: 'User information not loaded',
  userSaveFailed: 'Failed to save profile',
  companyLoadFailed: 'Failed to load company enhancement settings',
  companySaveFailed: 'Failed to save enhancement settings',
  userSaved: 'User settings saved successfully',
  companySaved: 'Company settings saved successfully',
  required: 'Please fill in all required fields',
  unknownTone: (tone: string): string => `Unknown tone '${tone}'`,
  unknownField: (field: string): string => `Unknown field '${field}'`,
  /** A contract message about the custom instructions (passed through common.problem first). */
  customInstructionsProblem: (problem: string): string => `Custom instructions: ${problem}`,
  invalidSettings: 'Invalid settings',
};
