import { type SchemaManagerController, commonMessages, schemaManagerMessages, useTexts } from '@curate/core';
import { useState } from 'react';
import { atValues } from '../../internal/Formatted';
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
  const m = useTexts('schemaManager', schemaManagerMessages);
  const common = useTexts('common', commonMessages);
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
          <h3 id="curate-schema-manual">{m.manualMerge}</h3>
          <p>{m.manualMergeText}</p>
          <Button variant="primary" onClick={() => merge.setOpen(true)}>
            {m.mergeFields}
          </Button>
        </section>
        <section
          className="curate-Schema-card"
          aria-labelledby="curate-schema-ai"
          data-slot="ai-analysis"
          data-state={analysis.status}
        >
          <h3 id="curate-schema-ai">{m.aiSuggestions}</h3>
          <p>{m.aiSuggestionsText}</p>
          {analysis.status === 'analyzing' ? (
            <div className="curate-Schema-analysis" role="status">
              <progress max={3} value={analysis.stage + 1} aria-label={m.analysisProgress} />
              <span>
                {atValues(m.analysisStep(analysis.stage + 1, suggestions.stageLabel), [
                  analysis.stage + 1,
                  suggestions.stageLabel,
                ])}
                {analysis.attempt > 0 && m.analysisRetry(analysis.attempt)}
              </span>
              <Button size="sm" onClick={suggestions.cancel}>
                {common.cancel}
              </Button>
            </div>
          ) : (
            <Button variant="primary" onClick={() => void suggestions.analyze()}>
              {m.analyzeFields}
            </Button>
          )}
          {analysis.status === 'error' && (
            <p className="curate-Schema-alert" role="alert">
              {analysis.error}
            </p>
          )}
          {analysis.status === 'empty' && <p role="status">{m.noSuggestions}</p>}
        </section>
      </div>
      <section className="curate-Schema-suggestions" aria-labelledby="curate-schema-suggestions">
        <header className="curate-Schema-toolbar">
          <h3 id="curate-schema-suggestions">{m.mergeSuggestions}</h3>
          <Button size="sm" variant="ghost" onClick={() => void suggestions.refresh()}>
            {m.refresh}
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
          <p className="curate-Schema-hint">{m.loadingSuggestions}</p>
        ) : suggestions.list.length === 0 ? (
          <p className="curate-Schema-hint">{m.noPendingSuggestions}</p>
        ) : (
          <ul className="curate-Schema-suggestionList">
            {suggestions.list.map((suggestion) => {
              const source = suggestion.source_field.display_name;
              const target = suggestion.target_field.display_name;
              const percent = Math.round(suggestion.confidence * 100);
              const sourceCount = suggestion.source_field.usage.product_count;
              const targetCount = suggestion.target_field.usage.product_count;
              const dataType = m.dataTypeName(suggestion.source_field.data_type);
              return (
                <li
                  key={suggestion.id}
                  className="curate-Schema-suggestion"
                  aria-label={m.mergeSuggestion(source, target)}
                >
                  <div>
                    <strong>{suggestion.source_field.display_name}</strong> <code>{suggestion.source_field.name}</code>{' '}
                    → <strong>{suggestion.target_field.display_name}</strong>{' '}
                    <code>{suggestion.target_field.name}</code>{' '}
                    <Badge tone={suggestion.confidence >= 0.85 ? 'success' : 'warning'} size="sm">
                      {atValues(m.confidence(percent), [percent])}
                    </Badge>
                  </div>
                  <p className="curate-Schema-help">{suggestion.rationale}</p>
                  <p className="curate-Schema-hint">
                    {/* '12', ' and ', '20', ' ', 'products · ', 'number': the text nodes before the messages */}
                    {atValues(m.suggestionUsage(sourceCount, targetCount, dataType), [
                      sourceCount,
                      targetCount,
                      ' ',
                      dataType,
                    ])}
                  </p>
                  <div className="curate-Schema-actions">
                    <Button
                      size="sm"
                      variant="primary"
                      loading={busy === `accept-${suggestion.id}`}
                      aria-label={m.acceptMergeOf(source, target)}
                      onClick={() => void act(`accept-${suggestion.id}`, () => suggestions.accept(suggestion.id))}
                    >
                      {m.accept}
                    </Button>
                    <Button
                      size="sm"
                      loading={busy === `dismiss-${suggestion.id}`}
                      aria-label={m.dismissMergeOf(source, target)}
                      onClick={() => void act(`dismiss-${suggestion.id}`, () => suggestions.dismiss(suggestion.id))}
                    >
                      {m.dismiss}
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
