// Texts of User Management and the invitation-accept page — spec part 3 §2, §5, §6, §8; issue #20.
import { INVITATION_LINK_MESSAGES } from '../contract/wording';

/** User Management's and the invitation page's texts; override through `messages.users`. */
export const usersMessages = {
  title: 'User Management',
  inviteUser: 'Invite User',
  createUser: 'Create User',
  retry: 'Retry',
  views: 'User Management views',
  /** The tabs with their counts ('Active Users (4)'). */
  activeUsersTab: (count: number): string => `Active Users (${count})`,
  pendingInvitationsTab: (count: number): string => `Pending Invitations (${count})`,
  loadingUsers: 'Loading users…',
  loadingInvitations: 'Loading invitations…',
  notifications: 'User Management notifications',

  // Roles — spec part 3 §6.
  roleUser: 'User',
  roleAdmin: 'Admin',
  roleSuperAdmin: 'Super Admin',

  // The stat cards.
  totalUsers: 'Total Users',
  admins: 'Admins',
  users: 'Users',
  pendingInvitations: 'Pending Invitations',

  // The Active Users and Pending Invitations tables.
  activeUsers: 'Active Users',
  noUsers: 'No users yet.',
  noInvitations: 'No pending invitations.',
  columnName: 'Name',
  columnEmail: 'Email',
  columnRole: 'Role',
  columnStatus: 'Status',
  columnCreated: 'Created',
  columnSent: 'Sent',
  columnExpires: 'Expires',
  columnActions: 'Actions',
  /** Beside the signed-in user's own name. */
  you: '(you)',
  active: 'Active',
  inactive: 'Inactive',
  /** A missing invitee name or date. */
  missing: '—',
  changeRoleOf: (name: string): string => `Change role of ${name}`,
  cannotChangeOwnRole: 'You cannot change your own role',
  changeRole: 'Change Role',
  removeUserNamed: (name: string): string => `Remove ${name}`,
  cannotRemoveSelf: 'You cannot remove yourself',
  remove: 'Remove',
  revokeInvitationOf: (email: string): string => `Revoke invitation of ${email}`,
  revoking: 'Revoking...',
  revoke: 'Revoke',

  // Create User / Invite User.
  createDescription: 'The person signs in with this email address at your identity provider.',
  inviteDescription: 'They receive a one-time link to join the company; it works once and expires after a while.',
  creating: 'Creating...',
  sending: 'Sending...',
  sendInvitation: 'Send Invitation',
  email: 'Email',
  fullName: 'Full Name',
  role: 'Role',

  // Change User Role, Confirm User Removal, the invitation link.
  changeRoleTitle: 'Change User Role',
  back: 'Back',
  confirmChange: 'Confirm Change',
  /** 'Change the role of Tom Baker from User to Admin?' (the roles come as labels). */
  confirmRoleChange: (name: string, from: string, to: string): string =>
    `Change the role of ${name} from ${from} to ${to}?`,
  currentRole: (name: string, role: string): string => `${name} is currently ${role}.`,
  newRole: 'New Role',
  removeTitle: 'Confirm User Removal',
  removing: 'Removing...',
  removeUser: 'Remove User',
  confirmRemoval: (name: string, email: string): string =>
    `Remove ${name} (${email}) from the company? They can no longer sign in.`,
  inviteLinkTitle: 'Invitation Link',
  inviteLinkDescription: 'Email is not set up on this server: send this one-time link to the person yourself.',
  copied: 'Copied',
  copyLink: 'Copy Link',
  done: 'Done',
  inviteLink: 'Invitation link',

  // Messages of the actions — spec part 3 §8 (a server's detail is shown as it comes).
  createFailed: (detail: string): string => `Failed to create user: ${detail}`,
  revokeFailed: 'Failed to revoke invitation',
  roleFailed: 'Failed to update role',
  removeFailed: 'Failed to remove user',
  noCompany: 'Company ID not found. Please reload the page.',
  required: 'Please fill in all required fields',
  loadFailed: 'Failed to load users',
  invitationsLoadFailed: 'Failed to load invitations',
  userCreated: (email: string): string => `User ${email} created successfully`,
  invitationSent: (email: string): string => `Invitation sent to ${email}`,
  invitationCreated: (email: string): string => `Invitation created for ${email}. Share the link below.`,
  invitationRevoked: 'Invitation revoked successfully',
  /** 'Tom Baker is now an Admin' (the role as its code: tenant-admin or tenant-user). */
  roleUpdated: (name: string, role: string): string =>
    `${name} is now ${role === 'tenant-admin' ? 'an Admin' : 'a User'}`,
  userRemoved: (name: string): string => `${name} removed successfully`,

  // The invitation-accept page (issue #20).
  invitation: 'Invitation',
  joinTitle: 'Join Curate',
  checkingInvitation: 'Checking your invitation…',
  /** 'Acme Tools invites Erin Example (erin@acme.test) to join as User.' */
  invites: (company: string, name: string, email: string, role: string): string =>
    `${company} invites ${name} (${email}) to join as ${role}.`,
  acceptHint: 'Accepting creates your account; you then sign in with this email address.',
  accepting: 'Accepting...',
  acceptInvitation: 'Accept Invitation',
  accepted: 'Invitation accepted. Signing you in…',
  goToSignIn: 'Go to sign in',
  linkInvalid: INVITATION_LINK_MESSAGES.invalid as string,
  linkExpired: INVITATION_LINK_MESSAGES.expired as string,
  linkRevoked: INVITATION_LINK_MESSAGES.revoked as string,
  linkUsed: INVITATION_LINK_MESSAGES.accepted as string,
  linkLoadFailed: 'The invitation could not be loaded. Please try again.',
  acceptFailed: 'Failed to accept the invitation',

  // API keys of machine clients.
  apiKeysLoadFailed: 'Failed to load API keys',
  apiKeyNameRequired: 'Please enter a name',
  apiKeyScopeRequired: 'Choose at least one scope',
  apiKeyExpiryPast: 'The expiry must be in the future',
  apiKeyCreateFailed: (detail: string): string => `Failed to create API key: ${detail}`,
  apiKeyRevokeFailed: 'Failed to revoke API key',
  /** 'API key PIM sync created. Copy it now: it will not be shown again.' */
  apiKeyCreated: (name: string): string => `API key ${name} created. Copy it now: it will not be shown again.`,
  apiKeyRevoked: (name: string): string => `API key ${name} revoked`,
  apiKeysTitle: 'API Keys',
  apiKeysDescription: 'Keys let other systems (a PIM, a shop, a script) call the Curate API for this company.',
  apiKeyNotifications: 'API key notifications',
  createApiKey: 'Create API key',
  loadingApiKeys: 'Loading API keys…',
  noApiKeys: 'No API keys yet.',
  columnPrefix: 'Key',
  columnScopes: 'Scopes',
  columnLastUsed: 'Last used',
  /** A key never used, or one without expiry. */
  never: 'Never',
  apiKeyActive: 'Active',
  apiKeyExpired: 'Expired',
  apiKeyRevokedState: 'Revoked',
  scopeRead: 'Read',
  scopeImportEnhance: 'Import & enhance',
  scopeReview: 'Review',
  scopeAdmin: 'Admin',
  scopeReadHint: 'Read products, schema, jobs and usage',
  scopeImportEnhanceHint: 'Also import products and run enhancement jobs',
  scopeReviewHint: 'Also review and edit products',
  scopeAdminHint: 'Everything a tenant admin may do',
  createApiKeyDescription: 'Give the key a name you will recognise and only the scopes it needs.',
  apiKeyName: 'Name',
  apiKeyScopes: 'Scopes',
  apiKeyExpiry: 'Expires on (optional)',
  apiKeyCreatedTitle: 'API key created',
  apiKeySecretWarning: 'Copy this key now. It will not be shown again.',
  apiKeySecret: 'Secret',
  copyApiKey: 'Copy',
  revokeApiKeyOf: (name: string): string => `Revoke API key ${name}`,
  revokeApiKeyTitle: 'Revoke API key',
  /** 'Revoke PIM sync (cur_1a2b3c4d…)? Every call with it is refused from now on.' */
  confirmRevokeApiKey: (name: string, prefix: string): string =>
    `Revoke ${name} (${prefix}…)? Every call with it is refused from now on.`,
  revokeApiKey: 'Revoke key',
};
