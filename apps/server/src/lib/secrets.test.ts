import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataDirMode, loadSecrets } from './secrets';

describe('secrets kept on disk', () => {
  it('secrets.json is the owner’s alone (0600), and DATA_DIR lists to no one (0700; 0711 as root, for the embedded PostgreSQL’s user)', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'taxdesk-secrets-')), 'data');
    const previous = process.umask(0o022);
    try {
      loadSecrets(dataDir, {});
    } finally {
      process.umask(previous);
    }
    expect(statSync(dataDir).mode & 0o777).toBe(dataDirMode());
    expect(statSync(dataDir).mode & 0o077 & ~0o011).toBe(0);
    expect(statSync(join(dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);
  });
});
