// The text rule without zod (issue #21: the login page checks an email with it before zod loads); text.ts builds
// the zod schemas on it.
// One text rule for every free-text field the API reads (issue #11): the server, the client forms and the
// OpenAPI document all take it from here. PostgreSQL cannot store a NUL character, a lone UTF-16 surrogate
// has no UTF-8 form, and other control characters are invisible in every screen, so all three are refused
// (tab, CR and LF only where a field allows several lines); each kind of field has a documented maximum
// length (docs/security.md, "Text rules").

/** The kinds of free text, each with its maximum length and whether it may hold several lines. */
export const TEXT_KINDS = {
  /** Names, titles, codes and other one-line identifiers people type (clean name, display name, tone). */
  name: { maxLength: 200, multiline: false },
  /** A paragraph: short descriptions, help texts, group descriptions, suspension reasons. */
  short: { maxLength: 1_000, multiline: true },
  /** Long text: long descriptions, raw product details, field values, custom instructions. */
  long: { maxLength: 20_000, multiline: true },
  /** Notes people leave on a change: review notes, change reasons, credit adjustment notes. */
  note: { maxLength: 2_000, multiline: true },
  /** A link. */
  url: { maxLength: 2_048, multiline: false },
  /** Search and filter text in a query string. */
  search: { maxLength: 200, multiline: false },
} as const satisfies Record<string, { maxLength: number; multiline: boolean }>;

/** A kind of free text: name, short, long, note, url or search. */
export type TextKind = keyof typeof TEXT_KINDS;

/** Messages of the text rule; the field is named by the error's `loc`. */
export const TEXT_MESSAGES = {
  control: 'Must not contain control characters',
  lineBreak: 'Must be a single line without control characters',
  surrogate: 'Must not contain invalid Unicode characters',
  tooLong: (maxLength: number) => `Must be at most ${maxLength.toLocaleString('en-US')} characters`,
} as const;

// C0 and C1 control characters and DEL; the multi-line set spares tab (09), LF (0A) and CR (0D).
// biome-ignore lint/suspicious/noControlCharactersInRegex: the rule exists to find control characters.
const CONTROL_ANY = /[\u0000-\u001F\u007F-\u009F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the rule exists to find control characters.
const CONTROL_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text holds a NUL character or a lone UTF-16 surrogate: what no database can store. */
export function isUnstorableText(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value);
}

export function characterProblem(value: string, multiline: boolean): string | undefined {
  if (LONE_SURROGATE.test(value)) return TEXT_MESSAGES.surrogate;
  if ((multiline ? CONTROL_MULTILINE : CONTROL_ANY).test(value))
    return multiline ? TEXT_MESSAGES.control : TEXT_MESSAGES.lineBreak;
  return undefined;
}

/** What is wrong with `value` as text of `kind`, or undefined when it passes the rule (forms show it as typed). */
export function textProblem(value: string, kind: TextKind): string | undefined {
  const { maxLength, multiline } = TEXT_KINDS[kind];
  return (
    characterProblem(value, multiline) ?? (value.length > maxLength ? TEXT_MESSAGES.tooLong(maxLength) : undefined)
  );
}
