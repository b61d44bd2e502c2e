import {
  type CompaniesMessages,
  CompanyDraftError,
  companyCodeHint,
  emptyNewCompanyDraft,
  type NewCompanyDraft,
  commonMessages,
  companiesMessages,
  useTexts,
} from '@curate/core';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../primitives/Button/Button';
import { Dialog } from '../../primitives/Dialog/Dialog';

/** Props of the Create New Company modal. */
export interface NewCompanyModalProps {
  open: boolean;
  onClose: () => void;
  /** Resolves when done (the modal closes); rejects with the message to show (a CompanyDraftError names fields). */
  onSubmit: (draft: NewCompanyDraft) => Promise<unknown>;
}

type Field = keyof NewCompanyDraft;
type Label = 'companyName' | 'companyCode' | 'logoUrl' | 'adminEmail' | 'adminName';
const FIELDS: {
  name: Field;
  label: Label & keyof CompaniesMessages;
  type?: string;
  hint?: 'codeRule';
  optional?: boolean;
}[] = [
  { name: 'company_name', label: 'companyName' },
  { name: 'company_code', label: 'companyCode', hint: 'codeRule' },
  { name: 'logo_url', label: 'logoUrl', type: 'url', optional: true },
  { name: 'admin_email', label: 'adminEmail', type: 'email' },
  { name: 'admin_name', label: 'adminName' },
];

/**
 * Create New Company (spec part 3 §2, §5): the company's name, code and logo, and its first admin, who
 * then signs in with that email address. Broken fields show their message beneath them.
 */
export function NewCompanyModal({ open, onClose, onSubmit }: NewCompanyModalProps) {
  const id = useId();
  const m = useTexts('companies', companiesMessages);
  const common = useTexts('common', commonMessages);
  const [draft, setDraft] = useState<NewCompanyDraft>(emptyNewCompanyDraft);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (open) {
      setDraft(emptyNewCompanyDraft);
      setFieldErrors({});
      setError(null);
    }
  }, [open]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    setFieldErrors({});
    try {
      await onSubmit(draft);
      onClose();
    } catch (failure) {
      if (failure instanceof CompanyDraftError) setFieldErrors(failure.fieldErrors);
      else setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };
  const codeHint = companyCodeHint(draft.company_code, m);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={m.newCompanyTitle}
      description={m.newCompanyDescription}
      footer={
        <>
          <Button onClick={onClose}>{common.cancel}</Button>
          <Button variant="primary" type="submit" form={id} loading={saving} loadingLabel={m.creating}>
            {m.createCompany}
          </Button>
        </>
      }
    >
      <form
        id={id}
        className="curate-CompanyManagement-form"
        data-slot="new-company-form"
        noValidate
        onSubmit={(e) => void submit(e)}
      >
        {error && (
          <p className="curate-CompanyManagement-alert" role="alert">
            {error}
          </p>
        )}
        {FIELDS.map((field) => {
          const message = fieldErrors[field.name] ?? (field.name === 'company_code' ? codeHint : null);
          const inputId = `${id}-${field.name}`;
          return (
            <div key={field.name} className="curate-CompanyManagement-field" data-invalid={message ? '' : undefined}>
              <label htmlFor={inputId}>
                {m[field.label]}
                {field.optional ? m.optional : ''}
              </label>
              <input
                id={inputId}
                type={field.type ?? 'text'}
                required={!field.optional}
                autoComplete="off"
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? `${inputId}-error` : field.hint ? `${inputId}-hint` : undefined}
                value={draft[field.name]}
                onChange={(e) => setDraft({ ...draft, [field.name]: e.target.value })}
              />
              {message ? (
                <span id={`${inputId}-error`} className="curate-CompanyManagement-fieldError">
                  {message}
                </span>
              ) : (
                field.hint && (
                  <span id={`${inputId}-hint`} className="curate-CompanyManagement-hint">
                    {m[field.hint]}
                  </span>
                )
              )}
            </div>
          );
        })}
      </form>
    </Dialog>
  );
}
