// @curate/ui product-detail: the catalogue's product detail dialog — spec part 1 §2. The parts are reachable
// as ProductDetail.Dialog, .Meta, .Toolbar, .Fields, .AuditHistory and .DeleteConfirm.
export {
  ProductDetail,
  ProductDetailDialog,
  type ProductDetailDialogProps,
  type ProductDetailProps,
} from './ProductDetail';
export type { DetailToolbarProps as ProductDetailToolbarProps } from './parts/DetailHeader';
export type { DetailFieldsProps as ProductDetailFieldsProps } from './parts/DetailFields';
export type { DetailFieldRowProps as ProductDetailFieldRowProps } from './parts/DetailFieldRow';
export type { AuditHistoryProps as ProductDetailAuditHistoryProps } from './parts/AuditHistory';
