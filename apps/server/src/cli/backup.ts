import { createWriteStream, renameSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { writeAudit } from '../modules/admin/audit-log';
import { inPlatform, type Operator } from '../modules/admin/platform-admin';
import {
  appliedMigrations,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  quoteIdent,
  tablesInOrder,
  writableColumns,
  type BackupHeader,
} from './backup-format';
import { CliError, type CliConnection } from './connect';

type Out = (line: string) => void;

/** Rows fetched at once: documents hold PDFs, so a few hundred rows are already megabytes. */
const FETCH_ROWS = 200;

/**
 * Writes every table of TaxDesk's database (records, documents with their files, logins,
 * organisations, users …) and the keys of DATA_DIR/secrets.json to `file`, while TaxDesk keeps
 * running: one REPEATABLE READ transaction sees the whole database as of one moment, so the copy
 * is consistent however long it takes. Written aside and renamed at the end: a file named as the
 * backup is always a whole one.
 */
export async function backup(conn: CliConnection, operator: Operator, file: string, out: Out): Promise<void> {
  const target = resolve(file);
  const partial = `${target}.partial`;
  const client = await conn.ctx.pools.owner.connect();
  const counts: Record<string, number> = {};
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const tables = await tablesInOrder(client);
    const secrets =
      conn.keySource === 'file' && conn.stored
        ? {
            jwtSecret: conn.stored.jwtSecret,
            encryptionKey: conn.stored.encryptionKey,
            ...(conn.stored.pendingEncryptionKey
              ? { pendingEncryptionKey: conn.stored.pendingEncryptionKey }
              : {}),
          }
        : undefined;
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      taxdesk: conn.ctx.version,
      migrations: await appliedMigrations(client),
      ...(secrets ? { secrets } : {}),
      tables,
    };
    const lines = new PassThrough();
    const written = pipeline(lines, createGzip(), createWriteStream(partial, { mode: 0o600 }));
    const write = async (line: string) => {
      if (!lines.write(`${line}\n`)) await new Promise((r) => lines.once('drain', r));
    };
    await write(JSON.stringify(header));
    for (const table of tables) {
      const columns = await writableColumns(client, table);
      await write(JSON.stringify({ table, columns }));
      const list = columns.map(quoteIdent).join(', ');
      await client.query(
        `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT to_jsonb(t) FROM (SELECT ${list} FROM ${quoteIdent(table)}) t`,
      );
      let n = 0;
      for (;;) {
        const batch = await client.query<{ to_jsonb: unknown }>(`FETCH ${FETCH_ROWS} FROM backup_rows`);
        for (const row of batch.rows) await write(JSON.stringify(row.to_jsonb));
        n += batch.rows.length;
        if (batch.rows.length < FETCH_ROWS) break;
      }
      await client.query('CLOSE backup_rows');
      await write(JSON.stringify({ end: table, rows: n }));
      counts[table] = n;
    }
    lines.end();
    await written;
    await client.query('COMMIT');
    renameSync(partial, target);
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    rmSync(partial, { force: true });
    throw err instanceof CliError ? err : new CliError(`The backup failed: ${(err as Error).message}`);
  } finally {
    client.release();
  }
  await inPlatform(conn.ctx.db, (tx) =>
    writeAudit(tx, operator, { action: 'backup', details: { file: target, rows: counts } }),
  );
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  out(`Backed up ${total} rows of ${Object.keys(counts).length} tables to ${target}`);
  out(
    `  records ${counts.records ?? 0}, documents ${counts.documents ?? 0}, logins ${counts.portal_credentials ?? 0}`,
  );
  if (conn.keySource === 'file')
    out('The file holds the key to the stored portal passwords: keep it as safe as the data itself.');
  else
    out(
      'The encryption key and JWT secret come from the environment and are not in the file: restore with the same ENCRYPTION_KEY.',
    );
}
