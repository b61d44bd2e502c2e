import { SCHEMA_MESSAGES, type SchemaManagerController } from '@curate/core';
import { useState } from 'react';
import { Badge } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';

/** Props of MergeTab. */
export interface MergeTabProps {
  controller: SchemaManagerController;
}

/**
 * The merge sub-tab — spec part 2 §2.8, §4.4, §8.4: a Manual Merge card, a 'Get AI Suggestions' card with
 * Analyze Fields (three stages, cancellable), and the pending suggestions with Accept and Dismiss.
 */
export function MergeTab({ controller }: MergeTabProps) {
  const { suggestions, merge } = controller;
  const { analysis } = suggestions;
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const act = async (id: string, work: () => Promise<unknown>) => {
    setBusy(id);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="curate-Schema-mergeTab" data-slot="merge-tab">
      <div className="curate-Schema-cards">
        <section className="curate-Schema-card" aria-labelledby="curate-schema-manual">
          <h3 id="curate-schema-manual">Manual Merge</h3>
          <p>Pick a source field and a target field of the same data type, preview, then merge.</p>
          <Button variant="primary" onClick={() => merge.setOpen(true)}>
            Merge Fields
          </Button>
        </section>
        <section
          className="curate-Schema-card"
          aria-labelledby="curate-schema-ai"
          data-slot="ai-analysis"
          data-state={analysis.status}
        >
          <h3 id="curate-schema-ai">Get AI Suggestions</h3>
          <p>Find fields that hold the same information by their names, types, shared values and usage.</p>
          {analysis.status === 'analyzing' ? (
            <div className="curate-Schema-analysis" role="status">
              <progress max={3} value={analysis.stage + 1} aria-label="Analysis progress" />
              <span>
                Step {analysis.stage + 1} of 3: {suggestions.stageLabel}...
                {analysis.attempt > 0 && ` (retry ${analysis.attempt})`}
              </span>
              <Button size="sm" onClick={suggestions.cancel}>
                Cancel
              </Button>
            </div>
          ) : (
            <Button variant="primary" onClick={() => void suggestions.analyze()}>
              Analyze Fields
            </Button>
          )}
          {analysis.status === 'error' && (
            <p className="curate-Schema-alert" role="alert">
              {analysis.error}
            </p>
          )}
          {analysis.status === 'empty' && <p role="status">{SCHEMA_MESSAGES.noSuggestions}</p>}
        </section>
      </div>
      <section className="curate-Schema-suggestions" aria-labelledby="curate-schema-suggestions">
        <header className="curate-Schema-toolbar">
          <h3 id="curate-schema-suggestions">Merge Suggestions</h3>
          <Button size="sm" variant="ghost" onClick={() => void suggestions.refresh()}>
            Refresh
          </Button>
        </header>
        {failure && (
          <p className="curate-Schema-alert" role="alert">
            {failure}
          </p>
        )}
        {suggestions.error ? (
          <p className="curate-Schema-alert" role="alert">
            {suggestions.error}
          </p>
        ) : suggestions.status === 'pending' ? (
          <p className="curate-Schema-hint">Loading suggestions...</p>
        ) : suggestions.list.length === 0 ? (
          <p className="curate-Schema-hint">No pending suggestions. Analyze your fields to get some.</p>
        ) : (
          <ul className="curate-Schema-suggestionList">
            {suggestions.list.map((suggestion) => {
              const label = `${suggestion.source_field.display_name} into ${suggestion.target_field.display_name}`;
              return (
                <li key={suggestion.id} className="curate-Schema-suggestion" aria-label={`Merge ${label}`}>
                  <div>
                    <strong>{suggestion.source_field.display_name}</strong> <code>{suggestion.source_field.name}</code>{' '}
                    → <strong>{suggestion.target_field.display_name}</strong>{' '}
                    <code>{suggestion.target_field.name}</code>{' '}
                    <Badge tone={suggestion.confidence >= 0.85 ? 'success' : 'warning'} size="sm">
                      {Math.round(suggestion.confidence * 100)}% confidence
                    </Badge>
                  </div>
                  <p className="curate-Schema-help">{suggestion.rationale}</p>
                  <p className="curate-Schema-hint">
                    {suggestion.source_field.usage.product_count} and {suggestion.target_field.usage.product_count}{' '}
                    products · {suggestion.source_field.data_type}
                  </p>
                  <div className="curate-Schema-actions">
                    <Button
                      size="sm"
                      variant="primary"
                      loading={busy === `accept-${suggestion.id}`}
                      aria-label={`Accept merge of ${label}`}
                      onClick={() => void act(`accept-${suggestion.id}`, () => suggestions.accept(suggestion.id))}
                    >
                      Accept
                    </Button>
                    <Button
                      size="sm"
                      loading={busy === `dismiss-${suggestion.id}`}
                      aria-label={`Dismiss merge of ${label}`}
                      onClick={() => void act(`dismiss-${suggestion.id}`, () => suggestions.dismiss(suggestion.id))}
                    >
                      Dismiss
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
