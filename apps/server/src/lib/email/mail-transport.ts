import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config';

type MailTransport = { transporter: Transporter; from: string };

const cache = new WeakMap<Config, MailTransport | null>();

/**
 * The SMTP transport the configuration names (SMTP_URL, or SMTP_HOST with port, user and password),
 * or null when none is configured: the embedded default only logs its emails.
 */
export function mailTransport(config: Config): MailTransport | null {
  if (cache.has(config)) return cache.get(config)!;
  let transporter: Transporter | null = null;
  const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
  if (config.SMTP_URL) {
    const url = new URL(config.SMTP_URL);
    transporter = nodemailer.createTransport({
      host: url.hostname,
      port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
      secure: url.protocol === 'smtps:',
      auth: url.username
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
      ...timeouts,
    });
  } else if (config.SMTP_HOST) {
    const secure = config.SMTP_SECURE === 'true';
    transporter = nodemailer.createTransport({
      host: config.SMTP_HOST,
      port: config.SMTP_PORT ?? (secure ? 465 : 587),
      secure,
      auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASS ?? '' } : undefined,
      ...timeouts,
    });
  }
  const result = transporter ? { transporter, from: config.MAIL_FROM } : null;
  cache.set(config, result);
  return result;
}
