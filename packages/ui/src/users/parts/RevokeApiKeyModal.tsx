import { commonMessages, usersMessages, useTexts } from '@curate/core';
import type { ApiKey } from '@curate/core/contract';
import { useEffect, useState } from 'react';
import { StrongFirst } from '../../internal/Formatted';
import { Button } from '../../primitives/Button/Button';
import { Dialog } from '../../primitives/Dialog/Dialog';

/** Props of the Revoke API key confirmation. */
export interface RevokeApiKeyModalProps {
  /** The key to revoke; null closes the modal. */
  apiKey: ApiKey | null;
  onClose: () => void;
  /** Resolves when revoked (the modal closes); rejects with the message to show. */
  onConfirm: (key: ApiKey) => Promise<unknown>;
}

/** Revoke API key: names the key and its prefix before anything is sent. */
export function RevokeApiKeyModal({ apiKey, onClose, onConfirm }: RevokeApiKeyModalProps) {
  const m = useTexts('users', usersMessages);
  const common = useTexts('common', commonMessages);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (apiKey) setError(null);
  }, [apiKey]);
  const revoke = async () => {
    if (!apiKey) return;
    setSaving(true);
    try {
      await onConfirm(apiKey);
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog
      open={apiKey !== null}
      onClose={onClose}
      role="alertdialog"
      title={m.revokeApiKeyTitle}
      footer={
        <>
          <Button onClick={onClose}>{common.cancel}</Button>
          <Button variant="danger" loading={saving} loadingLabel={m.revoking} onClick={() => void revoke()}>
            {m.revokeApiKey}
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
          text={m.confirmRevokeApiKey(apiKey?.name ?? '', apiKey?.prefix ?? '')}
          values={[apiKey?.name ?? '', apiKey?.prefix ?? '']}
        />
      </p>
    </Dialog>
  );
}
