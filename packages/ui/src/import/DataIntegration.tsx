import {
  type BulkRunNotice,
  type CreateCsvWorker,
  type DataIntegrationSubtab,
  type ImportMessages,
  readSubtab,
  importMessages,
  useTexts,
} from '@curate/core';
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

/** A text (not a function) of messages.import. */
type TextKey = { [K in keyof ImportMessages]: ImportMessages[K] extends string ? K : never }[keyof ImportMessages];

/** The method cards: their title and text in messages.import. */
const METHODS: Array<{ id: Method; title: TextKey; text: TextKey }> = [
  { id: 'single', title: 'singleProduct', text: 'singleProductText' },
  { id: 'bulk', title: 'bulkCsv', text: 'bulkCsvText' },
  { id: 'api', title: 'apiDocs', text: 'apiDocsText' },
  { id: 'help', title: 'help', text: 'helpText' },
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
  const t = useTexts('import', importMessages);
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
          <h2>{t.title}</h2>
          <p>{t.subtitle}</p>
        </header>
      )}
      <div className="curate-SubTabs" role="tablist" aria-label={t.title}>
        {(
          [
            ['data-import', t.dataImport],
            ['api-docs', t.apiDocs],
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
        <div role="tabpanel" aria-label={t.dataImport}>
          <div className="curate-Import-methods" data-slot="methods">
            {methods.map((m) => (
              <button
                key={m.id}
                type="button"
                className="curate-Import-method"
                aria-pressed={method === m.id}
                onClick={() => (m.id === 'api' ? choose('api-docs') : setMethod(m.id))}
              >
                <strong>{t[m.title]}</strong>
                <span>{t[m.text]}</span>
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
