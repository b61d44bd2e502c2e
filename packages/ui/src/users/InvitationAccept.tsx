import { roleLabel, useInvitationLink, usersMessages, useTexts } from '@curate/core';
import type { InvitationAccepted } from '@curate/core/contract';
import { cx } from '../theme/cx';
import { Button } from '../primitives/Button/Button';
import { StrongFirst } from '../internal/Formatted';

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
  const m = useTexts('users', usersMessages);
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
      aria-label={m.invitation}
      data-slot="invitation-accept"
      data-state={link.state}
    >
      <h1>{m.joinTitle}</h1>
      {link.state === 'loading' && <p>{m.checkingInvitation}</p>}
      {invitation && (link.state === 'ready' || link.state === 'accepting' || link.state === 'accepted') && (
        <>
          <p>
            <StrongFirst
              text={m.invites(
                invitation.company_name,
                invitation.invitee_name ?? invitation.invitee_email,
                invitation.invitee_email,
                roleLabel(invitation.role, m),
              )}
              values={[
                invitation.company_name,
                invitation.invitee_name ?? invitation.invitee_email,
                invitation.invitee_email,
                roleLabel(invitation.role, m),
              ]}
            />
          </p>
          <p className="curate-InvitationAccept-hint">{m.acceptHint}</p>
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
            loadingLabel={m.accepting}
            onClick={() => void accept()}
          >
            {m.acceptInvitation}
          </Button>
        )}
        {link.state === 'accepted' && <p role="status">{m.accepted}</p>}
        {link.state === 'error' && <Button onClick={link.retry}>{m.retry}</Button>}
        {onSignIn && ['used', 'invalid', 'expired', 'revoked'].includes(link.state) && (
          <Button onClick={onSignIn}>{m.goToSignIn}</Button>
        )}
      </div>
    </section>
  );
}
