export { CurateProvider, type CurateProviderProps } from './CurateProvider';
export { usePortalContainer, useThemeStyle, useCurateShadowRoot, useCurateNonce } from './CurateContext';
export { appearanceToStyle, readAppearance, type AppearanceProblem, type CurateAppearance } from './appearance';
export type { CurateStyleSource } from './adoptStyles';
