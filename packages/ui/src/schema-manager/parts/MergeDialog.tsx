import {
  MERGE_CONFLICTS_SHOWN,
  type SchemaManagerController,
  commonMessages,
  schemaManagerMessages,
  useTexts,
} from '@curate/core';
import { useState } from 'react';
import { atValues, StrongValues } from '../../internal/Formatted';
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
  const m = useTexts('schemaManager', schemaManagerMessages);
  const common = useTexts('common', commonMessages);
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
      title={m.mergeFields}
      description={m.mergeDescription}
      footer={
        step === 'done' ? (
          <Button variant="primary" onClick={close}>
            {common.close}
          </Button>
        ) : (
          <>
            <Button onClick={close}>{common.cancel}</Button>
            {showExecute ? (
              <Button
                variant="danger"
                loading={step === 'executing'}
                loadingLabel={m.merging}
                onClick={() => void merge.execute()}
              >
                {m.executeMerge}
              </Button>
            ) : (
              <Button
                variant="primary"
                disabled={!source || !target}
                loading={step === 'previewing'}
                loadingLabel={m.loadingPreview}
                onClick={merge.runPreview}
              >
                {m.previewMerge}
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
            <strong>{m.fieldsMerged}</strong>
            <p>
              {/* Cut into the text nodes the sentence had before it came from the messages. */}
              {atValues(
                m.mergeResult(
                  result.moved_values,
                  source?.display_name ?? '',
                  target?.display_name ?? '',
                  result.conflicts,
                ),
                [
                  result.moved_values,
                  source?.display_name ?? '',
                  target?.display_name ?? '',
                  ';',
                  ' ',
                  result.conflicts,
                ],
              )}
              {result.source_field_deleted ? m.mergeResultSourceDeleted : m.mergeResultEnd}
            </p>
          </div>
        ) : (
          <>
            <div className="curate-Schema-row">
              <FieldPicker
                label={m.sourceField}
                fields={merge.sources}
                selected={source}
                onSelect={merge.selectSource}
                groupNames={groupNames}
                disabled={busy}
              />
              {source && (
                <FieldPicker
                  label={m.targetField}
                  fields={merge.targets}
                  selected={target}
                  onSelect={merge.selectTarget}
                  groupNames={groupNames}
                  emptyMessage={m.noCompatibleTargets(m.dataTypeName(source.data_type))}
                  disabled={busy}
                />
              )}
            </div>
            {preview && showExecute && (
              <section className="curate-Schema-mergePreview" data-slot="merge-preview" aria-label={m.mergePreview}>
                <p>
                  <StrongValues
                    text={m.previewSummary(
                      preview.affected_products,
                      preview.source_field.display_name,
                      preview.values_to_move,
                      preview.target_field.display_name,
                    )}
                    values={[
                      preview.affected_products,
                      preview.source_field.display_name,
                      preview.values_to_move,
                      preview.target_field.display_name,
                    ]}
                  />
                </p>
                {preview.conflict_count === 0 ? (
                  <p>{m.noConflicts}</p>
                ) : (
                  <>
                    <p>
                      <strong>{atValues(m.conflictCount(preview.conflict_count), [preview.conflict_count])}</strong>
                      {m.conflictsText}
                    </p>
                    <table className="curate-Schema-conflicts">
                      <thead>
                        <tr>
                          <th scope="col">{m.columnProduct}</th>
                          <th scope="col">
                            {atValues(m.columnSource(preview.source_field.display_name), [
                              preview.source_field.display_name,
                            ])}
                          </th>
                          <th scope="col">
                            {atValues(m.columnTarget(preview.target_field.display_name), [
                              preview.target_field.display_name,
                            ])}
                          </th>
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
                            <td>{conflict.source_value ?? common.none}</td>
                            <td>{conflict.target_value ?? common.none}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                    {preview.conflict_count > MERGE_CONFLICTS_SHOWN && (
                      <Button size="sm" onClick={() => setFullList(true)}>
                        {m.previewFullList}
                      </Button>
                    )}
                    {fullList && (
                      <p className="curate-Schema-alert" role="alert">
                        {m.fullListNotImplemented}
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
