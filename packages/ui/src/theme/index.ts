export { CurateProvider, type CurateProviderProps } from './CurateProvider';
export { CurateStyles, type CurateStylesProps } from './CurateStyles';
// For parts loaded on demand beside a provider (the custom elements' widgets use it).
export { lazyPart, type LazyPart } from './lazyPart';
export { usePortalContainer, useThemeStyle, useCurateShadowRoot, useCurateNonce } from './CurateContext';
export { appearanceToStyle, readAppearance, type AppearanceProblem, type CurateAppearance } from './appearance';
export type { CurateStyleSource } from './adoptStyles';
