import { useQuery } from '@tanstack/react-query';
import { identityRoutes } from '../contract/index';
import { isApiError } from '../client/index';
import { useApiClient } from '../provider/index';
import { useReportFailure } from '../shared/reportFailure';
import { COMPANY_VERIFICATION_CACHE_MS } from './polling';

export interface UseCompanyByCodeOptions {
  /** The company code from the address; nothing is asked while it is empty. */
  companyCode: string | null | undefined;
  /** Set false to wait (e.g. until sign-in is known); default true. */
  enabled?: boolean;
}

/** True when a company lookup failed because the company is unknown or not the caller's: 404 or 403. */
export function isCompanyDenied(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 403);
}

/**
 * The company for a code, GET /companies/by-code/{code}, kept 5 minutes (spec part 1 §9 company verification
 * cache). `denied` is true when it is not found or not allowed, which sends the user to /unauthorized (part 3 §6).
 */
export function useCompanyByCode({ companyCode, enabled = true }: UseCompanyByCodeOptions) {
  const client = useApiClient();
  const query = useQuery({
    queryKey: ['curate', 'company-by-code', companyCode?.toLowerCase()],
    queryFn: ({ signal }) =>
      client.request(identityRoutes.getCompanyByCode, { params: { companyCode: companyCode! }, signal }),
    enabled: enabled && !!companyCode,
    staleTime: COMPANY_VERIFICATION_CACHE_MS,
    retry: false,
  });
  useReportFailure(query.error, 'Company lookup');
  return {
    status: query.status,
    company: query.data ?? null,
    denied: isCompanyDenied(query.error),
    error: query.error,
    refetch: query.refetch,
  };
}
