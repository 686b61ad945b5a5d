import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

export type Secrets = { jwtSecret: string; encryptionKey: string; appDbPassword: string; pgPassword: string };

/**
 * Secrets not given in the environment are generated once and kept in DATA_DIR/secrets.json,
 * so the embedded default survives restarts. Production sets them in the environment.
 */
export function loadSecrets(dataDir: string, given: Partial<Secrets>): Secrets {
  const file = resolve(dataDir, 'secrets.json');
  const stored: Partial<Secrets> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>)
    : {};
  const secrets: Secrets = {
    jwtSecret: given.jwtSecret ?? stored.jwtSecret ?? randomBytes(32).toString('base64url'),
    encryptionKey: given.encryptionKey ?? stored.encryptionKey ?? randomBytes(32).toString('base64'),
    appDbPassword: given.appDbPassword ?? stored.appDbPassword ?? randomBytes(18).toString('base64url'),
    pgPassword: stored.pgPassword ?? randomBytes(18).toString('base64url'),
  };
  const toStore = { ...stored };
  let changed = false;
  for (const k of Object.keys(secrets) as (keyof Secrets)[]) {
    if (given[k] === undefined && stored[k] === undefined) {
      toStore[k] = secrets[k];
      changed = true;
    }
  }
  if (changed) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(toStore, null, 2));
    chmodSync(file, 0o600);
  }
  return secrets;
}
