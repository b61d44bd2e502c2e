import {
  canSubmitNewUser,
  emptyNewUserDraft,
  type NewUserDraft,
  roleLabel,
  TENANT_ROLE_OPTIONS,
  commonMessages,
  usersMessages,
  useTexts,
} from '@curate/core';
import type { TenantRole } from '@curate/core/contract';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../primitives/Button/Button';
import { Dialog } from '../../primitives/Dialog/Dialog';

/** Props of the Create User / Invite User modal. */
export interface NewUserModalProps {
  open: boolean;
  /** 'create' makes the account at once; 'invite' sends a one-time link. */
  mode: 'create' | 'invite';
  onClose: () => void;
  /** Resolves when done (the modal closes); rejects with the message to show in the modal. */
  onSubmit: (draft: NewUserDraft) => Promise<unknown>;
}

/** Create User (spec part 3 §2): Email, Full Name, Role (User or Admin); the button waits for both fields. */
export function NewUserModal({ open, mode, onClose, onSubmit }: NewUserModalProps) {
  const id = useId();
  const m = useTexts('users', usersMessages);
  const common = useTexts('common', commonMessages);
  const [draft, setDraft] = useState<NewUserDraft>(emptyNewUserDraft);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (open) {
      setDraft(emptyNewUserDraft);
      setError(null);
    }
  }, [open]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await onSubmit(draft);
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };
  const title = mode === 'create' ? m.createUser : m.inviteUser;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={mode === 'invite' ? m.inviteDescription : m.createDescription}
      footer={
        <>
          <Button onClick={onClose}>{common.cancel}</Button>
          <Button
            variant="primary"
            type="submit"
            form={id}
            disabled={!canSubmitNewUser(draft)}
            loading={saving}
            loadingLabel={mode === 'create' ? m.creating : m.sending}
          >
            {mode === 'create' ? m.createUser : m.sendInvitation}
          </Button>
        </>
      }
    >
      <form
        id={id}
        className="curate-UserManagement-form"
        data-slot="new-user-form"
        noValidate
        onSubmit={(e) => void submit(e)}
      >
        {error && (
          <p className="curate-UserManagement-alert" role="alert">
            {error}
          </p>
        )}
        <div className="curate-UserManagement-field">
          <label htmlFor={`${id}-email`}>{m.email}</label>
          <input
            id={`${id}-email`}
            type="email"
            required
            autoComplete="off"
            value={draft.email}
            onChange={(e) => setDraft({ ...draft, email: e.target.value })}
          />
        </div>
        <div className="curate-UserManagement-field">
          <label htmlFor={`${id}-name`}>{m.fullName}</label>
          <input
            id={`${id}-name`}
            required
            autoComplete="off"
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          />
        </div>
        <div className="curate-UserManagement-field">
          <label htmlFor={`${id}-role`}>{m.role}</label>
          <select
            id={`${id}-role`}
            value={draft.role}
            onChange={(e) => setDraft({ ...draft, role: e.target.value as TenantRole })}
          >
            {TENANT_ROLE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {roleLabel(option.value, m)}
              </option>
            ))}
          </select>
        </div>
      </form>
    </Dialog>
  );
}
