import { type BulkImportController, importMessages, productFieldsMessages, useTexts } from '@curate/core';
import { useId } from 'react';
import { atValues } from '../../internal/Formatted';

/**
 * The unmapped columns — spec part 2 §2.3: by default added to the product description as additional information;
 * optionally (issue #18) each becomes a custom field of the inferred type in a chosen group.
 */
export function UnmappedColumns({ bulk }: { bulk: BulkImportController }) {
  const id = useId();
  const t = useTexts('import', importMessages);
  const productFields = useTexts('productFields', productFieldsMessages);
  if (bulk.unmapped.length === 0) return null;
  const columns = bulk.unmapped.join(', ');
  const custom = bulk.customFields.enabled;
  return (
    <fieldset
      className="curate-Import-unmapped"
      data-slot="unmapped"
      data-state={custom ? 'custom-fields' : 'description'}
      disabled={bulk.running}
    >
      <legend>{atValues(t.unmappedColumns(columns), [columns])}</legend>
      <label className="curate-Import-check">
        <input type="radio" name={`${id}-as`} checked={!custom} onChange={() => bulk.setCustomFields(false)} />
        {t.unmappedToDescription}
      </label>
      <label className="curate-Import-check">
        <input type="radio" name={`${id}-as`} checked={custom} onChange={() => bulk.setCustomFields(true)} />
        {t.unmappedToCustomFields}
      </label>
      {custom && (
        <div className="curate-Import-customFields" data-slot="custom-fields">
          <label htmlFor={`${id}-group`}>{t.fieldGroup}</label>
          <select
            id={`${id}-group`}
            value={bulk.customFields.groupId ?? ''}
            onChange={(event) => bulk.setCustomFields(true, event.target.value || null)}
          >
            <option value="">{bulk.fieldGroupsStatus === 'pending' ? t.loadingGroups : t.chooseGroup}</option>
            {bulk.fieldGroups.map((group) => (
              <option key={group.id} value={group.id}>
                {group.display_name}
              </option>
            ))}
          </select>
          {bulk.fieldGroupsStatus === 'error' && <p role="alert">{t.groupsFailed}</p>}
          <ul aria-label={t.customFieldsToCreate}>
            {bulk.customFieldPlan.map((item) => (
              <li key={item.header}>
                {item.header} → <code>{item.field_name}</code> ({productFields.fieldTypeName(item.inferred.field_type)}
                {item.inferred.allowed_values ? `: ${item.inferred.allowed_values.join(', ')}` : ''})
              </li>
            ))}
          </ul>
          <p className="curate-Import-hint">{t.customFieldsHint}</p>
        </div>
      )}
    </fieldset>
  );
}
