import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { landingPath, peekIntendedPath, takeIntendedPath, useAuth } from '@curate/auth';
import { useLoginFlow } from '@curate/core';
import { LoginScreen } from '@curate/ui';

/** The login guard (spec part 1 §2): a signed-in user goes to the remembered path, else the role landing. */
function SendOnward() {
  const auth = useAuth();
  const [to] = useState(() => peekIntendedPath() ?? landingPath(auth));
  useEffect(() => {
    takeIntendedPath(); // restored once
  }, []);
  return <Navigate to={to} replace />;
}

/** /login (spec part 1 §2): the email-first screen; detection, then the provider's login with the organization. */
export function LoginPage() {
  const auth = useAuth();
  const flow = useLoginFlow({
    redirect: (to) =>
      auth.login({ email: to.email, organization: to.organization, returnTo: peekIntendedPath() ?? undefined }),
  });
  if (auth.status === 'authenticated') return <SendOnward />;
  return (
    <LoginScreen
      state={auth.status === 'loading' ? 'initializing' : flow.phase}
      error={flow.error}
      status={flow.status}
      onSubmit={(email) => void flow.submit(email)}
    />
  );
}
