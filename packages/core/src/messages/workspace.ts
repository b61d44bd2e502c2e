// Texts of the workspace shell: header, health, balance, settings dropdown, tabs and the suspension notice —
// spec part 1 §2, §8, part 2 §2.7, part 3 §2.
import { ACCOUNT_SUSPENDED_MESSAGE } from '../client/messages';

/** The workspace shell's texts; override through `messages.workspace`. */
export const workspaceMessages = {
  productTitle: 'Curate',
  loadingCompany: 'Loading company...',
  suspended: 'ACCOUNT SUSPENDED',
  /** 'Welcome, Alice Admin' (full name, else email, else `user`). */
  welcome: (name: string): string => `Welcome, ${name}`,
  user: 'User',
  // The role badge — spec part 3 §6.
  roleSuperAdmin: 'Super Admin',
  roleAdmin: 'Admin',
  roleUser: 'User',
  /** After the header's balance ('4,250 credits'; the figure is its own text). */
  credits: 'credits',
  /** 'API: Healthy' (the label, then the status). */
  health: (label: string, status: string): string => `${label}: ${status}`,
  api: 'API',
  checking: 'Checking...',
  healthy: 'Healthy',
  unhealthy: 'Unhealthy',

  // The settings dropdown — spec part 2 §2.7.
  settings: 'Settings',
  unknownUser: 'Unknown User',
  userSettings: 'User Settings',
  companySettings: 'Company Settings',
  logout: 'Logout',

  // The tabs — spec part 1 §2, part 3 §2.
  tabs: 'Workspace',
  /** Read after the Review Queue's count ('12 pending'). */
  pending: 'pending',
  tabDashboard: 'Dashboard',
  tabAddProducts: 'Data Integration',
  tabReview: 'Review Queue',
  tabProducts: 'Catalog',
  tabSchema: 'Schema Manager',
  tabUsers: 'Users',
  tabBilling: 'Billing',
  /** The Billing tab of the super-admin. */
  tabBillingManagement: 'Billing Management',

  /** The 10-second notice for a suspended account — spec part 1 §8. */
  accountSuspended: ACCOUNT_SUSPENDED_MESSAGE,
  /** The notice's second line when the server gives the suspension's reason. */
  suspensionReason: (reason: string): string => `Reason: ${reason}`,
};
