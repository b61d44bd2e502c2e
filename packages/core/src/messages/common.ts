// Texts shared by every widget: buttons, states and the parts of the shared primitives — spec part 1 §2.

/** The shared texts; override any of them through `messages.common` on CurateProvider / MessagesProvider. */
export const commonMessages = {
  tryAgain: 'Try again',
  cancel: 'Cancel',
  close: 'Close',
  delete: 'Delete',
  deleting: 'Deleting...',
  yes: 'Yes',
  no: 'No',
  /** Shown where a value is missing or unreadable (a dash, not a word). */
  none: '–',
  loading: 'Loading...',
  noResults: 'No results',
  somethingWentWrong: 'Something went wrong.',
  previous: 'Previous',
  next: 'Next',
  pagination: 'Pagination',
  notifications: 'Notifications',
  dismissNotification: 'Dismiss notification',
  dismissMessage: 'Dismiss message',
  untitledProduct: 'Untitled product',
  /** Names of keys shown beside the review dialog's buttons ('Esc', 'Ctrl+S'); letters show as the key itself. */
  keyEscape: 'Esc',
  keyEnter: 'Enter',
  keySpace: 'Space',
  keyCtrl: 'Ctrl',
  keyMeta: 'Meta',
  keyAlt: 'Alt',
  keyShift: 'Shift',
  /** A review status as shown on badges and in the status select: the status as written — spec part 1 §2. */
  reviewStatus: (status: string): string => status,
  /** 'Quality Score: 8.5/10' (the score comes formatted). */
  qualityScoreOf: (score: string): string => `Quality Score: ${score}`,
  qualityScore: 'Quality Score',
  viewMode: 'View Mode',
  editMode: 'Edit Mode',
  mode: 'Mode',
  saveChanges: 'Save Changes',
  saving: 'Saving...',
  unsavedChanges: 'Unsaved changes',
  loadingProduct: 'Loading product...',
  loadProductFailed: (detail: string): string => `Failed to load product: ${detail}`,
  /** The prompt shown before unsaved edits are dropped (issue #14). */
  discardTitle: 'Discard unsaved changes?',
  discardText: 'Your changes to this product have not been saved.',
  keepEditing: 'Keep editing',
  discard: 'Discard',
  /** Asked when Reject is pressed with unsaved edits: a rejection does not save them. */
  rejectDiscardTitle: 'Reject without your changes?',
  rejectDiscardText: 'Your unsaved changes will be lost. To keep them, choose Keep editing and save first.',
  discardAndReject: 'Discard and reject',
  /** Asked when Approve is pressed in View Mode with unsaved edits: edits not on screen are not approved. */
  approveDiscardTitle: 'Approve without your changes?',
  approveDiscardText:
    'Your unsaved changes are not shown in View Mode and will not be saved. To approve them, choose Keep editing.',
  discardAndApprove: 'Discard and approve',
  /**
   * A validation message of the API contract (the text rule, the create-field form's checks), which the
   * server words the same way in its 4xx answers; shown as written unless this maps it.
   */
  problem: (message: string): string => message,
  /** When a failure carries no message of its own — spec part 1 §8. */
  unknownError: 'Unknown error occurred',
};
