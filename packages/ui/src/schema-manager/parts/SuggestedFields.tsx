import {
  type FieldEditorDraft,
  type FieldSuggestion,
  type FieldSuggestionsController,
  schemaManagerMessages,
  useTexts,
} from '@curate/core';
import { useId } from 'react';
import { atValues } from '../../internal/Formatted';
import { Badge } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';
import { cx } from '../../theme/cx';

/** Props of SuggestedFields. */
export interface SuggestedFieldsProps {
  /** The suggested fields, e.g. the Schema Manager controller's `fieldSuggestions` (useFieldSuggestions). */
  suggestions: FieldSuggestionsController;
  /** Create field: opens the create-field form with the suggestion's draft. */
  onCreate: (draft: FieldEditorDraft, suggestion: FieldSuggestion) => void;
  className?: string;
}

/** Confidence at or above this reads as high (the merge suggestions' badge uses the same mark). */
const HIGH_CONFIDENCE = 0.85;

/**
 * The 'Suggested fields' panel of the Schema tab: values the enhancement read that no field holds, each with
 * the number of products it was read in, its sample values, its quote (on hover, or expanded) and Create field,
 * which opens the create-field form prefilled (the unit in the display name, number when the values are measures).
 */
export function SuggestedFields({ suggestions: s, onCreate, className }: SuggestedFieldsProps) {
  const m = useTexts('schemaManager', schemaManagerMessages);
  const headingId = useId();
  return (
    <section
      className={cx('curate-Schema-card curate-Schema-fieldSuggestions', className)}
      aria-labelledby={headingId}
      data-slot="field-suggestions"
      data-state={s.status}
    >
      <header className="curate-Schema-toolbar">
        <h3 id={headingId}>{m.suggestedFields}</h3>
        <Button size="sm" variant="ghost" onClick={() => void s.refetch()}>
          {m.refresh}
        </Button>
      </header>
      <p className="curate-Schema-help">{m.suggestedFieldsText}</p>
      {s.status === 'pending' ? (
        <p className="curate-Schema-hint" role="status" data-slot="field-suggestions-loading">
          {m.loadingFieldSuggestions}
        </p>
      ) : s.status === 'error' ? (
        <div className="curate-Schema-alert" role="alert" data-slot="field-suggestions-error">
          <p>{s.error}</p>
          <Button size="sm" onClick={() => void s.refetch()}>
            {m.retry}
          </Button>
        </div>
      ) : s.suggestions.length === 0 ? (
        <p className="curate-Schema-hint" data-slot="field-suggestions-empty">
          {m.noFieldSuggestions}
        </p>
      ) : (
        <ul className="curate-Schema-suggestionList">
          {s.suggestions.map((suggestion) => (
            <SuggestedField
              key={suggestion.name}
              suggestion={suggestion}
              onCreate={() => onCreate(s.draftOf(suggestion), suggestion)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function SuggestedField({ suggestion, onCreate }: { suggestion: FieldSuggestion; onCreate: () => void }) {
  const m = useTexts('schemaManager', schemaManagerMessages);
  const { name, products, sample_values: samples, sample_quote: quote, mean_confidence: confidence } = suggestion;
  const percent = confidence === null ? null : Math.round(confidence * 100);
  return (
    <li className="curate-Schema-suggestion" data-slot="field-suggestion" aria-label={name}>
      <div className="curate-Schema-fieldHead">
        <strong className="curate-Schema-fieldName">{name}</strong>
        <span className="curate-Schema-usage" data-slot="suggestion-products">
          {atValues(m.productCount(products), [products, ' '])}
        </span>
        {percent !== null && confidence !== null && (
          <Badge tone={confidence >= HIGH_CONFIDENCE ? 'success' : 'warning'} size="sm">
            {atValues(m.confidence(percent), [percent])}
          </Badge>
        )}
      </div>
      {samples.length > 0 && (
        <p className="curate-Schema-samples" data-slot="suggestion-samples">
          <span className="curate-visually-hidden">{`${m.fieldSuggestionSamples} `}</span>
          {samples.map((value) => (
            <span key={value} className="curate-Schema-sample">
              {value}
            </span>
          ))}
        </p>
      )}
      {quote && (
        <details className="curate-Schema-quote" data-slot="suggestion-quote">
          <summary title={quote}>{m.showQuote}</summary>
          <blockquote aria-label={m.quoteFor(name)}>{quote}</blockquote>
        </details>
      )}
      <div className="curate-Schema-actions">
        <Button size="sm" variant="primary" aria-label={m.createFieldFromSuggestionOf(name)} onClick={onCreate}>
          {m.createFieldFromSuggestion}
        </Button>
      </div>
    </li>
  );
}
