import { type BulkRunNotice, type CreateCsvWorker, type DataIntegrationSubtab, readSubtab } from '@curate/core';
import { useState } from 'react';
import { cx } from '../theme/cx';
import { ApiDocs } from './ApiDocs';
import { BulkImport } from './BulkImport';
import { ImportHelp } from './ImportHelp';
import { SingleProductForm } from './SingleProductForm';

type Method = 'single' | 'bulk' | 'api' | 'help';

/** Props of DataIntegration. */
export interface DataIntegrationProps {
  /** The company products are imported into. Required (null answers 'Please select a company first'). */
  companyId: string | null | undefined;
  /** Inside the workspace's tab screen: the header and the API card are hidden (spec part 2 §2.1); default false. */
  embedded?: boolean;
  /** The sub-tab (controlled), e.g. from the `subtab` query parameter through readSubtab. */
  subtab?: DataIntegrationSubtab;
  /** The first sub-tab when uncontrolled; default 'data-import'. */
  defaultSubtab?: DataIntegrationSubtab;
  /** Called with the sub-tab the user picks (write it to the address: spec part 2 §2.1). */
  onSubtabChange?: (subtab: DataIntegrationSubtab) => void;
  /** Toasts of a bulk run (402, 429, suspension) with their durations; wire them to your notifications. */
  onNotice?: (notice: BulkRunNotice) => void;
  /** Rows per batch call of a bulk run; default 100. */
  batchRows?: number;
  /** Starts the CSV worker (see BulkImport). */
  createWorker?: CreateCsvWorker | null;
  className?: string;
}

const METHODS: Array<{ id: Method; title: string; text: string }> = [
  { id: 'single', title: 'Single Product', text: 'Submit one product through a form.' },
  { id: 'bulk', title: 'Bulk CSV', text: 'Upload a CSV file of many products.' },
  { id: 'api', title: 'API Docs', text: 'Integrate through the REST API.' },
  { id: 'help', title: 'Help', text: 'Best practices, CSV format and timeline.' },
];

/**
 * 'Data Integration' — spec part 2 §2.1: the sub-tabs data-import and api-docs; the Data Import view offers
 * the method cards (single product, bulk CSV, API docs, help) and shows the chosen one.
 */
export function DataIntegration({
  companyId,
  embedded = false,
  subtab,
  defaultSubtab = 'data-import',
  onSubtabChange,
  onNotice,
  batchRows,
  createWorker,
  className,
}: DataIntegrationProps) {
  const [ownSubtab, setOwnSubtab] = useState<DataIntegrationSubtab>(readSubtab(defaultSubtab));
  const active = subtab ?? ownSubtab;
  const [method, setMethod] = useState<Method>('bulk');
  const choose = (next: DataIntegrationSubtab) => {
    setOwnSubtab(next);
    onSubtabChange?.(next);
  };
  const methods = METHODS.filter((m) => !(embedded && m.id === 'api'));
  return (
    <div className={cx('curate-Import', className)} data-slot="data-integration" data-state={active}>
      {!embedded && (
        <header className="curate-Import-header">
          <h2>Data Integration</h2>
          <p>Submit products for AI enhancement through the V2 pipeline.</p>
        </header>
      )}
      <div className="curate-SubTabs" role="tablist" aria-label="Data Integration">
        {(
          [
            ['data-import', 'Data Import'],
            ['api-docs', 'API Docs'],
          ] as const
        ).map(([id, label]) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={active === id}
            tabIndex={active === id ? 0 : -1}
            onClick={() => choose(id)}
          >
            {label}
          </button>
        ))}
      </div>
      {active === 'api-docs' ? (
        <ApiDocs />
      ) : (
        <div role="tabpanel" aria-label="Data Import">
          <div className="curate-Import-methods" data-slot="methods">
            {methods.map((m) => (
              <button
                key={m.id}
                type="button"
                className="curate-Import-method"
                aria-pressed={method === m.id}
                onClick={() => (m.id === 'api' ? choose('api-docs') : setMethod(m.id))}
              >
                <strong>{m.title}</strong>
                <span>{m.text}</span>
              </button>
            ))}
          </div>
          {method === 'single' && <SingleProductForm companyId={companyId} />}
          {method === 'bulk' && (
            <BulkImport
              companyId={companyId}
              {...(onNotice ? { onNotice } : {})}
              {...(batchRows ? { batchRows } : {})}
              {...(createWorker !== undefined ? { createWorker } : {})}
            />
          )}
          {method === 'help' && <ImportHelp />}
        </div>
      )}
    </div>
  );
}
