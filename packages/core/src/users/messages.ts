// User Management messages — spec part 3 §8 (Users), verbatim where the spec gives the text; the success
// texts the spec only requires to exist ("each user action has a success message") are ours (docs/decisions.md).
// The English texts of `messages.users` (issue #21); the hooks use the provider's.
import { usersMessages as m } from '../messages/index';

export const USER_MESSAGES = {
  /** 'Failed to create user: ...' — the server's detail follows. */
  createFailed: m.createFailed,
  revokeFailed: m.revokeFailed,
  roleFailed: m.roleFailed,
  removeFailed: m.removeFailed,
  /** 'Company ID not found...' (spec part 3 §8). */
  noCompany: m.noCompany,
  required: m.required,
  loadFailed: m.loadFailed,
  invitationsLoadFailed: m.invitationsLoadFailed,
  userCreated: m.userCreated,
  invitationSent: m.invitationSent,
  invitationCreated: m.invitationCreated,
  invitationRevoked: m.invitationRevoked,
  roleUpdated: m.roleUpdated,
  userRemoved: m.userRemoved,
} as const;
