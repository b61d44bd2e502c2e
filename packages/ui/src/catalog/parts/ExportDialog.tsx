import type { ExportScope } from '@curate/core';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../primitives/Button/Button';
import { Dialog } from '../../primitives/Dialog/Dialog';
import { useCatalogUi } from '../catalogUi';
import { useCatalogContext, catalogMessages, commonMessages, useTexts } from '@curate/core';

/** Props of Catalog.ExportDialog. */
export interface ExportDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called on Cancel, Esc, outside click and after a successful export. */
  onClose: () => void;
  /** The scope chosen at first; default 'filtered'. */
  defaultScope?: ExportScope;
  /** Extra class names on the dialog panel. */
  className?: string;
}

/**
 * The Export dialog: the filtered view (N products) or all products; 'Export CSV' reads 'Exporting...'
 * while busy; the file is saved under the server's name; a failure reads 'Export failed. Please try
 * again. ❌' — spec part 1 §2, §8.
 */
export function ExportDialog({ open, onClose, defaultScope = 'filtered', className }: ExportDialogProps) {
  const catalog = useCatalogContext();
  const { saveExport } = useCatalogUi();
  const m = useTexts('catalog', catalogMessages);
  const common = useTexts('common', commonMessages);
  const [scope, setScope] = useState<ExportScope>(defaultScope);
  const name = useId();
  const { resetExport } = catalog;
  useEffect(() => {
    if (open) resetExport();
  }, [open, resetExport]);
  const busy = catalog.exportState === 'exporting';
  const options: Array<{ value: ExportScope; label: string }> = [
    { value: 'filtered', label: m.exportFiltered(catalog.total) },
    { value: 'all', label: m.exportAll },
  ];
  const run = () => {
    catalog.exportCsv(scope).then(
      (file) => {
        saveExport(file);
        onClose();
      },
      () => undefined, // shown below from exportState
    );
  };
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      title={m.exportTitle}
      size="sm"
      className={className}
      footer={
        <>
          <Button onClick={onClose} disabled={busy}>
            {common.cancel}
          </Button>
          <Button variant="primary" loading={busy} loadingLabel={m.exporting} onClick={run}>
            {m.exportCsv}
          </Button>
        </>
      }
    >
      <fieldset className="curate-Catalog-exportScope" data-slot="catalog-export" data-state={catalog.exportState}>
        <legend className="curate-Catalog-label">{m.exportWhat}</legend>
        {options.map((option) => (
          <label key={option.value} className="curate-Catalog-radio">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={scope === option.value}
              onChange={() => setScope(option.value)}
              disabled={busy}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      {catalog.exportError && (
        <p className="curate-Catalog-formError" role="alert">
          {catalog.exportError}
        </p>
      )}
    </Dialog>
  );
}
