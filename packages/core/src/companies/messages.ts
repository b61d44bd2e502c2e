// Company management messages — spec part 3 §8, verbatim where the spec gives the text; the status-change
// success texts the spec only requires to exist are ours (docs/decisions.md, issue #20).
// The English texts of `messages.companies` (issue #21); the hook and the screen use the provider's.
import { companiesMessages as m } from '../messages/companies';

export const COMPANY_MESSAGES = {
  loadFailed: m.loadFailed,
  /** Shown when the server gave no detail; its detail is shown when present (spec part 3 §8). */
  createFailed: m.createFailed,
  addUserFailed: m.addUserFailed,
  statusFailed: m.statusFailed,
  detailsFailed: m.detailsFailed,
  required: m.required,
  codeRule: m.codeRule,
  editSoon: m.editSoon,
  created: m.companyCreated,
  userAdded: m.userAdded,
  activated: m.activated,
  deactivated: m.deactivated,
} as const;
