import { randomBytes } from 'node:crypto';
import { createSecretBox, keyIdOf, parseKey } from '../lib/crypto/secret-box';
import { writeAudit } from '../modules/admin/audit-log';
import { inPlatform, type Operator } from '../modules/admin/platform-admin';
import { secretsFile, writeSecrets } from './cli-secrets';
import { CliError, oldKeysOf, type CliConnection } from './connect';
import { reencryptAll, type ReencryptResult } from './reencrypt';

type Out = (line: string) => void;

function newKey(): string {
  return randomBytes(32).toString('base64');
}

function summary(result: ReencryptResult, out: Out): void {
  out(`Re-encrypted ${result.reencrypted} stored secret(s) (${result.scanned} seen).`);
  if (result.unreadable.length) {
    out(
      `${result.unreadable.length} secret(s) could not be opened with any known key; their passwords must be entered again:`,
    );
    for (const u of result.unreadable.slice(0, 50)) out(`  ${u.table}: ${u.key.join(' / ')}`);
  }
}

/**
 * Rotates the key that encrypts portal passwords.
 *
 * Key in the environment (production), in two steps so no server ever meets a secret it cannot
 * open: `rotate-key` makes a key and says how to roll it out (servers then read old and new);
 * `rotate-key --reencrypt`, run with the new environment, re-encrypts every stored secret.
 *
 * Key in DATA_DIR/secrets.json (the embedded default): one step while TaxDesk is stopped — the
 * file names the new key as pending, every secret is re-encrypted, then the new key becomes the key.
 */
export async function rotateKey(
  conn: CliConnection,
  operator: Operator,
  reencrypt: boolean,
  out: Out,
): Promise<void> {
  if (conn.keySource === 'none')
    throw new CliError(
      'No encryption key is configured: set ENCRYPTION_KEY, or start TaxDesk once so it makes one.',
    );
  if (conn.keySource === 'file') return rotateFileKey(conn, operator, out);
  const current = conn.config.ENCRYPTION_KEY!;
  if (reencrypt) {
    const box = conn.ctx.box;
    out(
      `Re-encrypting with the key ${box.keyId} (ENCRYPTION_KEY); older keys from ENCRYPTION_OLD_KEYS open the rest.`,
    );
    const result = await reencryptAll(conn.ctx.pools.owner, box, {
      onBatch: (r) => process.stderr.write(`  ${r.scanned} seen, ${r.reencrypted} re-encrypted\r`),
    });
    process.stderr.write('\n');
    summary(result, out);
    await inPlatform(conn.ctx.db, (tx) =>
      writeAudit(tx, operator, {
        action: 'key.reencrypt',
        details: { keyId: box.keyId, reencrypted: result.reencrypted, unreadable: result.unreadable.length },
      }),
    );
    if (!result.unreadable.length) out('Every secret now uses the current key: ENCRYPTION_OLD_KEYS can go.');
    return;
  }
  const fresh = newKey();
  const freshId = keyIdOf(parseKey(fresh));
  const oldId = keyIdOf(parseKey(current));
  const olds = [`${oldId}:${current}`, ...(conn.config.ENCRYPTION_OLD_KEYS ?? '').split(',').filter(Boolean)];
  await inPlatform(conn.ctx.db, (tx) =>
    writeAudit(tx, operator, { action: 'key.rotate', details: { from: oldId, to: freshId } }),
  );
  out(`New encryption key (id ${freshId}):`);
  out(`  ${fresh}`);
  out('');
  out('Roll it out without stopping anything:');
  out('1. Let every API and worker process read the new key too, then restart them one by one:');
  out(`     ENCRYPTION_OLD_KEYS=${[`${freshId}:${fresh}`, ...olds.slice(1)].join(',')}`);
  out('2. Make it the key, keeping the old one readable, and restart them one by one again:');
  out(`     ENCRYPTION_KEY=${fresh}`);
  out(`     ENCRYPTION_OLD_KEYS=${olds.join(',')}`);
  out('3. Re-encrypt every stored password with it (same environment as step 2):');
  out('     npm run admin -- rotate-key --reencrypt');
  out('4. Remove ENCRYPTION_OLD_KEYS (and restart) once step 3 reports no unreadable secrets.');
}

async function rotateFileKey(conn: CliConnection, operator: Operator, out: Out): Promise<void> {
  if (conn.embedded === 'running')
    throw new CliError(
      `TaxDesk is running on ${conn.dataDir} and holds the encryption key in memory: stop it (Ctrl-C), run rotate-key, then start it again.`,
    );
  const stored = { ...conn.stored! };
  const current = stored.encryptionKey!;
  // A rotation cut short left its key pending: finish it with the same key.
  const pending = stored.pendingEncryptionKey ?? newKey();
  if (!stored.pendingEncryptionKey) writeSecrets(conn.dataDir, { ...stored, pendingEncryptionKey: pending });
  const box = createSecretBox(parseKey(pending), [
    parseKey(current),
    ...oldKeysOf(conn.config.ENCRYPTION_OLD_KEYS),
  ]);
  out(`Re-encrypting every stored secret with a new key (id ${box.keyId})…`);
  const result = await reencryptAll(conn.ctx.pools.owner, box);
  summary(result, out);
  const { pendingEncryptionKey: _done, ...rest } = stored;
  writeSecrets(conn.dataDir, { ...rest, encryptionKey: pending });
  await inPlatform(conn.ctx.db, (tx) =>
    writeAudit(tx, operator, {
      action: 'key.rotate',
      details: { from: keyIdOf(parseKey(current)), to: box.keyId, reencrypted: result.reencrypted },
    }),
  );
  out(`The new key is in ${secretsFile(conn.dataDir)} (encryptionKey).`);
  if (conn.config.DATABASE_URL)
    out('Restart every TaxDesk process that reads this file: they read the key when they start.');
  else out('Start TaxDesk again (npm start): it reads the new key.');
}
