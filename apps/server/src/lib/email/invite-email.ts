import type { OutgoingEmail } from './send-email';
import { emailHtml } from './html';

type InviteEmailInput = {
  orgId: string;
  orgName: string;
  to: string;
  role: string;
  invitedBy: string;
  acceptUrl: string;
  expiresAt: Date;
};

/** The invitation to join an organisation: the link is the only way to accept it. */
export function inviteEmail(input: InviteEmailInput): OutgoingEmail {
  const until = input.expiresAt.toUTCString().replace(/:\d\d GMT$/, ' UTC');
  const paragraphs = [
    `${input.invitedBy} invited you to join ${input.orgName} (${input.orgId}) on TaxDesk as ${input.role}.`,
    'Open the link below, sign in or create your account with this email address, and accept the invitation.',
    `The invitation is valid until ${until}.`,
  ];
  return {
    orgId: input.orgId,
    to: input.to,
    template: 'invite',
    subject: `You are invited to ${input.orgName} on TaxDesk`,
    text: `${paragraphs.join('\n\n')}\n\n${input.acceptUrl}\n`,
    html: emailHtml({
      heading: `Join ${input.orgName} on TaxDesk`,
      paragraphs,
      action: { label: 'Accept the invitation', url: input.acceptUrl },
    }),
  };
}
