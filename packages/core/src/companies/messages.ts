// Company management messages — spec part 3 §8, verbatim where the spec gives the text; the status-change
// success texts the spec only requires to exist are ours (docs/decisions.md, issue #20).
export const COMPANY_MESSAGES = {
  loadFailed: 'Failed to load companies',
  /** Shown when the server gave no detail; its detail is shown when present (spec part 3 §8). */
  createFailed: 'Failed to create company',
  addUserFailed: 'Failed to add user',
  statusFailed: 'Failed to update company status',
  detailsFailed: 'Failed to load company data',
  required: 'Please fill in all required fields',
  codeRule: 'Lowercase letters, numbers, and hyphens only',
  editSoon: 'Edit functionality coming soon',
  created: 'Company created successfully',
  userAdded: (email: string) => `User ${email} added successfully`,
  activated: (name: string) => `${name} activated successfully`,
  deactivated: (name: string) => `${name} deactivated successfully`,
} as const;
