import { chmodSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * DATA_DIR/secrets.json as the server keeps it (lib/secrets.ts), read and written by the command
 * line. `pendingEncryptionKey` is the command line's own: a key rotation in progress, so a
 * rotation cut short resumes with the same new key.
 */
export type StoredSecrets = {
  jwtSecret?: string;
  encryptionKey?: string;
  appDbPassword?: string;
  pgPassword?: string;
  pendingEncryptionKey?: string;
  [other: string]: unknown;
};

export function secretsFile(dataDir: string): string {
  return resolve(dataDir, 'secrets.json');
}

export function readSecrets(dataDir: string): StoredSecrets | null {
  const file = secretsFile(dataDir);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as StoredSecrets;
}

/** Replaces the file in one step (write aside, then rename), readable by its owner only. */
export function writeSecrets(dataDir: string, secrets: StoredSecrets): void {
  const file = secretsFile(dataDir);
  const next = `${file}.next`;
  writeFileSync(next, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  chmodSync(next, 0o600);
  renameSync(next, file);
}
