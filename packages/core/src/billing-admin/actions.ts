// The super-admin's billing writes on one company — spec part 3 §7: credits, internal limits, overages and
// status. Each resolves with the §8 success text, or rejects with an Error carrying the message to show (the
// server's detail when it sent one, else the §8 failure text); afterwards every screen reading the company's
// billing (the overview, the billing admin screen, the tenant's own billing views) reads again. The texts are the
// provider's (`messages.billingAdmin`).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatErrorDetail, isApiError, UNKNOWN_ERROR_MESSAGE } from '../client/index';
import {
  billingAdminRoutes,
  type AccountStatusUpdate,
  type CreditAdjustment,
  type InternalLimitsUpdate,
  type OverageUpdate,
} from '../contract/index';
import { useApiClient } from '../provider/index';
import { billingAdminKeys, billingKeys } from '../shared/queryKeys';
import { useFormat, billingAdminMessages, useTexts } from '../messages/index';
import { creditsAppliedMessage } from './messages';

/** The server's detail or message when the answer carried one (spec part 3 §8), else `fallback`. */
export function adminFailure(error: unknown, fallback: string): Error {
  if (!isApiError(error)) return new Error(fallback);
  const detail = formatErrorDetail(error.body);
  return new Error(detail === UNKNOWN_ERROR_MESSAGE ? fallback : detail);
}

/** The four writes, for the company the caller names on each call. */
export function useAdminBillingActions() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const M = useTexts('billingAdmin', billingAdminMessages);
  const format = useFormat();
  const refresh = (companyId: string) => {
    void queryClient.invalidateQueries({ queryKey: billingAdminKeys.overview });
    void queryClient.invalidateQueries({ queryKey: billingAdminKeys.company(companyId) });
    void queryClient.invalidateQueries({ queryKey: billingKeys.all(companyId) });
  };
  const run = <T>(companyId: string, call: () => Promise<T>, fallback: string) =>
    call()
      .catch((error: unknown) => {
        throw adminFailure(error, fallback);
      })
      .finally(() => refresh(companyId));

  const credits = useMutation({
    mutationFn: ({ companyId, body, fallback }: { companyId: string; body: CreditAdjustment; fallback: string }) =>
      run(
        companyId,
        async () => {
          const { data } = await client.request(billingAdminRoutes.adjustCompanyCredits, {
            params: { companyId },
            body,
          });
          return { message: creditsAppliedMessage(body.amount, M, format), balance: data.current_balance };
        },
        fallback,
      ),
  });
  const limits = useMutation({
    mutationFn: ({ companyId, body }: { companyId: string; body: InternalLimitsUpdate }) =>
      run(
        companyId,
        async () => {
          await client.request(billingAdminRoutes.updateInternalLimits, { params: { companyId }, body });
          return M.limitsUpdated;
        },
        M.limitsFailed,
      ),
  });
  const overages = useMutation({
    mutationFn: ({ companyId, body }: { companyId: string; body: OverageUpdate }) =>
      run(
        companyId,
        async () => {
          await client.request(billingAdminRoutes.updateOverages, { params: { companyId }, body });
          return M.overagesUpdated;
        },
        M.overagesFailed,
      ),
  });
  const status = useMutation({
    mutationFn: ({ companyId, body, fallback }: { companyId: string; body: AccountStatusUpdate; fallback?: string }) =>
      run(
        companyId,
        async () => {
          await client.request(billingAdminRoutes.updateAccountStatus, { params: { companyId }, body });
          return body.suspended ? M.suspendedSuccessfully : M.activated;
        },
        fallback ?? (body.suspended ? M.suspendFailed : M.activateFailed),
      ),
  });
  return {
    /** Adds (positive) or removes (negative) credits; resolves { message, balance }. */
    adjustCredits: (companyId: string, body: CreditAdjustment, fallback: string = M.addCreditsFailed) =>
      credits.mutateAsync({ companyId, body, fallback }),
    creditsPending: credits.isPending,
    /** Sets the internal limits; resolves 'Internal limits updated successfully'. */
    updateLimits: (companyId: string, body: InternalLimitsUpdate) => limits.mutateAsync({ companyId, body }),
    limitsPending: limits.isPending,
    /** Sets the overage settings; resolves 'Overage settings updated successfully'. */
    updateOverages: (companyId: string, body: OverageUpdate) => overages.mutateAsync({ companyId, body }),
    overagesPending: overages.isPending,
    /** Suspends or activates; resolves 'Account suspended successfully' / 'Account activated successfully'. */
    updateStatus: (companyId: string, body: AccountStatusUpdate, fallback?: string) =>
      status.mutateAsync({ companyId, body, fallback }),
    statusPending: status.isPending,
  };
}
