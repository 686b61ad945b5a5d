import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string; subject: string; text: string };

export type SmtpInbox = {
  /** SMTP_URL for the server under test: smtp://user:pass@127.0.0.1:port */
  url: string;
  mails: ReceivedMail[];
  /** Resolves with the first mail to `to` (waits for it to arrive). */
  waitFor(to: string): Promise<ReceivedMail>;
  close(): Promise<void>;
};

/** Quoted-printable soft breaks and escapes, enough to read links out of a message. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * A real SMTP server on loopback (smtp-server) that keeps what it receives: tests send through
 * nodemailer exactly as production would, and read what arrived. It requires the login it is given.
 */
export async function startSmtpInbox(user = 'mailer', pass = 'mail-secret'): Promise<SmtpInbox> {
  const mails: ReceivedMail[] = [];
  const waiting: { to: string; resolve: (m: ReceivedMail) => void }[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, cb) {
      if (auth.username === user && auth.password === pass) cb(null, { user: auth.username });
      else cb(new Error('Invalid username or password'));
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '';
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject,
          text: decodeQuotedPrintable(raw),
        };
        mails.push(mail);
        for (const w of waiting.splice(0)) {
          if (mail.to.includes(w.to)) w.resolve(mail);
          else waiting.push(w);
        }
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://${user}:${pass}@127.0.0.1:${port}`,
    mails,
    waitFor(to) {
      const found = mails.find((m) => m.to.includes(to));
      return found ? Promise.resolve(found) : new Promise((resolve) => waiting.push({ to, resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
