import { apiKeyState, type ApiKeyState, useFormat, usersMessages, useTexts } from '@curate/core';
import type { ApiKey } from '@curate/core/contract';
import { Badge, type BadgeTone } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';
import { scopeText } from './apiKeyScopes';

/** Props of ApiKeys.Table. */
export interface ApiKeysTableProps {
  /** The company's keys, newest first. */
  apiKeys: readonly ApiKey[];
  /** Called by Revoke on an active key. */
  onRevoke: (key: ApiKey) => void;
  /** The moment states are judged at; default now. */
  now?: number;
}

const TONES: Record<ApiKeyState, BadgeTone> = { active: 'success', expired: 'warning', revoked: 'neutral' };

/** The API keys table: name, prefix, scopes, created, last used, expires, status, Revoke on active keys. */
export function ApiKeysTable({ apiKeys, onRevoke, now }: ApiKeysTableProps) {
  const m = useTexts('users', usersMessages);
  const format = useFormat();
  const stateLabels: Record<ApiKeyState, string> = {
    active: m.apiKeyActive,
    expired: m.apiKeyExpired,
    revoked: m.apiKeyRevokedState,
  };
  if (apiKeys.length === 0) return <p className="curate-UserManagement-empty">{m.noApiKeys}</p>;
  return (
    <table className="curate-UserManagement-table" aria-label={m.apiKeysTitle} data-slot="api-keys-table">
      <thead>
        <tr>
          <th scope="col">{m.columnName}</th>
          <th scope="col">{m.columnPrefix}</th>
          <th scope="col">{m.columnScopes}</th>
          <th scope="col">{m.columnCreated}</th>
          <th scope="col">{m.columnLastUsed}</th>
          <th scope="col">{m.columnExpires}</th>
          <th scope="col">{m.columnStatus}</th>
          <th scope="col">{m.columnActions}</th>
        </tr>
      </thead>
      <tbody>
        {apiKeys.map((key) => {
          const state = apiKeyState(key, now);
          return (
            <tr key={key.id} data-state={state}>
              <td>{key.name}</td>
              <td>
                <code>{key.prefix}</code>
              </td>
              <td>{key.scopes.map((scope) => scopeText(scope, m).label).join(', ')}</td>
              <td>{format.date(key.created_at)}</td>
              <td>{key.last_used_at ? format.date(key.last_used_at) : m.never}</td>
              <td>{key.expires_at ? format.date(key.expires_at) : m.never}</td>
              <td>
                <Badge tone={TONES[state]}>{stateLabels[state]}</Badge>
              </td>
              <td>
                {state === 'active' && (
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={m.revokeApiKeyOf(key.name)}
                    onClick={() => onRevoke(key)}
                  >
                    {m.revoke}
                  </Button>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
