import type { ReactNode } from 'react';

/**
 * A message cut at its values, as atValues (ui/internal/Formatted) does, with each value wrapped (in <code>,
 * <strong>): the same text nodes and elements the JSX had before the text came from the messages (issue #21).
 * A value in `apart` gets the space before it as a text node of its own, where the JSX wrote `{' '}`. Values the
 * message leaves out are skipped.
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
