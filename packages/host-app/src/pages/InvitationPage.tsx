import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '@curate/auth';
import { invitationTokenFromHash } from '@curate/core';
import { Button, InvitationAccept } from '@curate/ui';
import { useLogout } from '../shell/useLogout';

/**
 * /invitation#token=… (issue #20): the one-time link of an invitation. Accepting it creates the account in
 * the company, then signs the person in at the identity provider with the invited address. The token sits
 * in the fragment, so it never reaches a server log or a Referer.
 */
export function InvitationPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const logout = useLogout();
  const { hash } = useLocation();
  const [token] = useState(() => invitationTokenFromHash(hash));
  if (auth.status === 'authenticated') {
    return (
      <main className="host-invitation">
        <p role="alert">
          You are signed in already. Sign out, then open the invitation link again to accept it as the invited person.
        </p>
        <Button onClick={logout}>Sign out</Button>
      </main>
    );
  }
  return (
    <main className="host-invitation">
      <InvitationAccept
        token={token}
        onSignIn={() => navigate('/login')}
        onAccepted={(accepted) =>
          void auth.login({
            email: accepted.email,
            organization: accepted.org_id ?? undefined,
            returnTo: `/${accepted.company_code}/review`,
          })
        }
      />
    </main>
  );
}
