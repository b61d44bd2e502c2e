// The audit trail of admin actions on companies, their people and billing (issue #20): who, what, to whom, when, why.
import type { TenantTx } from '../auth/tenantScope';
import { adminAuditLog } from '../db/schema';

/** The actions recorded, one per admin call that changes something. */
export type AdminAction =
  | 'user.create'
  | 'user.role_change'
  | 'user.delete'
  | 'invitation.create'
  | 'invitation.revoke'
  | 'invitation.accept'
  | 'api_key.create'
  | 'api_key.revoke'
  | 'company.create'
  | 'company.activate'
  | 'company.deactivate'
  // The super-admin's billing writes (billing-admin/, issue #20).
  | 'billing.credits'
  | 'billing.internal_limits'
  | 'billing.overages'
  | 'billing.status';

/** One entry; `actor` is the caller (for an accepted invitation, the invitee). */
export interface AuditEntry {
  companyId: string;
  actor: { userId: string | null; email: string };
  action: AdminAction;
  target: { type: 'user' | 'invitation' | 'company' | 'api_key'; id: string };
  details?: Record<string, unknown>;
  reason?: string | null;
}

/** Appends an entry in the caller's transaction, so the entry exists exactly when the change does. */
export async function recordAdminAction(tx: Pick<TenantTx, 'insert'>, entry: AuditEntry): Promise<void> {
  await tx.insert(adminAuditLog).values({
    company_id: entry.companyId,
    actor_user_id: entry.actor.userId,
    actor_email: entry.actor.email,
    action: entry.action,
    target_type: entry.target.type,
    target_id: entry.target.id,
    details: entry.details ?? null,
    reason: entry.reason ?? null,
  });
}
