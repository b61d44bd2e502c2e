import { textProblem, type FieldDefinition } from '../contract/index';
import { productFieldsMessages, type ProductFieldsMessages } from '../messages/index';
import { ADD_FIELD_CREATE_MIN, ADD_FIELD_MIN_INPUT, ADD_FIELD_SEARCH_MIN } from './constants';

/** What the add-field box offers for its current text — spec part 1 §5. */
export interface AddFieldBoxState {
  /** The trimmed text. */
  query: string;
  /** At least 1 character: the box holds a usable entry. */
  accepted: boolean;
  /** At least 2 characters: the existing-field search runs. */
  canSearch: boolean;
  /** At least 3 characters: 'Create new field' is offered. */
  canCreate: boolean;
  /** 'Type at least 3 characters to search or create fields...' below 3 characters; else null. */
  hint: string | null;
  /**
   * What the API's text rule finds wrong with the text as a search (a control character, over 200
   * characters), or null; then nothing is searched or offered for creation (issue #11).
   */
  problem: string | null;
}

/** The add-field box's state for the text typed — spec part 1 §5. */
export function addFieldBoxState(text: string, m: ProductFieldsMessages = productFieldsMessages): AddFieldBoxState {
  const query = text.trim();
  const n = Array.from(query).length;
  const problem = textProblem(query, 'search') ?? null;
  return {
    query,
    accepted: n >= ADD_FIELD_MIN_INPUT,
    canSearch: n >= ADD_FIELD_SEARCH_MIN && problem === null,
    canCreate: n >= ADD_FIELD_CREATE_MIN && problem === null,
    hint: n < ADD_FIELD_CREATE_MIN ? m.addFieldHint : null,
    problem,
  };
}

/**
 * 'No existing fields found. Use "Create new field" above.' once a finished search found nothing and 'Create
 * new field' is offered (3 characters); else null — spec part 1 §5. At 2 characters the search runs but the
 * message would point at an option not there yet, so the hint ('Type at least 3 characters...') speaks alone
 * (issue #14).
 */
export function addFieldResultsMessage(
  state: AddFieldBoxState,
  search: { done: boolean; count: number },
  m: ProductFieldsMessages = productFieldsMessages,
): string | null {
  return state.canCreate && search.done && search.count === 0 ? m.addFieldNoResults : null;
}

/** 'Used in N products' for a search result — spec part 1 §2. */
export const usageLabel = (
  count: number | null | undefined,
  m: ProductFieldsMessages = productFieldsMessages,
): string => m.usedIn(count ?? 0);

/** Search results a product can take: active definitions not already on the product. */
export function addableFields(results: readonly FieldDefinition[], onProduct: Iterable<string>): FieldDefinition[] {
  const taken = new Set(onProduct);
  return results.filter((f) => f.is_active && !taken.has(f.id));
}
