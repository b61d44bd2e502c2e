import { createContext, useContext, type ReactNode } from 'react';
import { baseContent } from '../provider/baseContent';
import { useCatalog, type CatalogController, type UseCatalogOptions } from './useCatalog';

const CatalogContext = createContext<CatalogController | null>(null);

/** The nearest CatalogBase's catalogue; throws outside one. */
export function useCatalogContext(): CatalogController {
  const value = useContext(CatalogContext);
  if (!value) throw new Error('useCatalogContext must be used inside <CatalogBase>');
  return value;
}

export interface CatalogBaseProps extends UseCatalogOptions {
  /** Shown instead of the children while the first page loads; default: the children render. */
  loading?: ReactNode;
  /** Shown instead of the children when the page fails to load; a function gets the error and a retry. Default: the children render. */
  error?: ReactNode | ((error: Error, retry: () => void) => ReactNode);
  /** Shown instead of the children when no product matches; default: the children render. */
  empty?: ReactNode;
  /** Your view of the catalogue, reading useCatalogContext(); a function receives the catalogue. */
  children?: ReactNode | ((catalog: CatalogController) => ReactNode);
}

/**
 * Headless catalogue: runs useCatalog, puts it into context and renders the loading / error / empty slots,
 * so a partner can build their own view on the same logic.
 */
export function CatalogBase({ loading, error, empty, children, ...options }: CatalogBaseProps) {
  const catalog = useCatalog(options);
  const content = baseContent(catalog, { loading, error, empty }, children, catalog);
  return <CatalogContext.Provider value={catalog}>{content}</CatalogContext.Provider>;
}
