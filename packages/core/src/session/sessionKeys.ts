import type { CurrentUser } from '../contract/index';

/**
 * The values the app keeps about the signed-in user (spec part 1 §9 stored keys: organization id, company
 * code, company id, role), named like @curate/auth's STORED_KEYS; null when the profile has none.
 */
export interface SessionKeyValues {
  organizationId: string | null;
  companyCode: string | null;
  companyId: string | null;
  userRole: string;
}

/** The stored-key values from the /users/me profile. */
export function sessionKeyValues(user: CurrentUser): SessionKeyValues {
  return {
    organizationId: user.org_id,
    companyCode: user.company_code,
    companyId: user.company_id,
    userRole: user.role,
  };
}
