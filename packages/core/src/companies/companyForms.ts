// Pure checks and views of Company management — spec part 3 §2, §3, §5.
import { CompanyCreate, CompanyUserAdd, type ManagedCompany, type TenantRole } from '../contract/index';
import { companiesMessages as english } from '../messages/companies';
import type { CompaniesMessages } from '../messages/index';

/** A contract message as shown: as written by default; the hook passes the provider's `common.problem`. */
type Problem = (message: string) => string;
const asWritten: Problem = (message) => message;

/** A contract message in `messages`' words where it is one of ours (required, the code rule), else through `problem`. */
const contractMessage = (
  message: string,
  messages: Pick<CompaniesMessages, 'required' | 'codeRule'>,
  problem: Problem,
): string =>
  message === english.required
    ? messages.required
    : message === english.codeRule
      ? messages.codeRule
      : problem(message);

/** The Create New Company form as typed. */
export interface NewCompanyDraft {
  company_name: string;
  company_code: string;
  logo_url: string;
  admin_email: string;
  admin_name: string;
}

export const emptyNewCompanyDraft: NewCompanyDraft = {
  company_name: '',
  company_code: '',
  logo_url: '',
  admin_email: '',
  admin_name: '',
};

/** The fields Create New Company requires (spec part 3 §5); the logo URL is optional. */
export const REQUIRED_COMPANY_FIELDS = ['company_name', 'company_code', 'admin_email', 'admin_name'] as const;

/** A message per field of a draft that breaks a rule. */
export type CompanyDraftErrors<K extends string> = Partial<Record<K, string>>;

const issuesByField = <K extends string>(issues: readonly { path: PropertyKey[]; message: string }[]) => {
  const errors: CompanyDraftErrors<K> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as K;
    errors[field] ??= issue.message;
  }
  return errors;
};

/**
 * The body of a new company, or a message per broken field: 'Please fill in all required fields' for a
 * blank required field, 'Lowercase letters, numbers, and hyphens only' for a bad code, then the
 * contract's own messages (a logo that is not a URL, an admin email that is not an address) through `problem`.
 * The texts are `messages`' (default English).
 */
export function newCompanyBody(
  draft: NewCompanyDraft,
  messages: Pick<CompaniesMessages, 'required' | 'codeRule'> = english,
  problem: Problem = asWritten,
):
  | {
      body: {
        company_name: string;
        company_code: string;
        logo_url: string | null;
        admin_email: string;
        admin_name: string;
      };
      errors: null;
    }
  | { body: null; errors: CompanyDraftErrors<keyof NewCompanyDraft> } {
  const errors: CompanyDraftErrors<keyof NewCompanyDraft> = {};
  for (const field of REQUIRED_COMPANY_FIELDS) if (draft[field].trim() === '') errors[field] = messages.required;
  const parsed = CompanyCreate.safeParse(draft);
  if (!parsed.success) {
    for (const [field, message] of Object.entries(issuesByField<keyof NewCompanyDraft>(parsed.error.issues)))
      errors[field as keyof NewCompanyDraft] ??= contractMessage(message, messages, problem);
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { body: null, errors };
  return { body: parsed.data, errors: null };
}

/** The code rule as the form shows it under the field while typing (spec part 3 §5), in `messages`' words. */
export const companyCodeHint = (
  code: string,
  messages: Pick<CompaniesMessages, 'codeRule'> = english,
): string | null => (code === '' || /^[a-z0-9-]+$/.test(code) ? null : messages.codeRule);

/** The Add User to company form as typed. */
export interface CompanyUserDraft {
  email: string;
  name: string;
  role: TenantRole | '';
}

export const emptyCompanyUserDraft: CompanyUserDraft = { email: '', name: '', role: 'tenant-user' };

/** Add User needs email, name and role (spec part 3 §5); then the contract checks the address (through `problem`). */
export function companyUserBody(
  draft: CompanyUserDraft,
  messages: Pick<CompaniesMessages, 'required' | 'codeRule'> = english,
  problem: Problem = asWritten,
): { body: { email: string; name: string; role: TenantRole }; error: null } | { body: null; error: string } {
  if (draft.email.trim() === '' || draft.name.trim() === '' || draft.role === '')
    return { body: null, error: messages.required };
  const parsed = CompanyUserAdd.safeParse(draft);
  if (!parsed.success) {
    const first = parsed.error.issues[0]?.message;
    return { body: null, error: first ? contractMessage(first, messages, problem) : messages.required };
  }
  return { body: parsed.data, error: null };
}

/** The status column: Suspended, else Active or Inactive (spec part 3 §2). */
export type CompanyStatus = 'Suspended' | 'Active' | 'Inactive';

export function companyStatus(company: Pick<ManagedCompany, 'account_suspended' | 'is_active'>): CompanyStatus {
  if (company.account_suspended) return 'Suspended';
  return company.is_active ? 'Active' : 'Inactive';
}

/** A status as shown, in `messages`' words (the status itself in English). */
export const companyStatusLabel = (
  status: CompanyStatus,
  messages: Pick<CompaniesMessages, 'statusSuspended' | 'statusActive' | 'statusInactive'> = english,
): string =>
  status === 'Suspended'
    ? messages.statusSuspended
    : status === 'Active'
      ? messages.statusActive
      : messages.statusInactive;

/** The three stat cards: total companies, active companies (is_active), total users (spec part 3 §2). */
export interface CompanyStatCards {
  totalCompanies: number;
  activeCompanies: number;
  totalUsers: number;
}

export function companyStatCards(companies: readonly ManagedCompany[]): CompanyStatCards {
  return {
    totalCompanies: companies.length,
    activeCompanies: companies.filter((company) => company.is_active).length,
    totalUsers: companies.reduce((sum, company) => sum + company.user_count, 0),
  };
}
