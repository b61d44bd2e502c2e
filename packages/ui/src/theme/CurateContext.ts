import { createContext, useContext, type CSSProperties } from 'react';

interface CurateContextValue {
  portalContainer: HTMLElement | null;
  themeStyle: CSSProperties;
}

const noTheme: CSSProperties = {};

export const CurateContext = createContext<CurateContextValue>({ portalContainer: null, themeStyle: noTheme });

/** The element inside the nearest CurateProvider's themed root where overlays render; null before mount or without a provider. */
export function usePortalContainer(): HTMLElement | null {
  return useContext(CurateContext).portalContainer;
}

/** The nearest CurateProvider's appearance as inline custom properties, for overlays that must render outside the root; {} without a provider. */
export function useThemeStyle(): CSSProperties {
  return useContext(CurateContext).themeStyle;
}
