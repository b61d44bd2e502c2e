import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useAuth } from '@curate/auth';
import { SignInFrame, SignInSpinner, useNotifications } from '@curate/ui';

const SigningOut = createContext<(value: boolean) => void>(() => undefined);

/**
 * Renders "Signing out..." instead of the routes once logout starts, so no guard sees the signed-out state
 * and remembers the page as an intended path while the provider's logout loads.
 */
export function SignOutBoundary({ children }: { children: ReactNode }) {
  const [signingOut, setSigningOut] = useState(false);
  const set = useCallback((value: boolean) => flushSync(() => setSigningOut(value)), []);
  return (
    <SigningOut.Provider value={set}>
      {signingOut ? (
        <SignInFrame title="Curate">
          <SignInSpinner>Signing out...</SignInSpinner>
        </SignInFrame>
      ) : (
        children
      )}
    </SigningOut.Provider>
  );
}

/** Logout (spec part 2 §4.6, §8.3): clears local storage; @curate/auth signs out every tab, clears the stored keys and returns to /login. */
export function useLogout() {
  const auth = useAuth();
  const { show } = useNotifications();
  const setSigningOut = useContext(SigningOut);
  return useCallback(() => {
    setSigningOut(true);
    try {
      localStorage.clear();
    } catch {
      // storage can be blocked; the auth client clears what it owns anyway
    }
    auth.logout().catch((error: unknown) => {
      console.warn('[curate] logout failed', error);
      setSigningOut(false);
      show({ kind: 'error', message: 'Error during logout' });
    });
  }, [auth, show, setSigningOut]);
}
