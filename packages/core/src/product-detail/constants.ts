// Product detail dialog constants and texts — spec part 1 §2, §8, §9.

/** Audit times are shown in US Eastern time — spec part 1 §9. */
export const AUDIT_TIME_ZONE = 'America/New_York';

/** A history value shown on its own is cut at 100 characters; each side of a 'previous → new' change at 50 — spec part 1 §9. */
export const HISTORY_VALUE_MAX_LENGTH = 100;
export const HISTORY_CHANGE_MAX_LENGTH = 50;

/** Messages of the detail dialog hide after the default notification time, 5 s — spec part 1 §9. */
export const DETAIL_MESSAGE_MS = 5000;

/** Texts of the detail dialog — spec part 1 §2. */
export const AUDIT_HISTORY_TITLE = 'Audit History';
export const MANUAL_OVERRIDE_LABEL = 'Manual Override';
export const DELETE_CONFIRM_TITLE = 'Are you sure you want to delete this product?';
export const DELETE_CONFIRM_TEXT = 'This action cannot be undone.';

/** Failure messages of the detail dialog — spec part 1 §8 (save, add and remove texts live in product-fields). */
export const REVERT_FAILED_MESSAGE = 'Failed to revert change. Please try again.';
export const DELETE_FAILED_MESSAGE = 'Failed to delete product. Please try again.';

/** 'Product ID: {product id}' — spec part 1 §2. */
export const productDetailTitle = (productId: string): string => `Product ID: ${productId}`;

/**
 * Whether these roles may delete a product: company admins and the platform super-admin, as the server's
 * access matrix says (deleteProduct); a tenant user sees no enabled Delete (issue #14).
 */
export const canDeleteProducts = (roles: readonly string[]): boolean =>
  roles.includes('tenant-admin') || roles.includes('super-admin');
