import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { CurateMessages, CurateMessagesOverrides } from './catalogue';
import { commonMessages } from './common';
import { createFormat, supportedLocale, type CurateFormat } from './format';
import { checkNamespaces, mergeNamespace, type Texts } from './merge';
import { MESSAGE_NAMESPACES } from './namespaces';

export interface MessagesContextValue {
  /** The checked overrides of every provider from the outermost in; a namespace's texts are its defaults with them applied. */
  layers: readonly Record<string, Texts>[];
  format: CurateFormat;
  /** Each namespace's texts once merged, for this value (a new provider value starts afresh). */
  merged: Map<string, unknown>;
}

const MessagesContext = createContext<MessagesContextValue>({
  layers: [],
  format: createFormat(),
  merged: new Map(),
});

// Each warning once per page, though an inline `messages` object is merged again on every render.
const warned = new Set<string>();
const warnOnce = (message: string) => {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(message);
};

/** The nearest provider's value (internal: useMessages reads every namespace from it). */
export const useMessagesContext = (): MessagesContextValue => useContext(MessagesContext);

/** One namespace's texts under `value`: its English defaults with every provider's overrides applied, outermost first. */
export function textsOf<N extends keyof CurateMessages>(
  value: MessagesContextValue,
  namespace: N,
  defaults: CurateMessages[N],
): CurateMessages[N] {
  const cached = value.merged.get(namespace);
  if (cached) return cached as CurateMessages[N];
  let texts = defaults;
  for (const layer of value.layers) {
    const overrides = layer[namespace];
    if (overrides) texts = mergeNamespace(namespace, texts, overrides, warnOnce);
  }
  value.merged.set(namespace, texts);
  return texts;
}

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
 * texts key by key. Unknown namespaces and keys are ignored with a console warning.
 */
export function MessagesProvider({ messages, locale, children }: MessagesProviderProps) {
  const outer = useContext(MessagesContext);
  const layers = useMemo(() => {
    const checked = checkNamespaces(messages, MESSAGE_NAMESPACES, warnOnce);
    return checked === null ? outer.layers : [...outer.layers, checked];
  }, [outer.layers, messages]);
  const resolvedLocale = locale === undefined ? outer.format.locale : supportedLocale(locale, warnOnce);
  const value = useMemo(() => {
    const next: MessagesContextValue = { layers, format: outer.format, merged: new Map() };
    const none = textsOf(next, 'common', commonMessages).none;
    if (resolvedLocale !== outer.format.locale || none !== textsOf(outer, 'common', commonMessages).none)
      next.format = createFormat(resolvedLocale, none);
    return next;
  }, [layers, resolvedLocale, outer]);
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>;
}

/**
 * The texts of one namespace from the nearest MessagesProvider / CurateProvider (its English `defaults` without
 * one), e.g. `useTexts('reviewQueue', reviewQueueMessages)`: the widgets' way, so that a bundle holds only the
 * namespaces its widgets read.
 */
export function useTexts<N extends keyof CurateMessages>(namespace: N, defaults: CurateMessages[N]): CurateMessages[N] {
  return textsOf(useContext(MessagesContext), namespace, defaults);
}

/** Number and date formatters for the nearest provider's locale (Intl, cached per locale); 'en-US' without one. */
export function useFormat(): CurateFormat {
  return useContext(MessagesContext).format;
}
