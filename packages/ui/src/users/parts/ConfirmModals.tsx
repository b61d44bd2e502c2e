import { otherRole, roleLabel, TENANT_ROLE_OPTIONS } from '@curate/core';
import type { TenantRole, User } from '@curate/core/contract';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../primitives/Button/Button';
import { Dialog } from '../../primitives/Dialog/Dialog';

/** Props of the Change User Role modal. */
export interface ChangeRoleModalProps {
  /** The user whose role changes; null closes the modal. */
  user: User | null;
  onClose: () => void;
  /** Resolves when saved (the modal closes); rejects with the message to show. */
  onConfirm: (user: User, role: TenantRole) => Promise<unknown>;
}

/** Change User Role (spec part 3 §2): User or Admin, then a confirmation step before anything is sent. */
export function ChangeRoleModal({ user, onClose, onConfirm }: ChangeRoleModalProps) {
  const id = useId();
  const [role, setRole] = useState<TenantRole>('tenant-user');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (user) {
      setRole(otherRole(user.role));
      setConfirming(false);
      setError(null);
    }
  }, [user]);
  const name = user ? user.full_name || user.email : '';
  const save = async () => {
    if (!user) return;
    setSaving(true);
    try {
      await onConfirm(user, role);
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setConfirming(false);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog
      open={user !== null}
      onClose={onClose}
      title="Change User Role"
      footer={
        confirming ? (
          <>
            <Button onClick={() => setConfirming(false)}>Back</Button>
            <Button variant="primary" loading={saving} loadingLabel="Saving..." onClick={() => void save()}>
              Confirm Change
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose}>Cancel</Button>
            <Button variant="primary" disabled={!user || role === user.role} onClick={() => setConfirming(true)}>
              Change Role
            </Button>
          </>
        )
      }
    >
      <div className="curate-UserManagement-form" data-state={confirming ? 'confirming' : 'choosing'}>
        {error && (
          <p className="curate-UserManagement-alert" role="alert">
            {error}
          </p>
        )}
        {confirming ? (
          <p>
            Change the role of <strong>{name}</strong> from {roleLabel(user?.role ?? '')} to {roleLabel(role)}?
          </p>
        ) : (
          <div className="curate-UserManagement-field">
            <p>
              {name} is currently {roleLabel(user?.role ?? '')}.
            </p>
            <label htmlFor={`${id}-role`}>New Role</label>
            <select id={`${id}-role`} value={role} onChange={(e) => setRole(e.target.value as TenantRole)}>
              {TENANT_ROLE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
    </Dialog>
  );
}

/** Props of the Confirm User Removal modal. */
export interface RemoveUserModalProps {
  user: User | null;
  onClose: () => void;
  onConfirm: (user: User) => Promise<unknown>;
}

/** Confirm User Removal (spec part 3 §2). */
export function RemoveUserModal({ user, onClose, onConfirm }: RemoveUserModalProps) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (user) setError(null);
  }, [user]);
  const remove = async () => {
    if (!user) return;
    setSaving(true);
    try {
      await onConfirm(user);
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog
      open={user !== null}
      onClose={onClose}
      role="alertdialog"
      title="Confirm User Removal"
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="danger" loading={saving} loadingLabel="Removing..." onClick={() => void remove()}>
            Remove User
          </Button>
        </>
      }
    >
      {error && (
        <p className="curate-UserManagement-alert" role="alert">
          {error}
        </p>
      )}
      <p>
        Remove <strong>{user ? user.full_name || user.email : ''}</strong> ({user?.email}) from the company? They can no
        longer sign in.
      </p>
    </Dialog>
  );
}

/** Props of the invitation-link modal. */
export interface InviteLinkModalProps {
  /** The one-time link to pass on; null closes the modal. */
  url: string | null;
  onClose: () => void;
}

/** Shows an invitation link that was not mailed (no SMTP configured), to copy and pass on. */
export function InviteLinkModal({ url, onClose }: InviteLinkModalProps) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const close = () => {
    setCopied(false);
    onClose();
  };
  return (
    <Dialog
      open={url !== null}
      onClose={close}
      title="Invitation Link"
      description="Email is not set up on this server: send this one-time link to the person yourself."
      footer={
        <>
          <Button
            onClick={() => {
              void navigator.clipboard?.writeText(url ?? '').then(() => setCopied(true));
            }}
          >
            {copied ? 'Copied' : 'Copy Link'}
          </Button>
          <Button variant="primary" onClick={close}>
            Done
          </Button>
        </>
      }
    >
      <div className="curate-UserManagement-field">
        <label htmlFor={`${id}-link`}>Invitation link</label>
        <input id={`${id}-link`} readOnly value={url ?? ''} onFocus={(e) => e.currentTarget.select()} />
      </div>
    </Dialog>
  );
}
