export { CurateProvider, type CurateProviderProps } from './CurateProvider';
export { usePortalContainer, useThemeStyle } from './CurateContext';
export { appearanceToStyle, type CurateAppearance } from './appearance';
