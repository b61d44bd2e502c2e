// Invitation e-mail through SMTP (issue #20): with SMTP_URL the link goes out by mail and is not answered;
// when the SMTP server refuses, the call fails with 502 and nothing is saved.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvitationCreated } from '@curate/core/contract';
import { ACME, ALICE, startFeatureTest, type FeatureTest } from '../test/featureTest';
import { startTestSmtpServer, type TestSmtpServer } from '../test/smtpServer';
import { INVITATION_MAIL_FAILED } from './invitations';

/** The text of a quoted-printable body. */
const decodeQp = (data: string) =>
  data
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

describe('invitation e-mail over SMTP', () => {
  let smtp: TestSmtpServer;
  let test: FeatureTest;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    test = await startFeatureTest(undefined, {
      env: {
        SMTP_URL: smtp.url,
        SMTP_FROM: 'Curate <invites@curate.test>',
        APP_PUBLIC_URL: 'https://curate.example.com',
      },
    });
  });
  afterAll(async () => {
    await test?.close();
    await smtp?.close();
  });

  it('mails the one-time link to the invitee and does not answer it', async () => {
    const res = await test.call(ALICE, 'POST', `/companies/${ACME.id}/invitations`, {
      email: 'mailed@acme.test',
      name: 'Mae Mailed',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(InvitationCreated.parse(res.json())).toMatchObject({ email_sent: true, invite_url: null });
    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail!.to).toEqual(['<mailed@acme.test>']);
    expect(mail!.from).toBe('<invites@curate.test>');
    const text = decodeQp(mail!.data);
    expect(text).toContain('Subject: You are invited to join Acme Tools on Curate');
    const token = /https:\/\/curate\.example\.com\/invitation#token=([\w-]{43})/.exec(text)?.[1];
    expect(token).toBeDefined();
    const preview = await test.call(null, 'POST', '/public/invitations/preview', { token });
    expect(preview.json()).toMatchObject({ invitee_email: 'mailed@acme.test', status: 'pending' });
  });
});

describe('an SMTP server that refuses', () => {
  let smtp: TestSmtpServer;
  let test: FeatureTest;
  beforeAll(async () => {
    smtp = await startTestSmtpServer({ refuseRecipients: true });
    test = await startFeatureTest([ALICE], { env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await test?.close();
    await smtp?.close();
  });

  it('answers 502 and saves neither the invitation nor its audit entry', async () => {
    const res = await test.call(ALICE, 'POST', `/companies/${ACME.id}/invitations`, {
      email: 'bounced@acme.test',
      name: 'Bo Bounced',
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().detail).toBe(INVITATION_MAIL_FAILED);
    expect(await test.sql(sql`select id from invitations where invitee_email = 'bounced@acme.test'`)).toEqual([]);
    expect(await test.sql(sql`select id from admin_audit_log where action = 'invitation.create'`)).toEqual([]);
  });
});
