import {
  MERGE_CONFLICTS_SHOWN,
  noCompatibleTargetsMessage,
  SCHEMA_MESSAGES,
  type SchemaManagerController,
} from '@curate/core';
import { useState } from 'react';
import { Button } from '../../primitives/Button/Button';
import { Dialog } from '../../primitives/Dialog/Dialog';
import { FieldPicker } from './FieldPicker';
import { ProductPreview } from './ProductPreviewTooltip';

/** Props of MergeDialog. */
export interface MergeDialogProps {
  companyId: string | null | undefined;
  merge: SchemaManagerController['merge'];
  groupNames: ReadonlyMap<string, string>;
}

/**
 * The Field Merge dialog — spec part 2 §4.4, §5.5: source, then target (same data type, both in use), then
 * Preview Merge (affected products, values moved, conflicts with both values and the product preview), then
 * Execute Merge in its place; 'Preview Full List' with more than 3 conflicts.
 */
export function MergeDialog({ companyId, merge, groupNames }: MergeDialogProps) {
  const [fullList, setFullList] = useState(false);
  const { step, source, target, preview, result, error } = merge;
  const close = () => {
    setFullList(false);
    merge.setOpen(false);
  };
  const busy = step === 'previewing' || step === 'executing';
  const showExecute = step === 'previewed' || step === 'executing';
  return (
    <Dialog
      open={merge.open}
      onClose={close}
      size="lg"
      title="Merge Fields"
      description="Move every value of the source field into the target field; the source field is deleted."
      footer={
        step === 'done' ? (
          <Button variant="primary" onClick={close}>
            Close
          </Button>
        ) : (
          <>
            <Button onClick={close}>Cancel</Button>
            {showExecute ? (
              <Button
                variant="danger"
                loading={step === 'executing'}
                loadingLabel="Merging..."
                onClick={() => void merge.execute()}
              >
                Execute Merge
              </Button>
            ) : (
              <Button
                variant="primary"
                disabled={!source || !target}
                loading={step === 'previewing'}
                loadingLabel="Loading preview..."
                onClick={merge.runPreview}
              >
                Preview Merge
              </Button>
            )}
          </>
        )
      }
    >
      <div className="curate-Schema-merge" data-slot="merge-dialog" data-state={step}>
        {error && (
          <p className="curate-Schema-alert" role="alert">
            {error}
          </p>
        )}
        {step === 'done' && result ? (
          <div className="curate-Schema-success" role="status">
            <strong>Fields merged.</strong>
            <p>
              {result.moved_values} value(s) moved from {source?.display_name} to {target?.display_name};{' '}
              {result.conflicts} conflict(s) kept the target's value
              {result.source_field_deleted ? '; the source field was deleted.' : '.'}
            </p>
          </div>
        ) : (
          <>
            <div className="curate-Schema-row">
              <FieldPicker
                label="Source Field"
                fields={merge.sources}
                selected={source}
                onSelect={merge.selectSource}
                groupNames={groupNames}
                disabled={busy}
              />
              {source && (
                <FieldPicker
                  label="Target Field"
                  fields={merge.targets}
                  selected={target}
                  onSelect={merge.selectTarget}
                  groupNames={groupNames}
                  emptyMessage={noCompatibleTargetsMessage(source.data_type)}
                  disabled={busy}
                />
              )}
            </div>
            {preview && showExecute && (
              <section className="curate-Schema-mergePreview" data-slot="merge-preview" aria-label="Merge preview">
                <p>
                  <strong>{preview.affected_products}</strong> product(s) hold a value of{' '}
                  <strong>{preview.source_field.display_name}</strong>: <strong>{preview.values_to_move}</strong>{' '}
                  value(s) move to <strong>{preview.target_field.display_name}</strong>.
                </p>
                {preview.conflict_count === 0 ? (
                  <p>No conflicts.</p>
                ) : (
                  <>
                    <p>
                      <strong>{preview.conflict_count} conflict(s)</strong>: these products hold both values; the
                      target's value is kept.
                    </p>
                    <table className="curate-Schema-conflicts">
                      <thead>
                        <tr>
                          <th scope="col">Product</th>
                          <th scope="col">{preview.source_field.display_name} (source)</th>
                          <th scope="col">{preview.target_field.display_name} (target)</th>
                        </tr>
                      </thead>
                      <tbody>
                        {preview.sample_values.slice(0, MERGE_CONFLICTS_SHOWN).map((conflict) => (
                          <tr key={conflict.product_id}>
                            <td>
                              <ProductPreview companyId={companyId} productId={conflict.product_id}>
                                {conflict.product_name ?? conflict.product_id.slice(0, 8)}
                              </ProductPreview>
                            </td>
                            <td>{conflict.source_value ?? '–'}</td>
                            <td>{conflict.target_value ?? '–'}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                    {preview.conflict_count > MERGE_CONFLICTS_SHOWN && (
                      <Button size="sm" onClick={() => setFullList(true)}>
                        Preview Full List
                      </Button>
                    )}
                    {fullList && (
                      <p className="curate-Schema-alert" role="alert">
                        {SCHEMA_MESSAGES.fullListNotImplemented}
                      </p>
                    )}
                  </>
                )}
              </section>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}
