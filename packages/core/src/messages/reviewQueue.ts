// Texts of the review queue and the review dialog — spec part 1 §2, §8.

/** The review queue's and review dialog's texts; override through `messages.reviewQueue`. */
export const reviewQueueMessages = {
  title: 'Review Queue',
  subtitle: 'Review and approve AI-enhanced product data',
  loading: 'Loading review queue...',
  emptyTitle: 'No products to review',
  emptyText: 'All products have been reviewed!',
  loadFailed: (detail: string): string => `Failed to load the review queue: ${detail}`,
  counterPending: 'Pending',
  counterApproved: 'Approved',
  counterRejected: 'Rejected',
  tableCaption: 'Products awaiting review',
  columnProduct: 'Product',
  columnQualityScore: 'Quality Score',
  columnStatus: 'Status',
  columnSources: 'Sources',
  columnEnhanced: 'Enhanced',
  columnActions: 'Actions',
  review: 'Review',
  /** Accessible name of a row's Review button. */
  reviewProduct: (productId: string): string => `Review ${productId}`,
  pagesLabel: 'Review queue pages',
  /** 'Showing X-Y of Z products'. */
  showingRange: (first: number, last: number, total: number): string => `Showing ${first}-${last} of ${total} products`,

  // The review dialog.
  dialogTitle: (productId: string): string => `Review Product: ${productId}`,
  closeDialog: 'Close review',
  approve: 'Approve',
  reject: 'Reject',
  products: 'Products',
  edited: 'edited',
  enhancedTitle: 'AI-Enhanced Product Data',
  noEnhancedFields: 'No enhanced fields yet',
  originalTitle: 'Original Input Data',
  loadingInput: 'Loading input data...',
  loadInputFailed: (detail: string): string => `Failed to load input data: ${detail}`,
  noRawProduct: 'No raw product data found',
  limitedInputTitle: 'Limited Input Data Available',
  limitedInputText:
    'This product was imported before the system started preserving detailed CSV input data, so only the basic import details are shown.',
  productIdentifiers: 'Product Identifiers',
  customerProductId: 'Customer Product ID',
  productName: 'Product Name',
  rawProductId: 'Raw Product ID',
  reviewStatus: 'Review Status',
  inputDetails: 'Input Details',
  inputName: 'Name',
  inputImage: 'Image',
  inputSpecifications: 'Specifications',
  additionalInputData: 'Additional Input Data',
  sourceDetails: 'Source Details',
  sourceSystem: 'Source System',
  importBatch: 'Import Batch',
  sourceUrl: 'Source URL',
  sourceFile: 'Source File',
  fileRow: 'File Row',
  importTimeline: 'Import Timeline',
  imported: 'Imported',
  created: 'Created',
  processed: 'Processed',
  updated: 'Updated',

  // Messages of a review — spec part 1 §8.
  approved: 'Product approved successfully! ✅',
  rejected: 'Product rejected successfully! ❌',
  submitFailed: (detail: string): string => `Failed to submit review: ${detail}`,
  /** A save refused because someone else changed the product meanwhile (409; decision, issue #4). */
  saveConflict:
    'This product was changed by someone else. Its current data is shown with your unsaved changes; check them and save again.',
};
