// Invitations — spec part 3 §2, §3, §7 (issue #20): create with an expiry and a one-time link, list,
// revoke; and the public side of the link: preview, then accept once. The link's token is random
// (32 bytes); only its SHA-256 is stored, so neither the table nor a backup holds a usable link.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  INVITATION_LINK_MESSAGES,
  type Invitation,
  type InvitationAccepted,
  type InvitationCreate,
  type InvitationCreated,
  type InvitationListResponse,
  type InvitationPreview,
} from '@curate/core/contract';
import type { z } from 'zod';
import type { Principal } from '../auth/principal';
import { type TenantTx, withTenant } from '../auth/tenantScope';
import type { Database } from '../db/client';
import { companies, invitations, users } from '../db/schema';
import { HttpError } from '../http/http-error';
import { recordAdminAction } from './audit';
import { uniqueViolation } from './dbErrors';
import type { InvitationMailer } from './mailer';
import { ALREADY_MEMBER, memberByEmail } from './members';
import { EMAIL_TAKEN } from './service';
import { freeUsername } from './username';

/** Answer for an invitation id that is not one of the company's. */
export const INVITATION_NOT_FOUND = 'Invitation not found';
/** Answer when a pending invitation for the address exists already. */
export const INVITATION_PENDING = 'An invitation for this email address is already pending';
/** Answer when revoking an invitation that was accepted. */
export const INVITATION_ACCEPTED = 'This invitation has already been accepted';
/** Answer when the invitee's address got an account (elsewhere or here) after the invitation was sent. */
export const ACCOUNT_EXISTS = 'An account with this email address already exists. Sign in with it instead.';
/** Answer when the SMTP server refuses or cannot be reached (nothing is saved). */
export const INVITATION_MAIL_FAILED = 'Failed to send the invitation email. Please try again later.';
/** Answer when the inviting company was deactivated meanwhile. */
export const COMPANY_INACTIVE = 'This company is not active. Ask your administrator.';

/** What creating an invitation needs beyond the request. */
export interface InvitationSettings {
  mailer: InvitationMailer;
  /** The host app's URL; links are `${appUrl}/invitation#token=…`. */
  appUrl: string;
  ttlHours: number;
}

/** SHA-256 (hex) of a link token: what the table stores and looks up. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The accept page's URL for a token; the token sits in the fragment, which browsers never send to a server. */
export const invitationUrl = (appUrl: string, token: string) => `${appUrl}/invitation#token=${token}`;

/** A pending invitation past its expiry reads as expired. */
const effectiveStatus = sql<
  Invitation['status']
>`case when ${invitations.status} = 'pending' and ${invitations.expires_at} <= now() then 'expired'::invitation_status else ${invitations.status} end`;

const invitationColumns = {
  id: invitations.id,
  invitee_email: invitations.invitee_email,
  invitee_name: invitations.invitee_name,
  role: invitations.role,
  status: effectiveStatus,
  created_at: invitations.created_at,
  expires_at: invitations.expires_at,
};

type InvitationRow = { created_at: Date | string; expires_at: Date | string } & Omit<
  Invitation,
  'created_at' | 'expires_at'
>;
const toInvitation = (row: InvitationRow): Invitation => ({
  ...row,
  created_at: new Date(row.created_at).toISOString(),
  expires_at: new Date(row.expires_at).toISOString(),
});

async function invitationById(tx: TenantTx, companyId: string, id: string): Promise<Invitation | null> {
  const [row] = await tx
    .select(invitationColumns)
    .from(invitations)
    .where(and(eq(invitations.company_id, companyId), eq(invitations.id, id)))
    .limit(1);
  return row ? toInvitation(row as InvitationRow) : null;
}

/** GET /companies/{cid}/invitations: every invitation, newest first, with its effective status. */
export async function listInvitations(
  database: Database,
  principal: Principal,
  companyId: string,
): Promise<InvitationListResponse> {
  const rows = await withTenant(database, principal, (tx) =>
    tx
      .select(invitationColumns)
      .from(invitations)
      .where(eq(invitations.company_id, companyId))
      .orderBy(desc(invitations.created_at), desc(invitations.id)),
  );
  return { invitations: rows.map((row) => toInvitation(row as InvitationRow)) };
}

/**
 * POST /companies/{cid}/invitations: 409 for a member's address and for a pending invitation (an expired
 * one is marked expired and replaced). The mail is sent inside the transaction: if the SMTP server refuses
 * it, nothing is saved. Without SMTP the link is logged and answered for the admin to pass on.
 */
export async function createInvitation(
  database: Database,
  principal: Principal,
  companyId: string,
  body: z.output<typeof InvitationCreate>,
  settings: InvitationSettings,
): Promise<InvitationCreated> {
  const token = randomBytes(32).toString('base64url');
  const url = invitationUrl(settings.appUrl, token);
  return withTenant(database, principal, async (tx) => {
    if (await memberByEmail(tx, companyId, body.email)) throw HttpError.conflict(ALREADY_MEMBER);
    await tx
      .update(invitations)
      .set({ status: 'expired' })
      .where(
        and(
          eq(invitations.company_id, companyId),
          eq(invitations.status, 'pending'),
          sql`${invitations.expires_at} <= now()`,
          sql`lower(${invitations.invitee_email}) = lower(${body.email})`,
        ),
      );
    const expiresAt = new Date(Date.now() + settings.ttlHours * 3_600_000);
    let id: string;
    try {
      const [row] = await tx
        .insert(invitations)
        .values({
          company_id: companyId,
          invitee_email: body.email,
          invitee_name: body.name,
          role: body.role,
          invited_by_user_id: principal.role === 'super-admin' ? null : principal.userId,
          expires_at: expiresAt,
          token_hash: tokenHash(token),
        })
        .returning({ id: invitations.id });
      id = row!.id;
    } catch (error) {
      if (uniqueViolation(error) !== null) throw HttpError.conflict(INVITATION_PENDING);
      throw error;
    }
    await recordAdminAction(tx, {
      companyId,
      actor: { userId: principal.userId, email: principal.email },
      action: 'invitation.create',
      target: { type: 'invitation', id },
      details: { email: body.email, name: body.name, role: body.role, expires_at: expiresAt.toISOString() },
    });
    const [company] = await tx
      .select({ name: companies.company_name })
      .from(companies)
      .where(eq(companies.id, companyId));
    let emailSent: boolean;
    try {
      emailSent = await settings.mailer.send({
        to: body.email,
        inviteeName: body.name,
        companyName: company?.name ?? 'your company',
        inviterName: principal.fullName ?? principal.email,
        url,
        expiresAt,
      });
    } catch {
      throw new HttpError(502, 'service_unavailable', INVITATION_MAIL_FAILED); // the mailer logged the cause
    }
    const invitation = (await invitationById(tx, companyId, id))!;
    return { invitation, invite_url: emailSent ? null : url, email_sent: emailSent };
  });
}

/** DELETE /companies/{cid}/invitations/{id}: a pending (or expired) invitation becomes revoked; 409 once accepted. */
export async function revokeInvitation(
  database: Database,
  principal: Principal,
  companyId: string,
  invitationId: string,
): Promise<{ success: true; message: string }> {
  return withTenant(database, principal, async (tx) => {
    const [row] = await tx
      .select({ status: invitations.status, email: invitations.invitee_email })
      .from(invitations)
      .where(and(eq(invitations.company_id, companyId), eq(invitations.id, invitationId)))
      .for('update');
    if (!row) throw HttpError.notFound(INVITATION_NOT_FOUND);
    if (row.status === 'accepted') throw HttpError.conflict(INVITATION_ACCEPTED);
    if (row.status !== 'revoked') {
      await tx
        .update(invitations)
        .set({ status: 'revoked', revoked_at: new Date() })
        .where(and(eq(invitations.company_id, companyId), eq(invitations.id, invitationId)));
      await recordAdminAction(tx, {
        companyId,
        actor: { userId: principal.userId, email: principal.email },
        action: 'invitation.revoke',
        target: { type: 'invitation', id: invitationId },
        details: { email: row.email },
      });
    }
    return { success: true, message: 'Invitation revoked' };
  });
}

const linkColumns = {
  id: invitations.id,
  company_id: invitations.company_id,
  company_name: companies.company_name,
  company_code: companies.company_code,
  company_active: companies.is_active,
  org_id: companies.org_id,
  invitee_email: invitations.invitee_email,
  invitee_name: invitations.invitee_name,
  role: invitations.role,
  status: effectiveStatus,
  expires_at: invitations.expires_at,
};

/**
 * POST /public/invitations/preview: what the link offers and its status, for the accept page. Read on the
 * owner connection (no caller yet: the token is the credential). 404 for an unknown token.
 */
export async function previewInvitation(database: Database, token: string): Promise<InvitationPreview> {
  const [row] = await database.db
    .select(linkColumns)
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.company_id))
    .where(eq(invitations.token_hash, tokenHash(token)))
    .limit(1);
  if (!row) throw HttpError.notFound(INVITATION_LINK_MESSAGES.invalid);
  return {
    company_name: row.company_name,
    invitee_email: row.invitee_email,
    invitee_name: row.invitee_name,
    role: row.role as InvitationPreview['role'], // invitations_role_tenant: never super-admin
    status: row.status,
    expires_at: new Date(row.expires_at).toISOString(),
  };
}

/**
 * POST /public/invitations/accept: once. The invitation row is locked, checked (unknown 404; expired,
 * revoked or used 409 with the page's message), and in the same transaction the account is created in
 * the company with the invited role and the invitation marked accepted. The browser then signs the person
 * in at the identity provider with this address, where the account is linked on first sign-in.
 */
export async function acceptInvitation(database: Database, token: string): Promise<InvitationAccepted> {
  const pending = await previewInvitation(database, token);
  const username = await freeUsername(database, pending.invitee_email);
  return database.db.transaction(async (tx) => {
    const [row] = await tx
      .select(linkColumns)
      .from(invitations)
      .innerJoin(companies, eq(companies.id, invitations.company_id))
      .where(eq(invitations.token_hash, tokenHash(token)))
      .for('update', { of: invitations });
    if (!row) throw HttpError.notFound(INVITATION_LINK_MESSAGES.invalid);
    if (row.status !== 'pending')
      throw HttpError.conflict(INVITATION_LINK_MESSAGES[row.status], { invitation_status: row.status });
    if (!row.company_active) throw HttpError.conflict(COMPANY_INACTIVE);
    const [taken] = await tx
      .select({ company_id: users.company_id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${row.invitee_email})`)
      .limit(1);
    if (taken) throw HttpError.conflict(taken.company_id === row.company_id ? ALREADY_MEMBER : ACCOUNT_EXISTS);
    let userId: string;
    try {
      const [user] = await tx
        .insert(users)
        .values({
          company_id: row.company_id,
          email: row.invitee_email,
          username,
          full_name: row.invitee_name,
          role: row.role,
        })
        .returning({ id: users.id });
      userId = user!.id;
    } catch (error) {
      if (uniqueViolation(error) !== null) throw HttpError.conflict(EMAIL_TAKEN);
      throw error;
    }
    await tx
      .update(invitations)
      .set({ status: 'accepted', accepted_at: new Date(), accepted_user_id: userId })
      .where(eq(invitations.id, row.id));
    await recordAdminAction(tx, {
      companyId: row.company_id,
      actor: { userId, email: row.invitee_email },
      action: 'invitation.accept',
      target: { type: 'invitation', id: row.id },
      details: { role: row.role },
    });
    return { email: row.invitee_email, company_code: row.company_code, org_id: row.org_id };
  });
}
