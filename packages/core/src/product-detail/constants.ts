// Product detail dialog constants and texts — spec part 1 §2, §8, §9.
import { productDetailMessages as m } from '../messages/productDetail';

/** Audit times are shown in US Eastern time — spec part 1 §9. */
export const AUDIT_TIME_ZONE = 'America/New_York';

/** A history value shown on its own is cut at 100 characters; each side of a 'previous → new' change at 50 — spec part 1 §9. */
export const HISTORY_VALUE_MAX_LENGTH = 100;
export const HISTORY_CHANGE_MAX_LENGTH = 50;

/** Messages of the detail dialog hide after the default notification time, 5 s — spec part 1 §9. */
export const DETAIL_MESSAGE_MS = 5000;

/** Texts of the detail dialog — spec part 1 §2. */
export const AUDIT_HISTORY_TITLE = m.auditHistoryTitle;
export const MANUAL_OVERRIDE_LABEL = m.manualOverride;
export const DELETE_CONFIRM_TITLE = m.deleteConfirmTitle;
export const DELETE_CONFIRM_TEXT = m.deleteConfirmText;

/** Failure messages of the detail dialog — spec part 1 §8 (save, add and remove texts live in product-fields). */
export const REVERT_FAILED_MESSAGE = m.revertFailed;
export const DELETE_FAILED_MESSAGE = m.deleteFailed;

/** 'Product ID: {product id}' — spec part 1 §2. */
export const productDetailTitle = (productId: string): string => m.title(productId);

/**
 * Whether these roles may delete a product: company admins and the platform super-admin, as the server's
 * access matrix says (deleteProduct); a tenant user sees no enabled Delete (issue #14).
 */
export const canDeleteProducts = (roles: readonly string[]): boolean =>
  roles.includes('tenant-admin') || roles.includes('super-admin');
