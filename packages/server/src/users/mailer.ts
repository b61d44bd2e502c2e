// Invitation e-mail (issue #20): through SMTP with nodemailer when SMTP_URL is set; otherwise the link is
// logged, and the create call answers it to the admin to pass on.
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { AppConfig } from '../config';

/** One invitation to send. */
export interface InvitationMail {
  to: string;
  inviteeName: string;
  companyName: string;
  inviterName: string;
  url: string;
  expiresAt: Date;
}

/** Sends invitations; `send` resolves true once mailed, false when the link was only logged. */
export interface InvitationMailer {
  send(mail: InvitationMail): Promise<boolean>;
}

/** SMTP timeouts: a slow mail server fails the call (and nothing is saved) rather than hanging it. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 };

/** The message text, plain and in HTML. */
export function invitationMessage(mail: InvitationMail): { subject: string; text: string; html: string } {
  const subject = `You are invited to join ${mail.companyName} on Curate`;
  const expires = mail.expiresAt.toUTCString();
  const text = [
    `Hello ${mail.inviteeName},`,
    '',
    `${mail.inviterName} invited you to join ${mail.companyName} on Curate.`,
    `Accept the invitation (the link works once, until ${expires}):`,
    mail.url,
  ].join('\n');
  const esc = (value: string) =>
    value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
  const html = `<p>Hello ${esc(mail.inviteeName)},</p><p>${esc(mail.inviterName)} invited you to join ${esc(mail.companyName)} on Curate.</p><p><a href="${esc(mail.url)}">Accept the invitation</a> (the link works once, until ${esc(expires)}).</p>`;
  return { subject, text, html };
}

/** The mailer of this configuration. */
export function createInvitationMailer(mail: AppConfig['mail'], log: FastifyBaseLogger): InvitationMailer {
  if (!mail.smtpUrl) {
    return {
      async send(invitation) {
        log.info(
          { invitee: invitation.to, invite_url: invitation.url },
          'Invitation link (SMTP_URL is not set: not mailed)',
        );
        return false;
      },
    };
  }
  const transport = createTransport({ url: mail.smtpUrl, ...SMTP_TIMEOUTS });
  return {
    async send(invitation) {
      try {
        await transport.sendMail({ from: mail.from, to: invitation.to, ...invitationMessage(invitation) });
      } catch (error) {
        log.error({ err: error, invitee: invitation.to }, 'Invitation e-mail could not be sent');
        throw error;
      }
      return true;
    },
  };
}
