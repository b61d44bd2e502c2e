import { useNavigate } from 'react-router';
import { landingPath, useAuth } from '@curate/auth';
import { Button, NotFoundPage, UnauthorizedPage } from '@curate/ui';
import { useLogout } from '../shell/useLogout';

/** /unauthorized (spec part 1 §2, §6): back to the user's own landing, sign out, or sign in. */
export function UnauthorizedRoute() {
  const auth = useAuth();
  const navigate = useNavigate();
  const logout = useLogout();
  if (auth.status !== 'authenticated') {
    return (
      <UnauthorizedPage
        actions={
          <Button variant="primary" onClick={() => navigate('/login')}>
            Back to sign in
          </Button>
        }
      />
    );
  }
  const home = landingPath(auth);
  return (
    <UnauthorizedPage
      actions={
        <>
          {home !== '/unauthorized' && (
            <Button variant="primary" onClick={() => navigate(home)}>
              Go to my workspace
            </Button>
          )}
          <Button onClick={logout}>Sign out</Button>
        </>
      }
    />
  );
}

/** Any path the route table does not know (spec part 1 §2). */
export function NotFoundRoute() {
  const navigate = useNavigate();
  return (
    <NotFoundPage
      actions={
        <Button variant="primary" onClick={() => navigate('/')}>
          Go to the start page
        </Button>
      }
    />
  );
}
