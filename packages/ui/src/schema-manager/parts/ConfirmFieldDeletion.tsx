import { CARD_SAMPLE_VALUES, type FieldDefinition } from '@curate/core';
import { useState } from 'react';
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
      title="Confirm Deletion"
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="danger" loading={busy} onClick={() => void confirm()}>
            {inUse ? 'Delete Field & Data' : 'Delete Field'}
          </Button>
        </>
      }
    >
      {field && (
        <div className="curate-Schema-confirm" data-slot="confirm-deletion" data-state={inUse ? 'in-use' : 'unused'}>
          <p>
            <strong>{field.display_name || field.field_name}</strong> <code>{field.field_name}</code>{' '}
            <Badge tone="info" size="sm">
              {field.field_type}
            </Badge>{' '}
            <Badge tone={inUse ? 'warning' : 'neutral'} size="sm">
              Used in {usage} products
            </Badge>
          </p>
          {field.help_text && <p className="curate-Schema-help">{field.help_text}</p>}
          {(field.sample_values ?? []).length > 0 && (
            <p className="curate-Schema-samples">
              Sample values:{' '}
              {(field.sample_values ?? []).slice(0, CARD_SAMPLE_VALUES).map((sample) => (
                <span key={sample.value} className="curate-Schema-sample">
                  {sample.value}
                </span>
              ))}
            </p>
          )}
          {inUse ? (
            <div className="curate-Schema-warning" role="alert">
              <strong>Field is in use</strong>
              <p>All data in {usage} products will be permanently removed.</p>
            </div>
          ) : (
            <p>This field is not used by any product and can be safely deleted.</p>
          )}
          <p>This action cannot be undone.</p>
        </div>
      )}
    </Dialog>
  );
}
