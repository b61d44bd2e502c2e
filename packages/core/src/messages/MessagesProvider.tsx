import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { defaultMessages, mergeMessages, type CurateMessages, type CurateMessagesOverrides } from './catalogue';
import { createFormat, supportedLocale, type CurateFormat } from './format';

interface MessagesContextValue {
  messages: CurateMessages;
  format: CurateFormat;
}

const MessagesContext = createContext<MessagesContextValue>({
  messages: defaultMessages,
  format: createFormat(),
});

// Each warning once per page, though an inline `messages` object is merged again on every render.
const warned = new Set<string>();
const warnOnce = (message: string) => {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(message);
};

export interface MessagesProviderProps {
  /** Texts to override, by namespace and key; default none (the outer provider's, else the English defaults). */
  messages?: CurateMessagesOverrides;
  /** BCP 47 locale of dates and numbers, e.g. 'de-DE'; default the outer provider's, else 'en-US'. */
  locale?: string;
  children?: ReactNode;
}

/**
 * Puts the widgets' texts and the locale's formatters into context for the headless hooks and the widgets
 * (CurateProvider renders one with its `messages` and `locale`). Nested providers override the outer one's
 * texts key by key. Unknown keys are ignored with a console warning.
 */
export function MessagesProvider({ messages, locale, children }: MessagesProviderProps) {
  const outer = useContext(MessagesContext);
  const merged = useMemo(() => mergeMessages(outer.messages, messages, warnOnce), [outer.messages, messages]);
  const resolvedLocale = locale === undefined ? outer.format.locale : supportedLocale(locale, warnOnce);
  const format = useMemo(
    () =>
      resolvedLocale === outer.format.locale && merged.common.none === outer.messages.common.none
        ? outer.format
        : createFormat(resolvedLocale, merged.common.none),
    [resolvedLocale, merged.common.none, outer],
  );
  const value = useMemo(() => ({ messages: merged, format }), [merged, format]);
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>;
}

/** The texts of the nearest MessagesProvider / CurateProvider; the English defaults without one. */
export function useMessages(): CurateMessages {
  return useContext(MessagesContext).messages;
}

/** Number and date formatters for the nearest provider's locale (Intl, cached per locale); 'en-US' without one. */
export function useFormat(): CurateFormat {
  return useContext(MessagesContext).format;
}
