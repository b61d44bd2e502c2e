import {
  CARD_SAMPLE_VALUES,
  type FieldDefinition,
  commonMessages,
  schemaManagerMessages,
  useTexts,
} from '@curate/core';
import { useState } from 'react';
import { atValues } from '../../internal/Formatted';
import { Badge } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';
import { Dialog } from '../../primitives/Dialog/Dialog';

/** Props of ConfirmFieldDeletion. */
export interface ConfirmFieldDeletionProps {
  /** The field to delete; null = closed. */
  field: FieldDefinition | null;
  onClose: () => void;
  /** Deletes (with its data when the field is in use); rejects with the message to show. */
  onConfirm: (field: FieldDefinition, withData: boolean) => Promise<unknown>;
  /** Told the message of a failed delete: the dialog closes after a failure (spec part 2 §8.4). */
  onFailed: (message: string) => void;
}

/**
 * 'Confirm Deletion' — spec part 2 §2.9: the field's name, type, help text, usage and up to 3 sample values;
 * a field in use warns 'Field is in use' and confirms with 'Delete Field & Data', an unused one with
 * 'Delete Field'. It always says the action cannot be undone.
 */
export function ConfirmFieldDeletion({ field, onClose, onConfirm, onFailed }: ConfirmFieldDeletionProps) {
  const m = useTexts('schemaManager', schemaManagerMessages);
  const common = useTexts('common', commonMessages);
  const [busy, setBusy] = useState(false);
  const usage = field?.usage_count ?? 0;
  const inUse = usage > 0;
  const confirm = async () => {
    if (!field) return;
    setBusy(true);
    try {
      await onConfirm(field, inUse);
    } catch (error) {
      onFailed(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Dialog
      open={field !== null}
      onClose={onClose}
      role="alertdialog"
      size="sm"
      title={m.confirmDeletion}
      footer={
        <>
          <Button onClick={onClose}>{common.cancel}</Button>
          <Button variant="danger" loading={busy} onClick={() => void confirm()}>
            {inUse ? m.deleteFieldAndData : m.deleteField}
          </Button>
        </>
      }
    >
      {field && (
        <div className="curate-Schema-confirm" data-slot="confirm-deletion" data-state={inUse ? 'in-use' : 'unused'}>
          <p>
            <strong>{field.display_name || field.field_name}</strong> <code>{field.field_name}</code>{' '}
            <Badge tone="info" size="sm">
              {m.fieldTypeName(field.field_type)}
            </Badge>{' '}
            <Badge tone={inUse ? 'warning' : 'neutral'} size="sm">
              {atValues(m.usedIn(usage), [usage])}
            </Badge>
          </p>
          {field.help_text && <p className="curate-Schema-help">{field.help_text}</p>}
          {(field.sample_values ?? []).length > 0 && (
            <p className="curate-Schema-samples">
              {m.sampleValues}{' '}
              {(field.sample_values ?? []).slice(0, CARD_SAMPLE_VALUES).map((sample) => (
                <span key={sample.value} className="curate-Schema-sample">
                  {sample.value}
                </span>
              ))}
            </p>
          )}
          {inUse ? (
            <div className="curate-Schema-warning" role="alert">
              <strong>{m.fieldInUse}</strong>
              <p>{atValues(m.dataRemoved(usage), [usage])}</p>
            </div>
          ) : (
            <p>{m.safeToDelete}</p>
          )}
          <p>{m.cannotBeUndone}</p>
        </div>
      )}
    </Dialog>
  );
}
