import { describe, expect, it } from 'vitest';
import { PROMOTED_COLUMNS, fieldOf, keyParts, readableKey, recordKey } from './define';
import { doneRuleProblem } from './done-rule';
import { accountPath, RESOURCES, RESOURCE_TYPES } from './registry';

describe('resource registry', () => {
  it.each(RESOURCE_TYPES)('%s is well-formed', (type) => {
    const def = RESOURCES[type];
    expect(def.type).toBe(type);
    for (const k of def.keyFields) expect(fieldOf(def, k), `key field ${k}`).toBeDefined();
    expect(fieldOf(def, def.titleField)).toBeDefined();
    expect(fieldOf(def, def.defaultSort.field)?.column, 'default sort needs a promoted column').toBeDefined();
    const columns = def.fields.filter((f) => f.column).map((f) => f.column);
    expect(new Set(columns).size, 'one field per promoted column').toBe(columns.length);
    for (const c of columns) expect(PROMOTED_COLUMNS).toContain(c);
    for (const f of def.fields) if (f.sort) expect(f.column, `${f.key} sorts through a column`).toBeDefined();
    expect(doneRuleProblem(def), 'done rule').toBeNull();
    for (const child of def.children ?? [])
      expect(RESOURCES[child.type as keyof typeof RESOURCES]).toBeDefined();
  });

  it('builds and splits natural keys', () => {
    const def = { ...RESOURCES.itNotice, keyFields: ['din', 'transactionId'] };
    const key = recordKey(def, { din: 'A/1', transactionId: 'T 9' });
    expect(key).toBe('A%2F1/T%209');
    expect(keyParts(def, key)).toEqual({ din: 'A/1', transactionId: 'T 9' });
  });

  it("gives the account screen of every type that names its account, and none without the account's key", () => {
    let named = 0;
    for (const type of RESOURCE_TYPES) {
      const def = RESOURCES[type];
      if (!def.accountField || !def.accountType) {
        expect(accountPath(def, { x: 'A' }), type).toBeNull();
        continue;
      }
      const account = RESOURCES[def.accountType as keyof typeof RESOURCES];
      if (!account.detailPath) continue;
      named++;
      const path = accountPath(def, { [def.accountField]: 'KEY/1' });
      expect(path, type).toBe(account.detailPath.replace(/\{[A-Za-z_]+\}/, 'KEY%2F1'));
      expect(accountPath(def, { [def.accountField]: '' }), type).toBeNull();
    }
    expect(named).toBeGreaterThan(40);
    expect(accountPath(RESOURCES.gstNotice, { [RESOURCES.gstNotice.accountField!]: 'deccan_8425' })).toBe(
      '/gst/gstin/deccan_8425',
    );
  });
});

describe('readableKey', () => {
  it('shows each part of a key as the portal prints it', () => {
    expect(readableKey('ITA%204603%2FCHD%2F2023')).toBe('ITA 4603/CHD/2023');
    expect(readableKey('AAAPA1234A/2024-25')).toBe('AAAPA1234A / 2024-25');
    expect(readableKey('100%')).toBe('100%');
  });
});
