import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createSecretBox, keyIdOf, parseKey, type SecretBox } from './crypto/secret-box';

type Secrets = { jwtSecret: string; encryptionKey: string; appDbPassword: string; pgPassword: string };
/** `pendingEncryptionKey`: the new key of a rotation in progress (cli/rotate-key.ts writes it). */
type LoadedSecrets = Secrets & { pendingEncryptionKey?: string };

/** DATA_DIR holds the database and the keys: the owner's alone (0700), made so if it was not. */
export function privateDataDir(dataDir: string): void {
  const mode = dataDirMode();
  mkdirSync(dataDir, { recursive: true, mode });
  chmodSync(dataDir, mode);
}

/**
 * 0700; but run as root, the embedded PostgreSQL runs as the OS user `postgres`, which must pass
 * through the folder to its own `pg/` (0700, its own): root's folder is then 0711, which lets no
 * one list it or read secrets.json (0600).
 */
export function dataDirMode(): number {
  return process.getuid?.() === 0 ? 0o711 : 0o700;
}

/**
 * Secrets not given in the environment are generated once and kept in DATA_DIR/secrets.json,
 * so the embedded default survives restarts. Production sets them in the environment.
 */
export function loadSecrets(dataDir: string, given: Partial<Secrets>): LoadedSecrets {
  const file = resolve(dataDir, 'secrets.json');
  const stored: Partial<LoadedSecrets> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<LoadedSecrets>)
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
    privateDataDir(dataDir);
    // Created readable by the owner alone: no moment at the umask's mode.
    writeFileSync(file, JSON.stringify(toStore, null, 2), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  // Only a key kept in the file rotates through the file; a key from the environment rotates by it.
  const pending = given.encryptionKey === undefined ? stored.pendingEncryptionKey : undefined;
  return pending ? { ...secrets, pendingEncryptionKey: pending } : secrets;
}

/**
 * The box for a key kept in DATA_DIR/secrets.json. A rotation (`rotate-key`) may run while this
 * process does when the database is not the embedded one: it names its new key in the file first,
 * then re-seals passwords with it. A secret sealed with a key this box has not met sends it back to
 * the file once for that key (the pending one, or the one the rotation made current).
 */
export function fileKeyBox(dataDir: string, currentKey: Buffer, olderKeys: Buffer[]): SecretBox {
  const older = [...olderKeys];
  let current = createSecretBox(currentKey, older);
  const known = new Set<string>();
  const reread = (keyId: string): boolean => {
    if (known.has(keyId)) return false;
    known.add(keyId);
    const file = resolve(dataDir, 'secrets.json');
    if (!existsSync(file)) return false;
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<LoadedSecrets>;
    const keys = [stored.encryptionKey, stored.pendingEncryptionKey].filter((k): k is string => !!k);
    const found = keys.map(parseKey).filter((k) => keyIdOf(k) === keyId);
    if (!found.length) return false;
    // Writes keep the key this process started with; only reading learns the new one.
    older.push(...found);
    current = createSecretBox(currentKey, older);
    return true;
  };
  return {
    get keyId() {
      return current.keyId;
    },
    encrypt: (plain, ad) => current.encrypt(plain, ad),
    decrypt(sealed, ad) {
      try {
        return current.decrypt(sealed, ad);
      } catch (err) {
        const keyId = sealed.split('.')[1];
        if (keyId && reread(keyId)) return current.decrypt(sealed, ad);
        throw err;
      }
    },
    isStale: (sealed, ad) => current.isStale(sealed, ad),
  };
}
