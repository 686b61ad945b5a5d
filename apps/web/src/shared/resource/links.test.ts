import { RESOURCES, RESOURCE_TYPES, WORK_ITEM } from '@taxdesk/domain';
import { describe, expect, it } from 'vitest';
import { visibleColumns } from './columns';
import { accountHref, accountLinkColumn, detailHref, detailLinkColumn, routeOf } from './links';

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

describe('a view across types (the Work list)', () => {
  it("opens each row's own record, a list searched for a key included", () => {
    const columns = visibleColumns(WORK_ITEM, {});
    expect(detailLinkColumn(WORK_ITEM, columns)).toBe('title');
    expect(detailHref('ORG001', WORK_ITEM, { path: '/it/notice/N1' })).toBe('/ORG001/it/notice/N1');
    expect(detailHref('ORG001', WORK_ITEM, { path: null })).toBeNull();
    expect(routeOf('/ORG001/it/returns?q=A%2FB')).toEqual({ to: '/ORG001/it/returns', search: { q: 'A/B' } });
    expect(routeOf('/ORG001/it/notice/N1')).toEqual({ to: '/ORG001/it/notice/N1' });
  });

  it("opens each row's portal account from its client cell, and leaves the cell plain without one", () => {
    expect(accountLinkColumn(WORK_ITEM)).toBe('client');
    expect(detailLinkColumn(WORK_ITEM, visibleColumns(WORK_ITEM, { cols: ['client', 'dueOn'] }))).toBe(
      'dueOn',
    );
    expect(
      accountHref('ORG001', WORK_ITEM, { client: 'deccan_8425', clientPath: '/gst/gstin/deccan_8425' }),
    ).toBe('/ORG001/gst/gstin/deccan_8425');
    expect(accountHref('ORG001', WORK_ITEM, { client: 'X', clientPath: null })).toBeNull();
    expect(
      accountHref('ORG001', WORK_ITEM, { client: 'X', clientPath: 'https://elsewhere.example' }),
    ).toBeNull();
  });
});

describe('accountHref', () => {
  it("opens a record's portal account by its account field", () => {
    const notice = RESOURCES.gstNotice;
    expect(accountHref('ORG001', notice, { [notice.accountField!]: 'deccan_8425' })).toBe(
      '/ORG001/gst/gstin/deccan_8425',
    );
    expect(accountHref('ORG001', notice, {})).toBeNull();
  });
});
