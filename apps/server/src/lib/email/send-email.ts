import type { EmailStatus } from '@taxdesk/domain';
import type { AppContext } from '../../context';
import { emailLog } from '../../db/schema';
import { inScope } from '../../db/tenant';
import { mailTransport } from './mail-transport';

export type OutgoingEmail = {
  /** The organisation the email is about; null for platform emails. */
  orgId: string | null;
  to: string;
  /** Which kind of email (invite, new-notices, weekly-digest, ...): the log groups by it. */
  template: string;
  subject: string;
  text: string;
  html?: string;
};

export type SentEmail = { status: EmailStatus; error: string | null };

/**
 * Sends one email through the configured SMTP server and writes it to the email log, whatever
 * happens. With no SMTP configured the email is only logged (status `logged`). Never throws for a
 * delivery failure: callers report `status` instead, so an unreachable mail server cannot undo
 * the work that asked for the email.
 */
export async function sendEmail(ctx: AppContext, email: OutgoingEmail): Promise<SentEmail> {
  const transport = mailTransport(ctx.config);
  let status: EmailStatus = 'logged';
  let error: string | null = null;
  let messageId: string | null = null;
  if (transport) {
    try {
      const info = await transport.transporter.sendMail({
        from: transport.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
      });
      status = 'sent';
      messageId = info.messageId ?? null;
    } catch (err) {
      status = 'failed';
      error = (err as Error).message.slice(0, 1000);
    }
  }
  await inScope(ctx.db, { orgId: email.orgId, platform: !email.orgId }, (tx) =>
    tx.insert(emailLog).values({
      orgId: email.orgId,
      recipient: email.to,
      subject: email.subject,
      template: email.template,
      status,
      error,
      messageId,
    }),
  );
  return { status, error };
}
