import { otherRole, roleLabel, TENANT_ROLE_OPTIONS, commonMessages, usersMessages, useTexts } from '@curate/core';
import type { TenantRole, User } from '@curate/core/contract';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../primitives/Button/Button';
import { Dialog } from '../../primitives/Dialog/Dialog';
import { atValues, StrongFirst } from '../../internal/Formatted';

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
  const m = useTexts('users', usersMessages);
  const common = useTexts('common', commonMessages);
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
  const from = roleLabel(user?.role ?? '', m);
  const to = roleLabel(role, m);
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
      title={m.changeRoleTitle}
      footer={
        confirming ? (
          <>
            <Button onClick={() => setConfirming(false)}>{m.back}</Button>
            <Button variant="primary" loading={saving} loadingLabel={common.saving} onClick={() => void save()}>
              {m.confirmChange}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose}>{common.cancel}</Button>
            <Button variant="primary" disabled={!user || role === user.role} onClick={() => setConfirming(true)}>
              {m.changeRole}
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
            <StrongFirst text={m.confirmRoleChange(name, from, to)} values={[name, from, to]} />
          </p>
        ) : (
          <div className="curate-UserManagement-field">
            <p>{atValues(m.currentRole(name, from), [name, from])}</p>
            <label htmlFor={`${id}-role`}>{m.newRole}</label>
            <select id={`${id}-role`} value={role} onChange={(e) => setRole(e.target.value as TenantRole)}>
              {TENANT_ROLE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {roleLabel(option.value, m)}
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
  const m = useTexts('users', usersMessages);
  const common = useTexts('common', commonMessages);
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
      title={m.removeTitle}
      footer={
        <>
          <Button onClick={onClose}>{common.cancel}</Button>
          <Button variant="danger" loading={saving} loadingLabel={m.removing} onClick={() => void remove()}>
            {m.removeUser}
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
        <StrongFirst
          text={m.confirmRemoval(user ? user.full_name || user.email : '', user?.email ?? '')}
          values={[user ? user.full_name || user.email : '', user?.email ?? '']}
        />
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
  const m = useTexts('users', usersMessages);
  const [copied, setCopied] = useState(false);
  const close = () => {
    setCopied(false);
    onClose();
  };
  return (
    <Dialog
      open={url !== null}
      onClose={close}
      title={m.inviteLinkTitle}
      description={m.inviteLinkDescription}
      footer={
        <>
          <Button
            onClick={() => {
              void navigator.clipboard?.writeText(url ?? '').then(() => setCopied(true));
            }}
          >
            {copied ? m.copied : m.copyLink}
          </Button>
          <Button variant="primary" onClick={close}>
            {m.done}
          </Button>
        </>
      }
    >
      <div className="curate-UserManagement-field">
        <label htmlFor={`${id}-link`}>{m.inviteLink}</label>
        <input id={`${id}-link`} readOnly value={url ?? ''} onFocus={(e) => e.currentTarget.select()} />
      </div>
    </Dialog>
  );
}
