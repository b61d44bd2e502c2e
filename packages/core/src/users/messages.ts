// User Management messages — spec part 3 §8 (Users), verbatim where the spec gives the text; the success
// texts the spec only requires to exist ("each user action has a success message") are ours (docs/decisions.md).
export const USER_MESSAGES = {
  /** 'Failed to create user: ...' — the server's detail follows. */
  createFailed: (detail: string) => `Failed to create user: ${detail}`,
  revokeFailed: 'Failed to revoke invitation',
  roleFailed: 'Failed to update role',
  removeFailed: 'Failed to remove user',
  /** 'Company ID not found...' (spec part 3 §8). */
  noCompany: 'Company ID not found. Please reload the page.',
  required: 'Please fill in all required fields',
  loadFailed: 'Failed to load users',
  invitationsLoadFailed: 'Failed to load invitations',
  userCreated: (email: string) => `User ${email} created successfully`,
  invitationSent: (email: string) => `Invitation sent to ${email}`,
  invitationCreated: (email: string) => `Invitation created for ${email}. Share the link below.`,
  invitationRevoked: 'Invitation revoked successfully',
  roleUpdated: (name: string, role: string) => `${name} is now ${role === 'tenant-admin' ? 'an Admin' : 'a User'}`,
  userRemoved: (name: string) => `${name} removed successfully`,
} as const;
