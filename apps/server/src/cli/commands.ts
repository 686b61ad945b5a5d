import { FEATURES, type Feature } from '@taxdesk/domain';
import { createFirmOrg } from '../modules/admin/create-org';
import { isLicenceDay, type LicencePatch } from '@taxdesk/domain';
import { listOrgs, setLicence } from '../modules/admin/orgs-service';
import { inPlatform, type Operator } from '../modules/admin/platform-admin';
import { platformAdmins, setPlatformAdmin } from '../modules/admin/platform-admins';
import { CliError, type CliConnection } from './connect';
import { backup } from './backup';
import { restore } from './restore';
import { rotateKey } from './rotate-key';

export type Options = Record<string, string | boolean | undefined>;
type Out = (line: string) => void;

type Command = {
  usage: string;
  summary: string;
  run(conn: CliConnection, operator: Operator, options: Options, out: Out): Promise<void>;
};

function required(options: Options, name: string): string {
  const value = options[name];
  if (typeof value !== 'string' || value.trim() === '') throw new CliError(`--${name} is required`);
  return value.trim();
}

function day(raw: string, name: string): number {
  const value = Number(raw);
  if (!/^\d{8}$/.test(raw) || !isLicenceDay(value))
    throw new CliError(`--${name} must be a date written YYYYMMDD, e.g. 20271231`);
  return value;
}

function flag(raw: string | boolean | undefined, name: string): boolean | undefined {
  if (raw === undefined) return undefined;
  if (raw === 'true' || raw === true) return true;
  if (raw === 'false') return false;
  throw new CliError(`--${name} must be true or false`);
}

const FEATURE_CHOICES = [...FEATURES, 'all', 'overall'] as const;

export const COMMANDS: Readonly<Record<string, Command>> = {
  'create-org': {
    usage: 'create-org --name <name> --owner <email> [--id XXXXXX] [--days N]',
    summary: 'create an organisation for a firm, licensed for every feature (365 days unless --days)',
    async run(conn, operator, o, out) {
      const days = o.days === undefined ? undefined : Number(o.days);
      if (days !== undefined && !Number.isInteger(days)) throw new CliError('--days must be a whole number');
      const made = await createFirmOrg(conn.ctx, operator, {
        name: required(o, 'name'),
        ownerEmail: required(o, 'owner'),
        orgId: typeof o.id === 'string' ? o.id : undefined,
        days,
      });
      out(`Created ${made.orgId} "${made.name}", every feature licensed for ${made.licenceDays} days.`);
      if (made.owner.status === 'member') out(`${made.owner.email} is its owner.`);
      else {
        out(
          `${made.owner.email} is invited as its owner (email ${made.owner.emailStatus}). The invitation link:`,
        );
        out(`  ${made.owner.acceptUrl}`);
      }
    },
  },
  'set-licence': {
    usage: `set-licence --org <id> [--feature ${FEATURE_CHOICES.join('|')}] [--expiry YYYYMMDD] [--active true|false]`,
    summary: "set a feature's expiry and active flag, or (no --feature, or overall) the overall expiry",
    async run(conn, operator, o, out) {
      const orgId = required(o, 'org').toUpperCase();
      const feature = (
        typeof o.feature === 'string' ? o.feature : 'overall'
      ) as (typeof FEATURE_CHOICES)[number];
      if (!FEATURE_CHOICES.includes(feature))
        throw new CliError(`--feature must be one of ${FEATURE_CHOICES.join(', ')}`);
      const expiry = typeof o.expiry === 'string' ? day(o.expiry, 'expiry') : undefined;
      const active = flag(o.active, 'active');
      if (expiry === undefined && active === undefined) throw new CliError('Give --expiry, --active or both');
      let patch: LicencePatch;
      if (feature === 'overall') {
        if (active !== undefined)
          throw new CliError('The overall licence has no active flag: name a --feature');
        patch = { licExpiry: expiry };
      } else {
        const chosen: readonly Feature[] = feature === 'all' ? FEATURES : [feature];
        patch = { features: Object.fromEntries(chosen.map((f) => [f, { expiry, active }])) };
      }
      const { licence, changed } = await inPlatform(
        conn.ctx.db,
        (tx) => setLicence(tx, operator, orgId, patch, new Date()),
        orgId,
      );
      out(changed ? `Licence of ${orgId} saved.` : `Licence of ${orgId} already so; nothing changed.`);
      out(`  overall expiry ${licence.licExpiry ?? 'none'}${licence.expired ? ' (expired)' : ''}`);
      for (const f of FEATURES) {
        const l = licence.features[f];
        out(
          `  ${f.padEnd(10)} expiry ${String(l.expiry ?? 'none').padEnd(9)} ${l.active ? 'active  ' : 'inactive'} ${l.open ? 'open' : 'closed'}`,
        );
      }
    },
  },
  'list-orgs': {
    usage: 'list-orgs [--search <text>]',
    summary: 'organisations with their overall licence and owners',
    async run(conn, _operator, o, out) {
      const q = typeof o.search === 'string' ? o.search : undefined;
      const page = await inPlatform(conn.ctx.db, (tx) =>
        listOrgs(tx, { q, page: 1, pageSize: 200, sort: 'name' }, new Date()),
      );
      for (const org of page.rows)
        out(
          `${org.orgId}  ${String(org.licence.licExpiry ?? 'none').padEnd(8)}  ${org.name}  (${org.owners.join(', ') || 'no owner yet'})`,
        );
      out(`${page.rows.length} of ${page.total} organisation(s).`);
    },
  },
  'grant-admin': {
    usage: 'grant-admin --email <email>',
    summary: 'make a TaxDesk user a platform admin',
    async run(conn, operator, o, out) {
      const r = await inPlatform(conn.ctx.db, (tx) =>
        setPlatformAdmin(tx, operator, required(o, 'email'), true),
      );
      out(r.changed ? `${r.email} is now a platform admin.` : `${r.email} already is a platform admin.`);
    },
  },
  'revoke-admin': {
    usage: 'revoke-admin --email <email>',
    summary: 'make a platform admin an ordinary user again',
    async run(conn, operator, o, out) {
      const r = await inPlatform(conn.ctx.db, (tx) =>
        setPlatformAdmin(tx, operator, required(o, 'email'), false),
      );
      out(r.changed ? `${r.email} is no longer a platform admin.` : `${r.email} was not a platform admin.`);
    },
  },
  'list-admins': {
    usage: 'list-admins',
    summary: 'every platform admin',
    async run(conn, _operator, _o, out) {
      const emails = await inPlatform(conn.ctx.db, (tx) => platformAdmins(tx));
      for (const e of emails) out(e);
      out(`${emails.length} platform admin(s).`);
    },
  },
  'rotate-key': {
    usage: 'rotate-key [--reencrypt]',
    summary: 'rotate the key that encrypts portal passwords, re-encrypting every stored one',
    run: (conn, operator, o, out) => rotateKey(conn, operator, o.reencrypt === true, out),
  },
  backup: {
    usage: 'backup FILE',
    summary: 'copy the database (records, documents, logins …) and its keys to FILE while TaxDesk runs',
    run: (conn, operator, o, out) => backup(conn, operator, required(o, 'file'), out),
  },
  restore: {
    usage: 'restore FILE',
    summary: 'replace the data with a backup: into a fresh DATA_DIR, or with TaxDesk stopped',
    run: (conn, operator, o, out) => restore(conn, operator, required(o, 'file'), out),
  },
};
