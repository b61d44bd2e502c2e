import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminRoutes, type ManagedCompany } from '../contract/index';
import { useApiClient } from '../provider/index';
import { companyKey, managedCompanyKeys } from '../shared/queryKeys';
import { useReportFailure } from '../shared/reportFailure';
import { serverDetail } from '../shared/serverDetail';
import {
  type CompanyUserDraft,
  companyStatCards,
  companyUserBody,
  type NewCompanyDraft,
  newCompanyBody,
} from './companyForms';
import { companiesMessages as english } from '../messages/companies';
import { commonMessages, companiesMessages, useTexts } from '../messages/index';

export interface UseCompaniesOptions {
  /** Load only while shown; default true. */
  enabled?: boolean;
}

/** Thrown by `createCompany` for a draft that breaks a rule: `fieldErrors` has a message per field. */
export class CompanyDraftError extends Error {
  constructor(readonly fieldErrors: Partial<Record<keyof NewCompanyDraft, string>>) {
    super(Object.values(fieldErrors)[0] ?? english.required);
    this.name = 'CompanyDraftError';
  }
}

/**
 * Company management for the super-admin — spec part 3 §2, §3, §5, §7: the companies with their stat
 * cards, the details of one company (open with `openDetails(id)`), and the actions create, activate or
 * deactivate, and add a user. Each action resolves with the success text to toast, or rejects with an
 * Error whose message is the one to show: the server's detail when it gave one, else 'Failed to create
 * company' / 'Failed to update company status' / 'Failed to add user' (spec part 3 §8).
 */
export function useCompanies({ enabled = true }: UseCompaniesOptions = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const m = useTexts('companies', companiesMessages);
  const common = useTexts('common', commonMessages);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const list = useQuery({
    queryKey: managedCompanyKeys.list,
    queryFn: ({ signal }) => client.request(adminRoutes.listManagedCompanies, { signal }),
    enabled,
  });
  const details = useQuery({
    queryKey: managedCompanyKeys.detail(detailsId ?? ''),
    queryFn: ({ signal }) =>
      client.request(adminRoutes.getManagedCompany, { params: { companyId: detailsId! }, signal }),
    enabled: enabled && detailsId !== null,
  });
  useReportFailure(list.error, 'Loading the companies');
  useReportFailure(details.error, 'Loading the company details');

  const refresh = (companyId?: string) => {
    void queryClient.invalidateQueries({ queryKey: managedCompanyKeys.all });
    // The company's own screens (its users, its header) read the change too.
    if (companyId) void queryClient.invalidateQueries({ queryKey: companyKey(companyId) });
  };

  const create = useMutation({
    mutationFn: async (draft: NewCompanyDraft): Promise<string> => {
      const { body, errors } = newCompanyBody(draft, m, common.problem);
      if (errors !== null) throw new CompanyDraftError(errors);
      try {
        await client.request(adminRoutes.createManagedCompany, { body });
        return m.companyCreated;
      } catch (failure) {
        throw new Error(serverDetail(failure, m.createFailed));
      } finally {
        refresh();
      }
    },
  });
  const setActive = useMutation({
    mutationFn: async ({ company, active }: { company: ManagedCompany; active: boolean }): Promise<string> => {
      try {
        await client.request(adminRoutes.updateManagedCompany, {
          params: { companyId: company.id },
          body: { is_active: active },
        });
        return active ? m.activated(company.company_name) : m.deactivated(company.company_name);
      } catch (failure) {
        throw new Error(serverDetail(failure, m.statusFailed));
      } finally {
        refresh(company.id);
      }
    },
  });
  const addUser = useMutation({
    mutationFn: async ({ companyId, draft }: { companyId: string; draft: CompanyUserDraft }): Promise<string> => {
      const { body, error } = companyUserBody(draft, m, common.problem);
      if (error !== null) throw new Error(error);
      try {
        const { user } = await client.request(adminRoutes.addManagedCompanyUser, { params: { companyId }, body });
        return m.userAdded(user.email);
      } catch (failure) {
        throw new Error(serverDetail(failure, m.addUserFailed));
      } finally {
        refresh(companyId);
      }
    },
  });

  const companies = list.data?.companies ?? [];
  const status: 'pending' | 'error' | 'success' =
    list.status === 'error' ? 'error' : list.status === 'success' ? 'success' : 'pending';
  const detailsStatus: 'idle' | 'pending' | 'error' | 'success' =
    detailsId === null ? 'idle' : details.status === 'error' ? 'error' : details.status;
  return {
    status,
    /** Every company, newest first. */
    companies,
    /** Total companies, active companies, total users. */
    stats: companyStatCards(companies),
    /** 'Failed to load companies' when the list could not be read. */
    error: list.status === 'error' ? m.loadFailed : null,
    /** The company whose details are open, or null. */
    detailsId,
    openDetails: (companyId: string) => setDetailsId(companyId),
    closeDetails: () => setDetailsId(null),
    /** The open company and its users. */
    details: {
      status: detailsStatus,
      company: details.data?.company ?? companies.find((c) => c.id === detailsId) ?? null,
      users: details.data?.users ?? [],
      /** 'Failed to load company data' when the details could not be read. */
      error: details.status === 'error' ? m.detailsFailed : null,
      refetch: () => void details.refetch(),
    },
    /** Creates a company and its first admin; rejects with a CompanyDraftError for a draft breaking §5. */
    createCompany: create.mutateAsync,
    /** Activates (true) or deactivates (false) a company. */
    setCompanyActive: (company: ManagedCompany, active: boolean) => setActive.mutateAsync({ company, active }),
    /** Flips a company between active and inactive. */
    toggleCompanyStatus: (company: ManagedCompany) => setActive.mutateAsync({ company, active: !company.is_active }),
    /** Adds a user to a company. */
    addUser: (companyId: string, draft: CompanyUserDraft) => addUser.mutateAsync({ companyId, draft }),
    /** The id of the company whose status is changing, or null. */
    statusChangingId: setActive.isPending ? (setActive.variables?.company.id ?? null) : null,
    /** True while any action is on its way. */
    busy: create.isPending || setActive.isPending || addUser.isPending,
    refetch: () => void list.refetch(),
  };
}

export type UseCompaniesResult = ReturnType<typeof useCompanies>;
