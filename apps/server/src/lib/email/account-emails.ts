import { emailHtml } from './html';
import type { OutgoingEmail } from './send-email';

const until = (d: Date) => d.toUTCString().replace(/:\d\d GMT$/, ' UTC');

/** The link that proves the address: invitations and an operator's memberships wait for it. */
export function verifyEmail(input: { to: string; url: string; expiresAt: Date }): OutgoingEmail {
  const paragraphs = [
    'Someone (we hope you) created a TaxDesk account with this email address.',
    'Open the link below to confirm the address is yours. Until then, invitations to join a firm cannot be accepted with this account.',
    `The link works once, until ${until(input.expiresAt)}. If you did not create the account, ignore this email.`,
  ];
  return {
    orgId: null,
    to: input.to,
    template: 'verify-email',
    subject: 'Confirm your email address for TaxDesk',
    text: `${paragraphs.join('\n\n')}\n\n${input.url}\n`,
    html: emailHtml({
      heading: 'Confirm your email address',
      paragraphs,
      action: { label: 'Confirm my address', url: input.url },
    }),
  };
}

/** A password reset link: single use, an hour. */
export function resetPasswordEmail(input: { to: string; url: string; expiresAt: Date }): OutgoingEmail {
  const paragraphs = [
    'Someone asked to reset the password of the TaxDesk account with this email address.',
    `Open the link below to choose a new password. It works once, until ${until(input.expiresAt)}; every session of the account is signed out when the password changes.`,
    'If you did not ask for this, ignore this email: your password stays as it is.',
  ];
  return {
    orgId: null,
    to: input.to,
    template: 'reset-password',
    subject: 'Reset your TaxDesk password',
    text: `${paragraphs.join('\n\n')}\n\n${input.url}\n`,
    html: emailHtml({
      heading: 'Reset your password',
      paragraphs,
      action: { label: 'Choose a new password', url: input.url },
    }),
  };
}
