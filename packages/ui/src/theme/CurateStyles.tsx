import type { CurateStyleSource } from './adoptStyles';
import { usePortalContainer, useCurateNonce } from './CurateContext';
import { useRootStyles } from './useRootStyles';

/** Props of CurateStyles. */
export interface CurateStylesProps {
  /** Stylesheets to add: CSS text (e.g. `import css from '@curate/ui/styles.catalog.css?inline'`) or constructed sheets. */
  styles: CurateStyleSource | readonly CurateStyleSource[];
}

/**
 * Adds stylesheets to the document or shadow root of the nearest CurateProvider, after the provider's own `styles`,
 * for as long as it is mounted: for a part whose stylesheet comes later than the provider's, such as a widget loaded
 * on demand (the custom elements adopt styles.widgets.base.css first, then the widget's own stylesheet with it).
 */
export function CurateStyles({ styles }: CurateStylesProps) {
  useRootStyles(usePortalContainer(), styles, useCurateNonce());
  return null;
}
