import { lazyPart } from '../../theme/lazyPart';

// The catalogue's two dialogs (with Headless UI's dialog) load in chunks of their own, requested as the catalogue
// first renders, and so does the table view (with TanStack Table and Virtual), which the default cards view does not
// need: the catalogue fetches it once it has drawn (issue #21, the Catalog bundle budget). Nothing the catalogue's
// entry imports may import these modules, or esbuild would count them as part of the first render again.
export const LazyAddFilterDialog = lazyPart(() => import('./AddFilterDialog').then((m) => m.AddFilterDialog));
export const LazyExportDialog = lazyPart(() => import('./ExportDialog').then((m) => m.ExportDialog));
export const LazyProductTable = lazyPart(() => import('./ProductTable').then((m) => m.ProductTable));
