// Texts of the product detail dialog — spec part 1 §2, §8, §9.

/** The product detail dialog's texts; override through `messages.productDetail`. */
export const productDetailMessages = {
  title: (productId: string): string => `Product ID: ${productId}`,
  closeDialog: 'Close product details',
  fieldsTitle: 'Product Fields',
  noFields: 'No fields yet.',
  auditHistoryTitle: 'Audit History',
  noChanges: 'No changes recorded yet.',
  manualOverride: 'Manual Override',
  reviewStatusOf: (status: string): string => `Review status: ${status}`,
  /** 'Updated ' before the relative time of the last change. */
  updatedPrefix: 'Updated ',
  openInReview: 'Open in Review',
  deleteOnlyAdmins: 'Only company admins can delete products',
  deleteConfirmTitle: 'Are you sure you want to delete this product?',
  deleteConfirmText: 'This action cannot be undone.',
  /** Audit entries: the kind of change. */
  changeAdded: 'Added',
  changeUpdated: 'Updated',
  changeRemoved: 'Removed',
  changeReverted: 'Reverted',
  /** Read out between a change's previous and new value (the arrow is hidden from assistive technology). */
  changedTo: ' changed to ',
  revertedBadge: 'Reverted',
  /** An audit entry with values cut at 50 (or 100) characters shows them whole, and cut again. */
  showFullText: 'Show full text',
  showLess: 'Show less',
  revert: 'Revert',
  reverting: 'Reverting...',
  revertChange: (field: string, when: string): string => `Revert change to ${field} (${when})`,
  thisField: 'this field',
  /** Author of a change without a user. */
  system: 'System',
  /** Relative times of the audit history — spec part 1 §9 (then the US Eastern date). */
  justNow: 'Just now',
  minutesAgo: (minutes: number): string => `${minutes}m ago`,
  hoursAgo: (hours: number): string => `${hours}h ago`,
  revertFailed: 'Failed to revert change. Please try again.',
  deleteFailed: 'Failed to delete product. Please try again.',
};
