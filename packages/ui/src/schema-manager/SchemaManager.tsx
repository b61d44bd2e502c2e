import {
  readSchemaSubtab,
  type SchemaSubtab,
  useSchemaManager,
  commonMessages,
  schemaManagerMessages,
  useTexts,
} from '@curate/core';
import { useMemo, useState } from 'react';
import { Button } from '../primitives/Button/Button';
import { cx } from '../theme/cx';
import { MergeDialog } from './parts/MergeDialog';
import { MergeTab } from './parts/MergeTab';
import { SchemaTab } from './parts/SchemaTab';
import { SuggestedFields } from './parts/SuggestedFields';

/** Props of SchemaManager. */
export interface SchemaManagerProps {
  /** The selected company; while null the screen waits 5 s, then says 'No company selected…' (spec part 2 §2.8). */
  companyId: string | null | undefined;
  /** The sub-tab (controlled), e.g. from the `subtab` query parameter through readSchemaSubtab. */
  subtab?: SchemaSubtab;
  /** The first sub-tab when uncontrolled; default 'schema'. */
  defaultSubtab?: SchemaSubtab;
  /** Called with the sub-tab the user picks (write it to the address: spec part 2 §2.8). */
  onSubtabChange?: (subtab: SchemaSubtab) => void;
  /** Called after fields were reordered (spec part 2 §4.5's notice to other parts of the app); default none. */
  onFieldsReordered?: (groupId: string | null) => void;
  className?: string;
}

/** The sub-tabs and the messages naming them. */
const SUBTABS = [
  ['schema', 'schemaSubtab'],
  ['merge', 'mergeSubtab'],
] as const;

/**
 * The Schema Manager — spec part 2 §2.8, §2.9, §4.4, §4.5: the schema sub-tab (groups and fields, search,
 * drag and drop, editors, export) and the merge sub-tab (manual merge, AI suggestions), over useSchemaManager.
 */
function SchemaManagerRoot({
  companyId,
  subtab,
  defaultSubtab = 'schema',
  onSubtabChange,
  onFieldsReordered,
  className,
}: SchemaManagerProps) {
  const m = useTexts('schemaManager', schemaManagerMessages);
  const common = useTexts('common', commonMessages);
  const c = useSchemaManager({ companyId, ...(onFieldsReordered ? { onFieldsReordered } : {}) });
  const [ownSubtab, setOwnSubtab] = useState<SchemaSubtab>(readSchemaSubtab(defaultSubtab));
  const active = subtab ?? ownSubtab;
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; message: string } | null>(null);
  const shown = message ?? c.notice;
  const groupNames = useMemo(
    () => new Map((c.overview?.groups ?? []).map((entry) => [entry.group.id, entry.group.display_name])),
    [c.overview],
  );
  const choose = (next: SchemaSubtab) => {
    setOwnSubtab(next);
    onSubtabChange?.(next);
  };
  return (
    <div
      ref={setRoot}
      className={cx('curate-Schema', className)}
      data-slot="schema-manager"
      data-state={c.status}
      data-subtab={active}
    >
      <div className="curate-Schema-header">
        <h2>{m.title}</h2>
      </div>
      {c.status === 'waiting' || c.status === 'pending' ? (
        <p className="curate-Schema-hint" role="status" data-slot="loading">
          {m.loadingSchema}
        </p>
      ) : c.status === 'no-company' ? (
        <p className="curate-Schema-alert" role="alert">
          {c.statusMessage}
        </p>
      ) : c.status === 'error' ? (
        <div className="curate-Schema-alert" role="alert" data-slot="error">
          <p>{c.statusMessage}</p>
          <Button size="sm" onClick={() => void c.retry()}>
            {m.retry}
          </Button>
        </div>
      ) : (
        <>
          <div className="curate-SubTabs" role="tablist" aria-label={m.title}>
            {SUBTABS.map(([id, label]) => (
              <button
                key={id}
                type="button"
                role="tab"
                id={`curate-schema-tab-${id}`}
                aria-selected={active === id}
                aria-controls={`curate-schema-panel-${id}`}
                tabIndex={active === id ? 0 : -1}
                onClick={() => choose(id)}
              >
                {m[label]}
              </button>
            ))}
          </div>
          {shown && (
            <div
              className={shown.kind === 'error' ? 'curate-Schema-alert' : 'curate-Schema-success'}
              role={shown.kind === 'error' ? 'alert' : 'status'}
              data-slot="notice"
            >
              <span>{shown.message}</span>{' '}
              <Button
                size="sm"
                variant="ghost"
                aria-label={common.dismissMessage}
                onClick={() => {
                  setMessage(null);
                  c.clearNotice();
                }}
              >
                ×
              </Button>
            </div>
          )}
          <div role="tabpanel" id={`curate-schema-panel-${active}`} aria-labelledby={`curate-schema-tab-${active}`}>
            {active === 'merge' ? (
              <MergeTab controller={c} />
            ) : (
              <SchemaTab
                controller={c}
                container={root}
                onMessage={(kind, text) => setMessage({ kind, message: text })}
              />
            )}
          </div>
          <MergeDialog companyId={companyId} merge={c.merge} groupNames={groupNames} />
        </>
      )}
    </div>
  );
}

export const SchemaManager = Object.assign(SchemaManagerRoot, {
  SchemaTab,
  MergeTab,
  MergeDialog,
  SuggestedFields,
});
