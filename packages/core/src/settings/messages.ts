// The settings modals' messages — spec part 2 §8.3, verbatim. The English texts of `messages.settings` (issue
// #21); the hooks use the provider's.
import { settingsMessages as m } from '../messages/index';

export const SETTINGS_MESSAGES = {
  noCompany: m.noCompany,
  noUser: m.noUser,
  userLoadFailed: m.userLoadFailed,
  userNotLoaded: m.userNotLoaded,
  userSaveFailed: m.userSaveFailed,
  companyLoadFailed: m.companyLoadFailed,
  companySaveFailed: m.companySaveFailed,
  userSaved: m.userSaved,
  companySaved: m.companySaved,
} as const;
