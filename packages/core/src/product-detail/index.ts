// @curate/core product-detail: the catalogue's product detail dialog logic — spec part 1 §2, §3, §4, §7, §8, §9.
export * from './constants';
export * from './auditTime';
export * from './auditEntries';
export * from './detailFields';
export * from './messages';
export * from './productDetailSession';
export { invalidateAfterDelete } from './detailQueries';
export { useProductDetail, type ProductDetailController, type UseProductDetailOptions } from './useProductDetail';
export { ProductDetailBase, useProductDetailContext, type ProductDetailBaseProps } from './ProductDetailBase';
