import { USER_TOAST_DURATION_MS, useApiKeys, usersMessages, useTexts } from '@curate/core';
import type { ApiKey } from '@curate/core/contract';
import { useState } from 'react';
import { cx } from '../theme/cx';
import { Button } from '../primitives/Button/Button';
import { ToastStack } from '../primitives/Toast/ToastStack';
import { useToasts } from '../primitives/Toast/useToasts';
import { ApiKeysTable } from './parts/ApiKeysTable';
import { CreateApiKeyModal } from './parts/CreateApiKeyModal';
import { RevokeApiKeyModal } from './parts/RevokeApiKeyModal';

/** Props of ApiKeys. */
export interface ApiKeysProps {
  /** The company whose keys are managed; null answers 'Company ID not found...' on every action. */
  companyId: string | null | undefined;
  className?: string;
}

/**
 * A company's API keys for a tenant admin: the list with each key's state, Create API key (the secret shown
 * once) and Revoke with a confirmation, and 3 s toasts.
 */
function ApiKeysRoot({ companyId, className }: ApiKeysProps) {
  const keys = useApiKeys({ companyId });
  const toasts = useToasts();
  const m = useTexts('users', usersMessages);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const notify = (kind: 'success' | 'error', message: string) =>
    toasts.show({ kind, message, duration: USER_TOAST_DURATION_MS });
  const state = keys.status === 'error' ? 'error' : keys.status === 'pending' ? 'loading' : 'ready';
  return (
    <section
      className={cx('curate-ApiKeys', className)}
      aria-label={m.apiKeysTitle}
      data-slot="api-keys"
      data-state={state}
    >
      <header className="curate-UserManagement-header">
        <div>
          <h2>{m.apiKeysTitle}</h2>
          <p className="curate-UserManagement-empty">{m.apiKeysDescription}</p>
        </div>
        <Button variant="primary" onClick={() => setCreating(true)}>
          {m.createApiKey}
        </Button>
      </header>
      {keys.error ? (
        <div className="curate-UserManagement-alert" role="alert">
          {keys.error}{' '}
          <Button size="sm" onClick={keys.refetch}>
            {m.retry}
          </Button>
        </div>
      ) : keys.status === 'pending' ? (
        <p className="curate-UserManagement-empty">{m.loadingApiKeys}</p>
      ) : (
        <ApiKeysTable apiKeys={keys.apiKeys} onRevoke={setRevoking} />
      )}
      <CreateApiKeyModal
        open={creating}
        onClose={() => setCreating(false)}
        onSubmit={async (draft) => {
          const outcome = await keys.create(draft);
          notify('success', outcome.message);
          return outcome;
        }}
      />
      <RevokeApiKeyModal
        apiKey={revoking}
        onClose={() => setRevoking(null)}
        onConfirm={async (key) => {
          try {
            notify('success', await keys.revoke(key));
          } catch (failure) {
            notify('error', (failure as Error).message);
            throw failure;
          }
        }}
      />
      <ToastStack toasts={toasts.toasts} onDismiss={toasts.dismiss} aria-label={m.apiKeyNotifications} />
    </section>
  );
}

export const ApiKeys = Object.assign(ApiKeysRoot, {
  Table: ApiKeysTable,
  CreateModal: CreateApiKeyModal,
  RevokeModal: RevokeApiKeyModal,
});
