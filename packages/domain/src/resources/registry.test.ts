import { describe, expect, it } from 'vitest';
import { PROMOTED_COLUMNS, fieldOf, keyParts, recordKey } from './define';
import { doneRuleProblem } from './done-rule';
import { RESOURCES, RESOURCE_TYPES } from './registry';

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
});
