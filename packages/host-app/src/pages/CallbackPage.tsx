import { useNavigate } from 'react-router';
import { landingPath, takeIntendedPath, useAuth } from '@curate/auth';
import { useSignInCallback } from '@curate/core';
import { CallbackScreen } from '@curate/ui';
import { saveSessionKeys } from '../shell/sessionKeys';

/** /callback (spec part 1 §2): waits for sign-in, loads /users/me, then goes to the intended path or the role landing. */
export function CallbackPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const view = useSignInCallback({
    authStatus: auth.status,
    onRedirect: (to, user) => {
      if (to === 'login') return navigate('/login', { replace: true });
      if (to === 'root' || !user) return navigate('/', { replace: true });
      saveSessionKeys(user);
      void navigate(auth.returnTo ?? takeIntendedPath() ?? landingPath(auth, user.company_code), { replace: true });
    },
  });
  return <CallbackScreen state={view.phase} title={view.title} message={view.message} />;
}
