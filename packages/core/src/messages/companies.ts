// Texts of Company Management (super admin): the stat cards, the companies table, Create New Company, Company
// details and Add User to Company — spec part 3 §2, §5, §8. Role names are `messages.users`' (roleLabel).

/** Company Management's texts; override through `messages.companies`. */
export const companiesMessages = {
  title: 'Company Management',
  createCompany: 'Create Company',
  retry: 'Retry',
  loadingCompanies: 'Loading companies…',
  notifications: 'Company Management notifications',

  // The stat cards.
  totalCompanies: 'Total Companies',
  activeCompanies: 'Active Companies',
  totalUsers: 'Total Users',

  // The companies table.
  companies: 'Companies',
  noCompanies: 'No companies yet. Create the first one.',
  columnCompany: 'Company',
  columnCode: 'Code',
  columnUsers: 'Users',
  columnStatus: 'Status',
  columnCreated: 'Created',
  columnActions: 'Actions',
  /** The status: Suspended, else Active or Inactive. */
  statusSuspended: 'Suspended',
  statusActive: 'Active',
  statusInactive: 'Inactive',
  details: 'Details',
  viewDetailsOf: (name: string): string => `View details of ${name}`,
  edit: 'Edit',
  editNamed: (name: string): string => `Edit ${name}`,
  activate: 'Activate',
  deactivate: 'Deactivate',
  activateNamed: (name: string): string => `Activate ${name}`,
  deactivateNamed: (name: string): string => `Deactivate ${name}`,
  activating: 'Activating...',
  deactivating: 'Deactivating...',
  manageBilling: 'Manage Billing',
  manageBillingOf: (name: string): string => `Manage billing of ${name}`,

  // Create New Company.
  newCompanyTitle: 'Create New Company',
  newCompanyDescription: 'The first admin signs in with this email address and can then invite their colleagues.',
  creating: 'Creating...',
  companyName: 'Company Name',
  companyCode: 'Company Code',
  logoUrl: 'Logo URL',
  adminEmail: 'Admin Email',
  adminName: 'Admin Name',
  /** After the label of an optional field. */
  optional: ' (optional)',

  // Company details.
  companyDetails: 'Company details',
  code: 'Code',
  status: 'Status',
  users: 'Users',
  created: 'Created',
  addUser: 'Add User',
  loadingUsers: 'Loading users…',
  noUsers: 'No users yet.',
  companyUsers: 'Company users',
  columnName: 'Name',
  columnEmail: 'Email',
  columnRole: 'Role',

  // Add User to Company.
  addUserTitle: 'Add User to Company',
  /** 'The person joins Acme Tools and signs in with this email address.' */
  addUserDescription: (company: string): string => `The person joins ${company} and signs in with this email address.`,
  adding: 'Adding...',
  email: 'Email',
  name: 'Name',
  role: 'Role',

  // Checks of the forms (spec part 3 §5; the contract's other messages pass through common.problem).
  required: 'Please fill in all required fields',
  codeRule: 'Lowercase letters, numbers, and hyphens only',

  // Messages of the actions — spec part 3 §8 (a server's detail is shown as it comes).
  loadFailed: 'Failed to load companies',
  createFailed: 'Failed to create company',
  addUserFailed: 'Failed to add user',
  statusFailed: 'Failed to update company status',
  detailsFailed: 'Failed to load company data',
  editSoon: 'Edit functionality coming soon',
  companyCreated: 'Company created successfully',
  userAdded: (email: string): string => `User ${email} added successfully`,
  activated: (name: string): string => `${name} activated successfully`,
  deactivated: (name: string): string => `${name} deactivated successfully`,
};
