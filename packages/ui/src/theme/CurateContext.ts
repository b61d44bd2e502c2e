import { createContext, useContext, type CSSProperties } from 'react';

interface CurateContextValue {
  portalContainer: HTMLElement | null;
  themeStyle: CSSProperties;
  /** The shadow root the provider renders in; null in the document (issue #21). */
  shadowRoot?: ShadowRoot | null;
  /** The CSP nonce for style elements the widgets create (issue #21). */
  nonce?: string;
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

/** The shadow root the nearest CurateProvider renders in, where modal dialogs then stay; null in the document. */
export function useCurateShadowRoot(): ShadowRoot | null {
  return useContext(CurateContext).shadowRoot ?? null;
}

/** The nearest CurateProvider's CSP nonce; undefined when none was given. */
export function useCurateNonce(): string | undefined {
  return useContext(CurateContext).nonce;
}
