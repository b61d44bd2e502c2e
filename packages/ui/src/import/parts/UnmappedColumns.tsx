import type { BulkImportController } from '@curate/core';
import { useId } from 'react';

/**
 * The unmapped columns — spec part 2 §2.3: by default added to the product description as additional information;
 * optionally (issue #18) each becomes a custom field of the inferred type in a chosen group.
 */
export function UnmappedColumns({ bulk }: { bulk: BulkImportController }) {
  const id = useId();
  if (bulk.unmapped.length === 0) return null;
  const custom = bulk.customFields.enabled;
  return (
    <fieldset
      className="curate-Import-unmapped"
      data-slot="unmapped"
      data-state={custom ? 'custom-fields' : 'description'}
      disabled={bulk.running}
    >
      <legend>Unmapped columns: {bulk.unmapped.join(', ')}</legend>
      <label className="curate-Import-check">
        <input type="radio" name={`${id}-as`} checked={!custom} onChange={() => bulk.setCustomFields(false)} />
        They will be added to the product description as additional information.
      </label>
      <label className="curate-Import-check">
        <input type="radio" name={`${id}-as`} checked={custom} onChange={() => bulk.setCustomFields(true)} />
        Create a custom field for each column instead
      </label>
      {custom && (
        <div className="curate-Import-customFields" data-slot="custom-fields">
          <label htmlFor={`${id}-group`}>Field group</label>
          <select
            id={`${id}-group`}
            value={bulk.customFields.groupId ?? ''}
            onChange={(event) => bulk.setCustomFields(true, event.target.value || null)}
          >
            <option value="">
              {bulk.fieldGroupsStatus === 'pending' ? 'Loading groups...' : '-- Choose a group --'}
            </option>
            {bulk.fieldGroups.map((group) => (
              <option key={group.id} value={group.id}>
                {group.display_name}
              </option>
            ))}
          </select>
          {bulk.fieldGroupsStatus === 'error' && <p role="alert">Could not load the field groups.</p>}
          <ul aria-label="Custom fields to create">
            {bulk.customFieldPlan.map((item) => (
              <li key={item.header}>
                {item.header} → <code>{item.field_name}</code> ({item.inferred.field_type}
                {item.inferred.allowed_values ? `: ${item.inferred.allowed_values.join(', ')}` : ''})
              </li>
            ))}
          </ul>
          <p className="curate-Import-hint">
            Fields that already exist with the same name are reused; the enhancement fills them from these columns.
          </p>
        </div>
      )}
    </fieldset>
  );
}
