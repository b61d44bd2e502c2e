import {
  type CompanyUserDraft,
  emptyCompanyUserDraft,
  roleLabel,
  TENANT_ROLE_OPTIONS,
  commonMessages,
  companiesMessages,
  usersMessages,
  useTexts,
} from '@curate/core';
import type { ManagedCompany, TenantRole } from '@curate/core/contract';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../primitives/Button/Button';
import { Dialog } from '../../primitives/Dialog/Dialog';

/** Props of the Add User to company modal. */
export interface AddUserModalProps {
  /** The company the user joins; null closes the modal. */
  company: ManagedCompany | null;
  onClose: () => void;
  /** Resolves when done (the modal closes); rejects with the message to show in the modal. */
  onSubmit: (company: ManagedCompany, draft: CompanyUserDraft) => Promise<unknown>;
}

/** Add User to company (spec part 3 §2, §5): email, name and role (User or Admin), all required. */
export function AddUserModal({ company, onClose, onSubmit }: AddUserModalProps) {
  const id = useId();
  const m = useTexts('companies', companiesMessages);
  const roles = useTexts('users', usersMessages);
  const common = useTexts('common', commonMessages);
  const [draft, setDraft] = useState<CompanyUserDraft>(emptyCompanyUserDraft);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const open = company !== null;
  useEffect(() => {
    if (open) {
      setDraft(emptyCompanyUserDraft);
      setError(null);
    }
  }, [open]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!company) return;
    setSaving(true);
    setError(null);
    try {
      await onSubmit(company, draft);
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={m.addUserTitle}
      description={company ? m.addUserDescription(company.company_name) : undefined}
      footer={
        <>
          <Button onClick={onClose}>{common.cancel}</Button>
          <Button variant="primary" type="submit" form={id} loading={saving} loadingLabel={m.adding}>
            {m.addUser}
          </Button>
        </>
      }
    >
      <form
        id={id}
        className="curate-CompanyManagement-form"
        data-slot="add-user-form"
        noValidate
        onSubmit={(e) => void submit(e)}
      >
        {error && (
          <p className="curate-CompanyManagement-alert" role="alert">
            {error}
          </p>
        )}
        <div className="curate-CompanyManagement-field">
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
        <div className="curate-CompanyManagement-field">
          <label htmlFor={`${id}-name`}>{m.name}</label>
          <input
            id={`${id}-name`}
            required
            autoComplete="off"
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          />
        </div>
        <div className="curate-CompanyManagement-field">
          <label htmlFor={`${id}-role`}>{m.role}</label>
          <select
            id={`${id}-role`}
            required
            value={draft.role}
            onChange={(e) => setDraft({ ...draft, role: e.target.value as TenantRole })}
          >
            {TENANT_ROLE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {roleLabel(option.value, roles)}
              </option>
            ))}
          </select>
        </div>
      </form>
    </Dialog>
  );
}
