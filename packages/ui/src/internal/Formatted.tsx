// Texts and dates rendered from the nearest CurateProvider's messages and locale, for places that cannot
// call a hook themselves (table column definitions, which are built once at module load).
import type { ReactNode } from 'react';
import { useFormat, type CurateMessages, commonMessages, useTexts } from '@curate/core';

/** The text `get` picks from one namespace of the provider's messages, e.g. a column header. */
export function MessageText<N extends keyof CurateMessages>({
  namespace,
  defaults,
  get,
}: {
  namespace: N;
  defaults: CurateMessages[N];
  get: (texts: CurateMessages[N]) => string;
}) {
  return <>{get(useTexts(namespace, defaults))}</>;
}

/** A timestamp as a date in the provider's locale ('Mar 2, 2025'); '–' when missing. */
export function FormattedDate({ iso }: { iso: string | null | undefined }) {
  return <>{useFormat().date(iso)}</>;
}

/** A timestamp with its time in the provider's locale ('Mar 2, 2025, 10:00 AM'); '–' when missing. */
export function FormattedDateTime({ iso }: { iso: string | null | undefined }) {
  return <>{useFormat().dateTime(iso)}</>;
}

/** A review status in the provider's words (the status as written by default — spec part 1 §2). */
export function StatusText({ status }: { status: string }) {
  return <>{useTexts('common', commonMessages).reviewStatus(status)}</>;
}

/**
 * A message cut into text nodes at its values ('0 retries of 3' → '0', ' retries of ', '3'), as the JSX around
 * those values rendered it before the text came from the messages: Chromium shapes each text node on its
 * own, so the widget's pixels stay the same. Values the message leaves out are skipped.
 */
export function atValues(text: string, values: ReadonlyArray<string | number>): string[] {
  return wrapValues(text, values.map(String), (value) => value) as string[];
}

/**
 * A message cut at its values, as atValues does, with each value wrapped (in <code>, <strong>): the same text nodes
 * and elements the JSX had before the text came from the messages. A value in `apart` gets the space before it as
 * a text node of its own, where the JSX wrote `{' '}`. Values the message leaves out are skipped.
 */
export function wrapValues(
  text: string,
  values: readonly string[],
  wrap: (value: string, key: number) => ReactNode,
  apart: readonly string[] = [],
): ReactNode[] {
  const nodes: ReactNode[] = [];
  let rest = text;
  values.forEach((value, index) => {
    const at = value === '' ? -1 : rest.indexOf(value);
    if (at < 0) return;
    const before = rest.slice(0, at);
    if (apart.includes(value) && before.endsWith(' ')) {
      if (before.length > 1) nodes.push(before.slice(0, -1));
      nodes.push(' ');
    } else if (before) nodes.push(before);
    nodes.push(wrap(value, index));
    rest = rest.slice(at + value.length);
  });
  if (rest) nodes.push(rest);
  return nodes;
}

/** A message cut at its values (see atValues), with the first value in <strong> ('Remove **Tom Baker** (…)?'). */
export function StrongFirst({ text, values }: { text: string; values: ReadonlyArray<string | number> }) {
  const parts = atValues(text, values);
  const at = parts.indexOf(String(values[0]));
  return <>{parts.map((part, index) => (index === at ? <strong key="strong">{part}</strong> : part))}</>;
}

/** A message cut at its values (see atValues), with every value in <strong> ('**3** group(s) · **9** field(s)'). */
export function StrongValues({ text, values }: { text: string; values: ReadonlyArray<string | number> }) {
  const strong = new Set(values.map(String));
  return (
    <>
      {atValues(text, values).map((part, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: parts of one message, never reordered
        strong.has(part) ? <strong key={index}>{part}</strong> : part,
      )}
    </>
  );
}
