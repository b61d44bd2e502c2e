// Limits, thresholds and texts of the product-field views (review dialog and catalogue detail dialog).
import { productFieldsMessages as m } from '../messages/productFields';

/** Source tooltip hides this long after the pointer and focus have left — spec part 1 §9. */
export const SOURCE_TOOLTIP_HIDE_DELAY_MS = 300;

/** Source excerpts are cut at 150 characters — spec part 1 §9. */
export const EXCERPT_MAX_LENGTH = 150;

/** URLs are shown cut at 60 characters in the detail dialog and at 80 elsewhere — spec part 1 §2, §9. */
export const URL_DISPLAY_SHORT = 60;
export const URL_DISPLAY_LONG = 80;

/** Review queue descriptions are cut at 100 characters — spec part 1 §2. */
export const QUEUE_DESCRIPTION_MAX_LENGTH = 100;

/** At most 3 source quality dots, then '+N' — spec part 1 §9. */
export const MAX_QUALITY_DOTS = 3;

/** The marker appended to cut text. */
export const ELLIPSIS = '...';

/** Multi-line rule: a text value over 80 characters, with a line break or more than one period — spec part 1 §5. */
export const MULTILINE_MIN_LENGTH = 80;
/** Multi-line inputs grow between 40 and 600 px — spec part 1 §5. */
export const MULTILINE_MIN_HEIGHT_PX = 40;
export const MULTILINE_MAX_HEIGHT_PX = 600;

/** Add-field box: accepts input from 1 character, searches at 2, offers 'Create new field' at 3 — spec part 1 §5. */
export const ADD_FIELD_MIN_INPUT = 1;
export const ADD_FIELD_SEARCH_MIN = 2;
export const ADD_FIELD_CREATE_MIN = 3;

/** Add-field box texts — spec part 1 §5. */
export const ADD_FIELD_HINT = m.addFieldHint;
export const ADD_FIELD_NO_RESULTS = m.addFieldNoResults;
export const ADD_FIELD_CREATE_LABEL = m.createNewField;

/** Messages of field changes — spec part 1 §8. */
export const ADD_FIELD_FAILED_MESSAGE = m.addFieldFailed;
export const REMOVE_FIELD_FAILED_MESSAGE = m.removeFieldFailed;
export const SAVE_FAILED_MESSAGE = m.saveFailed;
export const SAVE_SUCCEEDED_MESSAGE = m.saveSucceeded;
export const CREATE_FIELD_FAILED_PREFIX = m.createFieldFailed('');
export const NO_FIELD_DEFINITION_MESSAGE = m.noFieldDefinition;
