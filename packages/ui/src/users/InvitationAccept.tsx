import { roleLabel, useInvitationLink } from '@curate/core';
import type { InvitationAccepted } from '@curate/core/contract';
import { cx } from '../theme/cx';
import { Button } from '../primitives/Button/Button';

/** Props of InvitationAccept. */
export interface InvitationAcceptProps {
  /** The link's token (see invitationTokenFromHash); null shows the invalid-link message. */
  token: string | null;
  /** Called once the invitation is accepted: sign the person in at the identity provider. */
  onAccepted: (accepted: InvitationAccepted) => void;
  /** Called by 'Go to sign in' on a used or refused link; default none (no button). */
  onSignIn?: () => void;
  className?: string;
}

/** The invitation-accept page (issue #20): who invites whom, Accept, or why the link cannot be used. */
export function InvitationAccept({ token, onAccepted, onSignIn, className }: InvitationAcceptProps) {
  const link = useInvitationLink({ token });
  const { invitation } = link;
  const accept = async () => {
    try {
      onAccepted(await link.accept());
    } catch {
      // link.message shows why.
    }
  };
  return (
    <section
      className={cx('curate-InvitationAccept', className)}
      aria-label="Invitation"
      data-slot="invitation-accept"
      data-state={link.state}
    >
      <h1>Join Curate</h1>
      {link.state === 'loading' && <p>Checking your invitation…</p>}
      {invitation && (link.state === 'ready' || link.state === 'accepting' || link.state === 'accepted') && (
        <>
          <p>
            <strong>{invitation.company_name}</strong> invites {invitation.invitee_name ?? invitation.invitee_email} (
            {invitation.invitee_email}) to join as {roleLabel(invitation.role)}.
          </p>
          <p className="curate-InvitationAccept-hint">
            Accepting creates your account; you then sign in with this email address.
          </p>
        </>
      )}
      {link.message && (
        <p className="curate-UserManagement-alert" role="alert">
          {link.message}
        </p>
      )}
      <div className="curate-InvitationAccept-actions">
        {(link.state === 'ready' || link.state === 'accepting') && (
          <Button
            variant="primary"
            loading={link.state === 'accepting'}
            loadingLabel="Accepting..."
            onClick={() => void accept()}
          >
            Accept Invitation
          </Button>
        )}
        {link.state === 'accepted' && <p role="status">Invitation accepted. Signing you in…</p>}
        {link.state === 'error' && <Button onClick={link.retry}>Retry</Button>}
        {onSignIn && ['used', 'invalid', 'expired', 'revoked'].includes(link.state) && (
          <Button onClick={onSignIn}>Go to sign in</Button>
        )}
      </div>
    </section>
  );
}
