import { createContext, useContext, type ReactNode } from 'react';
import { baseContent } from '../provider/baseContent';
import { useProductDetail, type ProductDetailController, type UseProductDetailOptions } from './useProductDetail';

const ProductDetailContext = createContext<ProductDetailController | null>(null);

/** The nearest ProductDetailBase's controller; throws outside one. */
export function useProductDetailContext(): ProductDetailController {
  const value = useContext(ProductDetailContext);
  if (!value) throw new Error('useProductDetailContext must be used inside <ProductDetailBase>');
  return value;
}

export interface ProductDetailBaseProps extends UseProductDetailOptions {
  /** Shown instead of the children while the product loads; default: the children render. */
  loading?: ReactNode;
  /** Shown instead of the children when the product fails to load; a function gets the error and a retry. Default: the children render. */
  error?: ReactNode | ((error: Error, retry: () => void) => ReactNode);
  /** Your view of the product, reading useProductDetailContext(); a function receives the controller. */
  children?: ReactNode | ((detail: ProductDetailController) => ReactNode);
}

/**
 * Headless product detail: runs useProductDetail, puts it into context and renders the loading / error
 * slots, so a partner can build their own detail view on the same logic.
 */
export function ProductDetailBase({ loading, error, children, ...options }: ProductDetailBaseProps) {
  const detail = useProductDetail(options);
  const content = baseContent({ ...detail, isEmpty: false }, { loading, error }, children, detail);
  return <ProductDetailContext.Provider value={detail}>{content}</ProductDetailContext.Provider>;
}
