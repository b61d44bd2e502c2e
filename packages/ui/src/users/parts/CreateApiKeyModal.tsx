import { type ApiKeyCreatedOutcome, type ApiKeyDraft, commonMessages, usersMessages, useTexts } from '@curate/core';
import { API_KEY_NAME_MAX_LENGTH, type ApiKeyScope } from '@curate/core/contract';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../primitives/Button/Button';
import { Dialog } from '../../primitives/Dialog/Dialog';
import { SCOPES, scopeText } from './apiKeyScopes';

/** Props of the Create API key modal. */
export interface CreateApiKeyModalProps {
  open: boolean;
  onClose: () => void;
  /** Resolves with the new key and its secret (the modal then shows the secret); rejects with the message to show. */
  onSubmit: (draft: ApiKeyDraft) => Promise<ApiKeyCreatedOutcome>;
}

const EMPTY_DRAFT: ApiKeyDraft = { name: '', scopes: [], expiresAt: '' };

/**
 * Create API key: a name, one scope or more, an optional expiry day; then the secret, shown this once with a
 * Copy button and the warning that it will not be shown again.
 */
export function CreateApiKeyModal({ open, onClose, onSubmit }: CreateApiKeyModalProps) {
  const id = useId();
  const m = useTexts('users', usersMessages);
  const common = useTexts('common', commonMessages);
  const [draft, setDraft] = useState<ApiKeyDraft>(EMPTY_DRAFT);
  const [secret, setSecret] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (open) {
      setDraft(EMPTY_DRAFT);
      setSecret(null);
      setCopied(false);
      setError(null);
    }
  }, [open]);
  const close = () => {
    setSecret(null);
    onClose();
  };
  const toggle = (scope: ApiKeyScope, on: boolean) =>
    setDraft({ ...draft, scopes: on ? [...draft.scopes, scope] : draft.scopes.filter((s) => s !== scope) });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      setSecret((await onSubmit(draft)).secret);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };
  if (secret !== null)
    return (
      <Dialog
        open={open}
        onClose={close}
        title={m.apiKeyCreatedTitle}
        footer={
          <>
            <Button onClick={() => void navigator.clipboard?.writeText(secret).then(() => setCopied(true))}>
              {copied ? m.copied : m.copyApiKey}
            </Button>
            <Button variant="primary" onClick={close}>
              {m.done}
            </Button>
          </>
        }
      >
        <div className="curate-UserManagement-form" data-slot="api-key-secret">
          <p className="curate-ApiKeys-warning" role="alert">
            {m.apiKeySecretWarning}
          </p>
          <div className="curate-UserManagement-field">
            <label htmlFor={`${id}-secret`}>{m.apiKeySecret}</label>
            <input
              id={`${id}-secret`}
              readOnly
              value={secret}
              spellCheck={false}
              onFocus={(e) => e.currentTarget.select()}
            />
          </div>
        </div>
      </Dialog>
    );
  return (
    <Dialog
      open={open}
      onClose={close}
      title={m.createApiKey}
      description={m.createApiKeyDescription}
      footer={
        <>
          <Button onClick={close}>{common.cancel}</Button>
          <Button
            variant="primary"
            type="submit"
            form={id}
            disabled={!draft.name.trim() || draft.scopes.length === 0}
            loading={saving}
            loadingLabel={m.creating}
          >
            {m.createApiKey}
          </Button>
        </>
      }
    >
      <form
        id={id}
        className="curate-UserManagement-form"
        data-slot="api-key-form"
        noValidate
        onSubmit={(e) => void submit(e)}
      >
        {error && (
          <p className="curate-UserManagement-alert" role="alert">
            {error}
          </p>
        )}
        <div className="curate-UserManagement-field">
          <label htmlFor={`${id}-name`}>{m.apiKeyName}</label>
          <input
            id={`${id}-name`}
            required
            autoComplete="off"
            maxLength={API_KEY_NAME_MAX_LENGTH}
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          />
        </div>
        <fieldset className="curate-ApiKeys-scopes">
          <legend>{m.apiKeyScopes}</legend>
          {SCOPES.map((scope) => {
            const { label, hint } = scopeText(scope, m);
            return (
              <div key={scope} className="curate-ApiKeys-scope">
                <input
                  id={`${id}-scope-${scope}`}
                  type="checkbox"
                  checked={draft.scopes.includes(scope)}
                  aria-describedby={`${id}-scope-${scope}-hint`}
                  onChange={(e) => toggle(scope, e.target.checked)}
                />
                <label htmlFor={`${id}-scope-${scope}`}>{label}</label>
                <span id={`${id}-scope-${scope}-hint`} className="curate-ApiKeys-scopeHint">
                  {hint}
                </span>
              </div>
            );
          })}
        </fieldset>
        <div className="curate-UserManagement-field">
          <label htmlFor={`${id}-expiry`}>{m.apiKeyExpiry}</label>
          <input
            id={`${id}-expiry`}
            type="date"
            value={draft.expiresAt ?? ''}
            onChange={(e) => setDraft({ ...draft, expiresAt: e.target.value })}
          />
        </div>
      </form>
    </Dialog>
  );
}
