import { roleLabel, useFormat, usersMessages, useTexts } from '@curate/core';
import type { Invitation } from '@curate/core/contract';
import { Button } from '../../primitives/Button/Button';

/** Props of UserManagement.InvitationsTable. */
export interface InvitationsTableProps {
  /** The pending invitations. */
  invitations: readonly Invitation[];
  onRevoke: (invitation: Invitation) => void;
  /** The invitation being revoked, if any. */
  revokingId?: string | null;
}

/** The Pending Invitations table: invitee, role, sent, expires, Revoke. */
export function InvitationsTable({ invitations, onRevoke, revokingId = null }: InvitationsTableProps) {
  const m = useTexts('users', usersMessages);
  const format = useFormat();
  const dateOf = (iso: string | null) => (iso ? format.date(iso) : m.missing);
  if (invitations.length === 0) return <p className="curate-UserManagement-empty">{m.noInvitations}</p>;
  return (
    <table className="curate-UserManagement-table" aria-label={m.pendingInvitations} data-slot="invitations-table">
      <thead>
        <tr>
          <th scope="col">{m.columnName}</th>
          <th scope="col">{m.columnEmail}</th>
          <th scope="col">{m.columnRole}</th>
          <th scope="col">{m.columnSent}</th>
          <th scope="col">{m.columnExpires}</th>
          <th scope="col">{m.columnActions}</th>
        </tr>
      </thead>
      <tbody>
        {invitations.map((invitation) => (
          <tr key={invitation.id}>
            <td>{invitation.invitee_name ?? m.missing}</td>
            <td>{invitation.invitee_email}</td>
            <td>{roleLabel(invitation.role ?? 'tenant-user', m)}</td>
            <td>{dateOf(invitation.created_at)}</td>
            <td>{dateOf(invitation.expires_at)}</td>
            <td>
              <Button
                size="sm"
                variant="danger"
                aria-label={m.revokeInvitationOf(invitation.invitee_email)}
                loading={revokingId === invitation.id}
                loadingLabel={m.revoking}
                onClick={() => onRevoke(invitation)}
              >
                {m.revoke}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
