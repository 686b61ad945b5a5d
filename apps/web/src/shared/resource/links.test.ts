import { RESOURCES, RESOURCE_TYPES } from '@taxdesk/domain';
import { describe, expect, it } from 'vitest';
import { visibleColumns } from './columns';
import { detailLinkColumn } from './links';

describe('detailLinkColumn', () => {
  it('gives every list a link column, with its default columns and with any one column shown', () => {
    for (const type of RESOURCE_TYPES) {
      const def = RESOURCES[type];
      if (!def.detailPath) continue;
      const shown = visibleColumns(def, {});
      expect(detailLinkColumn(def, shown), type).not.toBeNull();
      for (const field of def.fields.filter((f) => f.list)) {
        // A lone account column opens the account; any other lone column opens the record.
        if (field.key === def.accountField && def.accountType) continue;
        expect(detailLinkColumn(def, [field]), `${type} showing ${field.key}`).toBe(field.key);
      }
    }
  });

  it('prefers a key column, then the title, and never takes the account column first', () => {
    const def = RESOURCES.gstAdditionalNotice;
    const shown = visibleColumns(def, {});
    const link = detailLinkColumn(def, shown)!;
    expect(link).not.toBe(def.accountField);
    const keyShown = shown.find((f) => def.keyFields.includes(f.key));
    if (keyShown) expect(link).toBe(keyShown.key);
  });

  it('leaves the account column to the account, even when it is part of the key', () => {
    const def = RESOURCES.itKeyPerson;
    expect(def.keyFields).toContain(def.accountField);
    // No detail screen: no link column, so the account PAN cell opens the PAN's page.
    expect(detailLinkColumn(def, visibleColumns(def, {}))).toBeNull();
    for (const type of RESOURCE_TYPES) {
      const d = RESOURCES[type];
      if (!d.detailPath || !d.accountType) continue;
      expect(detailLinkColumn(d, visibleColumns(d, {})), type).not.toBe(d.accountField);
    }
  });
});
