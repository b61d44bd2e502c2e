export { CurateProvider, type CurateProviderProps } from './CurateProvider';
export { CurateStyles, type CurateStylesProps } from './CurateStyles';
export { usePortalContainer, useThemeStyle, useCurateShadowRoot, useCurateNonce } from './CurateContext';
export { appearanceToStyle, readAppearance, type AppearanceProblem, type CurateAppearance } from './appearance';
export type { CurateStyleSource } from './adoptStyles';
