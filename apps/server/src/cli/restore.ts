import { createReadStream, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { startEmbeddedPostgres } from '../db/embedded';
import { loadSecrets } from '../lib/secrets';
import { updateSyncRun } from '../lib/sync-log';
import { writeAudit } from '../modules/admin/audit-log';
import { inPlatform, type Operator } from '../modules/admin/platform-admin';
import {
  appliedMigrations,
  BACKUP_FORMAT,
  quoteIdent,
  tablesInOrder,
  type BackupHeader,
  type EndLine,
  type TableLine,
} from './backup-format';
import { readSecrets, writeSecrets } from './cli-secrets';
import { CliError, type CliConnection } from './connect';

type Out = (line: string) => void;

/** Rows inserted per statement (and at most this many bytes of JSON). */
const INSERT_ROWS = 500;
const INSERT_BYTES = 8 * 1024 * 1024;

function lines(file: string): AsyncIterableIterator<string> {
  const input = createReadStream(file).pipe(createGunzip());
  return createInterface({ input, crlfDelay: Infinity })[Symbol.asyncIterator]();
}

async function readHeader(file: string): Promise<BackupHeader> {
  if (!existsSync(file)) throw new CliError(`No such file: ${file}`);
  const it = lines(file);
  let header: BackupHeader | null = null;
  try {
    const first = await it.next();
    header = first.done ? null : (JSON.parse(first.value) as BackupHeader);
  } catch {
    header = null;
  } finally {
    await it.return?.();
  }
  if (header?.format !== BACKUP_FORMAT) throw new CliError(`${file} is not a TaxDesk backup`);
  return header;
}

/**
 * Before connecting: a DATA_DIR with no data yet (no DATABASE_URL) gets the backup's keys in its
 * secrets.json and a new embedded PostgreSQL, which `connect` then starts and migrates like any other.
 */
export async function prepareRestoreTarget(file: string, env: NodeJS.ProcessEnv): Promise<void> {
  const header = await readHeader(resolve(file));
  if (env.DATABASE_URL) return;
  const dataDir = resolve(env.DATA_DIR ?? '.data');
  if (existsSync(resolve(dataDir, 'pg', 'PG_VERSION'))) return;
  const secrets = loadSecrets(dataDir, {
    jwtSecret: header.secrets?.jwtSecret,
    encryptionKey: header.secrets?.encryptionKey,
  });
  const db = await startEmbeddedPostgres({
    dir: resolve(dataDir, 'pg'),
    port: Number(env.EMBEDDED_PG_PORT ?? 54320),
    password: secrets.pgPassword,
  });
  await db.stop();
}

/**
 * Restores a backup into the database `conn` reaches — a fresh DATA_DIR (see
 * `prepareRestoreTarget`), or an existing one while TaxDesk is stopped — replacing what it holds,
 * in one transaction: a file that is cut short or does not fit restores nothing.
 */
export async function restore(
  conn: CliConnection,
  operator: Operator,
  file: string,
  out: Out,
): Promise<void> {
  const path = resolve(file);
  const header = await readHeader(path);
  if (conn.embedded === 'running')
    throw new CliError(
      `TaxDesk is running on ${conn.dataDir}: stop it (Ctrl-C) before restoring over its data, or restore into a fresh DATA_DIR.`,
    );
  if (header.secrets?.encryptionKey && conn.keySource === 'env')
    out(
      'Note: the backup holds the key of a DATA_DIR, but ENCRYPTION_KEY is set here: portal passwords need the backup’s key.',
    );
  const client = await conn.ctx.pools.owner.connect();
  const counts: Record<string, number> = {};
  try {
    const here = await appliedMigrations(client);
    if (here.join() !== header.migrations.join())
      throw new CliError(
        `The backup was made by TaxDesk ${header.taxdesk} with ${header.migrations.length} migrations; this database has ${here.length}. Restore with the TaxDesk version that made it.`,
      );
    const tables = await tablesInOrder(client);
    const unknown = header.tables.filter((t) => !tables.includes(t));
    if (unknown.length)
      throw new CliError(`The backup has tables this database lacks: ${unknown.join(', ')}`);

    await client.query('BEGIN');
    await client.query(`TRUNCATE ${tables.map(quoteIdent).join(', ')} CASCADE`);
    // Triggers that keep derived tables (the record counts) would count the restored rows a second
    // time: those tables are in the backup as they were. Off for this transaction only.
    for (const t of tables) await client.query(`ALTER TABLE ${quoteIdent(t)} DISABLE TRIGGER USER`);
    const it = lines(path);
    await it.next(); // the header
    let section: TableLine | null = null;
    let batch: string[] = [];
    let bytes = 0;
    const flush = async () => {
      if (!section || !batch.length) return;
      const cols = section.columns.map(quoteIdent).join(', ');
      const t = quoteIdent(section.table);
      await client.query(
        `INSERT INTO ${t} (${cols}) OVERRIDING SYSTEM VALUE SELECT ${cols} FROM jsonb_populate_recordset(null::${t}, $1::jsonb)`,
        [`[${batch.join(',')}]`],
      );
      batch = [];
      bytes = 0;
    };
    for await (const line of it) {
      if (!section) {
        section = JSON.parse(line) as TableLine;
        if (!tables.includes(section.table))
          throw new CliError(`Unknown table ${section.table} in the backup`);
        counts[section.table] = 0;
        continue;
      }
      if (line.startsWith('{"end":')) {
        await flush();
        const end = JSON.parse(line) as EndLine;
        if (end.end !== section.table || end.rows !== counts[section.table])
          throw new CliError(`The backup is damaged at table ${section.table}`);
        section = null;
        continue;
      }
      batch.push(line);
      bytes += line.length;
      counts[section.table]! += 1;
      if (batch.length >= INSERT_ROWS || bytes >= INSERT_BYTES) await flush();
    }
    if (section || Object.keys(counts).length !== header.tables.length)
      throw new CliError('The backup file is cut short; nothing was restored');
    // Identity columns go on after the highest id restored.
    const identities = await client.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
       WHERE table_schema = 'public' AND is_identity = 'YES'`,
    );
    for (const c of identities.rows) {
      const t = quoteIdent(c.table_name);
      const col = quoteIdent(c.column_name);
      await client.query(
        `SELECT setval(pg_get_serial_sequence($1, $2), coalesce((SELECT max(${col}) FROM ${t}), 0) + 1, false)`,
        [c.table_name, c.column_name],
      );
    }
    for (const t of tables) await client.query(`ALTER TABLE ${quoteIdent(t)} ENABLE TRIGGER USER`);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err instanceof CliError
      ? err
      : new CliError(`The restore failed, nothing changed: ${(err as Error).message}`);
  } finally {
    client.release();
  }

  // Runs that were queued or running when the backup was made have no job here (the queue is not
  // in a backup): they end failed with the reason, and can be synced again.
  const open = await conn.ctx.pools.owner.query<{ org_id: string; key: string }>(
    `SELECT org_id, key FROM records WHERE type = 'syncLog' AND status IN ('queued', 'running')`,
  );
  for (const run of open.rows)
    await updateSyncRun(conn.ctx.db, run.org_id, run.key, {
      status: 'failed',
      error: 'TaxDesk was restored from a backup made while this sync ran; sync the account again',
      currentModule: null,
      finishedAt: new Date().toISOString(),
    });

  // The passwords were sealed with the backup's key: the data folder must hold it.
  if (header.secrets?.encryptionKey && conn.keySource !== 'env') {
    const stored = readSecrets(conn.dataDir) ?? {};
    writeSecrets(conn.dataDir, {
      ...stored,
      jwtSecret: header.secrets.jwtSecret ?? stored.jwtSecret,
      encryptionKey: header.secrets.encryptionKey,
      ...(header.secrets.pendingEncryptionKey
        ? { pendingEncryptionKey: header.secrets.pendingEncryptionKey }
        : {}),
    });
  }
  await inPlatform(conn.ctx.db, (tx) =>
    writeAudit(tx, operator, {
      action: 'restore',
      details: { file: path, createdAt: header.createdAt, rows: counts },
    }),
  );
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  out(
    `Restored ${total} rows of ${Object.keys(counts).length} tables from ${path} (made ${header.createdAt}).`,
  );
  if (open.rows.length)
    out(`${open.rows.length} sync run(s) in progress at the time were marked failed: sync them again.`);
  out(
    conn.config.DATABASE_URL
      ? 'Start TaxDesk again.'
      : 'Start TaxDesk (npm start): it serves the restored data.',
  );
}
