import { lazyPart } from '../../internal/lazyPart';

// The catalogue's two dialogs (with Headless UI's dialog) load in chunks of their own, requested as the catalogue
// first renders (issue #21, the Catalog bundle budget).
export const LazyAddFilterDialog = lazyPart(() => import('./AddFilterDialog').then((m) => m.AddFilterDialog));
export const LazyExportDialog = lazyPart(() => import('./ExportDialog').then((m) => m.ExportDialog));
