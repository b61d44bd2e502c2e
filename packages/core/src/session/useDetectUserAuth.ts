import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { signInMessages, useTexts } from '../messages/index';
import { useApiClient } from '../provider/index';
import { loginStepFromDetection, loginStepFromFailure, type LoginStep } from './detectOutcome';

/**
 * POST /public/detect-user-auth as a mutation (spec part 1 §7). `detect(email)` always resolves with the
 * next LoginStep: a failure becomes an error step with the spec §8 message (and is logged).
 */
export function useDetectUserAuth() {
  const client = useApiClient();
  const signIn = useTexts('signIn', signInMessages);
  const messages = useRef(signIn); // read at call time, so `detect` keeps its identity
  messages.current = signIn;
  const mutation = useMutation({
    mutationFn: async (email: string): Promise<LoginStep> => {
      try {
        // The route (and zod with it) loads on the first submit, not with the login page (issue #21).
        const { identityRoutes } = await import('../contract/identity');
        const answer = await client.request(identityRoutes.detectUserAuth, { body: { email } });
        return loginStepFromDetection(email, answer, messages.current);
      } catch (error) {
        console.warn(`[curate] Sign-in detection failed: ${error instanceof Error ? error.message : String(error)}`);
        return loginStepFromFailure(email, error, messages.current);
      }
    },
  });
  return { detect: mutation.mutateAsync, status: mutation.status, step: mutation.data ?? null, reset: mutation.reset };
}
