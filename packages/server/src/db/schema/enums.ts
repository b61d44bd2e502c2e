// Enumerated values shared by the tables. Where the spec gives two readings, both are accepted.
import { pgEnum } from 'drizzle-orm/pg-core';

/** spec part 1 §6: super-admin, tenant-admin, tenant-user. */
export const userRole = pgEnum('user_role', ['super-admin', 'tenant-admin', 'tenant-user']);

/** spec part 3 §3 (invitation.status). */
export const invitationStatus = pgEnum('invitation_status', ['pending', 'accepted', 'revoked', 'expired']);

/** spec part 1 §4: pending is the default. */
export const reviewStatus = pgEnum('review_status', ['pending', 'approved', 'rejected', 'skipped']);

/** spec part 2 §3 (raw product processing_status). */
export const processingStatus = pgEnum('processing_status', [
  'imported',
  'pending_enhancement',
  'enhancing',
  'completed',
  'failed',
]);

/** spec part 1 §3 and part 2 §3: the union of the editor and API-reference type lists. */
export const fieldType = pgEnum('field_type', [
  'text',
  'textarea',
  'number',
  'boolean',
  'select',
  'multiselect',
  'date',
  'datetime',
  'url',
  'email',
  'phone',
  'checkbox',
  'file',
  'image',
  'json',
]);

/** spec part 1 §3 (string, number, boolean, date, url, product_id) plus the API-reference readings. */
export const dataType = pgEnum('data_type', [
  'string',
  'number',
  'boolean',
  'date',
  'url',
  'product_id',
  'text',
  'integer',
  'decimal',
]);

/** Who last wrote a product field value: the AI pipeline or a person. */
export const updatedByType = pgEnum('updated_by_type', ['ai', 'user']);

/** spec part 1 §3 (audit entry change_type): every spelling the spec shows. */
export const changeType = pgEnum('change_type', [
  'field_added',
  'field_update',
  'field_updated',
  'field_removed',
  'field_remove',
  'revert',
  'field_reverted',
]);

/** spec part 2 §4.3: dashboard readings plus the API reference's 'created'. */
export const jobStatus = pgEnum('job_status', [
  'created',
  'queued',
  'processing',
  'running',
  'completed',
  'failed',
  'cancelled',
]);

/** Credit state of a job: none, reserved at start, charged on success, refunded on cancel/failure. */
export const jobBillingStatus = pgEnum('job_billing_status', ['none', 'reserved', 'charged', 'refunded']);

/** spec part 2 §3 (company enhancement config tones). */
export const enhancementTone = pgEnum('enhancement_tone', ['professional', 'technical', 'marketing', 'casual']);

/** spec part 3 §9: hard_stop (default) or soft_alert. */
export const limitMode = pgEnum('limit_mode', ['hard_stop', 'soft_alert']);

/** Kinds of credit-ledger entries; amounts are signed. */
export const transactionType = pgEnum('transaction_type', [
  'purchase',
  'enhancement',
  'refund',
  'adjustment',
  'bonus',
  'expiration',
]);

/** A credit reservation (credits/): held at enhancement start, then captured (success) or released (refund). */
export const creditReservationStatus = pgEnum('credit_reservation_status', ['reserved', 'captured', 'released']);

/** Billing notification severity and priority (spec part 3 §3). */
export const notificationSeverity = pgEnum('notification_severity', ['info', 'warning', 'error', 'critical']);
export const notificationPriority = pgEnum('notification_priority', ['low', 'normal', 'high']);

/** spec part 2 §3: pending then dismissed; accepted once acted on. */
export const mergeSuggestionStatus = pgEnum('merge_suggestion_status', ['pending', 'dismissed', 'accepted']);
