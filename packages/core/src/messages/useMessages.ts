import { useMemo } from 'react';
import { type CurateMessages, defaultMessages } from './catalogue';
import { textsOf, useMessagesContext } from './MessagesProvider';
import { MESSAGE_NAMESPACES } from './namespaces';

/**
 * Every namespace's texts from the nearest MessagesProvider / CurateProvider; the English defaults without one. It
 * holds every widget's texts: code that shows the texts of one namespace reads them with `useTexts`, which keeps
 * the others out of the bundle.
 */
export function useMessages(): CurateMessages {
  const value = useMessagesContext();
  return useMemo(
    () =>
      value.layers.length === 0
        ? defaultMessages
        : (Object.fromEntries(
            MESSAGE_NAMESPACES.map((namespace) => [namespace, textsOf(value, namespace, defaultMessages[namespace])]),
          ) as unknown as CurateMessages),
    [value],
  );
}
