import { RESOURCES, type RecordRow } from '@taxdesk/domain';
import { describe, expect, it } from 'vitest';
import { badgeColour, cellDisplay, fieldValue, isRightAligned, listCellValue } from './cell-display';
import { childColumns, childListLink, detailFields, fileSize, recordTitle, statusField } from './detail';
import { exportFileName } from './export-file';
import { facetChoices, filterFields, rangeInput } from './filters';
import { changeLines, eventsNewestFirst } from './history';
import { accountHref, detailHref, listHref } from './links';
import { lowerNoun, totalText } from './nouns';

const { itAccount, itNotice, itProceeding, syncLog } = RESOURCES;

function row(data: Record<string, unknown>, extra: Partial<RecordRow> = {}): RecordRow {
  return {
    type: 'itProceeding',
    key: 'P1',
    accountKey: null,
    status: null,
    issuedOn: null,
    dueOn: null,
    amount: null,
    year: null,
    section: null,
    title: null,
    source: 'portal',
    data,
    firstSeenAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    removedAt: null,
    ...extra,
  };
}

describe('cell display by field kind', () => {
  it('picks one display per kind', () => {
    expect(cellDisplay({ kind: 'enum' })).toBe('badge');
    expect(cellDisplay({ kind: 'money' })).toBe('amount');
    expect(cellDisplay({ kind: 'pan' })).toBe('mono');
    expect(cellDisplay({ kind: 'id' })).toBe('mono');
    expect(cellDisplay({ kind: 'date' })).toBe('date');
    expect(cellDisplay({ kind: 'longtext' })).toBe('long');
    expect(cellDisplay({ kind: 'text' })).toBe('text');
    expect(isRightAligned({ kind: 'number' })).toBe(true);
    expect(isRightAligned({ kind: 'text' })).toBe(false);
  });

  it('colours badges by meaning', () => {
    expect(badgeColour('O')).toBe('orange');
    expect(badgeColour('login_blocked')).toBe('red');
    expect(badgeColour('succeeded')).toBe('green');
    expect(badgeColour('something else')).toBe('gray');
  });

  it('reads a value from the data, else from its promoted column', () => {
    expect(fieldValue(row({ pan: 'AAAPA1234A' }), { key: 'pan', column: 'accountKey' })).toBe('AAAPA1234A');
    expect(fieldValue(row({}, { accountKey: 'X' }), { key: 'pan', column: 'accountKey' })).toBe('X');
    expect(fieldValue(row({}), { key: 'name' })).toBeUndefined();
  });

  it('shows the effective due date in a list’s due column, the portal’s elsewhere', () => {
    const due = { key: 'responseDueDate', column: 'dueOn' } as const;
    const r = row({ responseDueDate: '2026-07-20' }, { dueOn: '2026-07-01' });
    expect(listCellValue(r, due)).toBe('2026-07-01');
    expect(fieldValue(r, due)).toBe('2026-07-20');
    expect(listCellValue(r, { key: 'pan', column: 'accountKey' })).toBe(
      fieldValue(r, { key: 'pan', column: 'accountKey' }),
    );
  });
});

describe('links', () => {
  it('builds detail, account and list paths under the organisation', () => {
    expect(detailHref('ORG001', itProceeding, { proceedingReqId: 'P/1' })).toBe(
      '/ORG001/it/proceeding/P%2F1',
    );
    expect(detailHref('ORG001', itProceeding, {})).toBeNull();
    expect(detailHref('ORG001', syncLog, { runId: 'r1' })).toBeNull();
    expect(accountHref('ORG001', itNotice, { pan: 'AAAPA1234A' })).toBe('/ORG001/it/pan/AAAPA1234A');
    expect(accountHref('ORG001', syncLog, { accountKey: 'AAAPA1234A' })).toBeNull();
    expect(listHref('ORG001', itNotice)).toBe('/ORG001/it/proceedingnotice');
  });

  it("links a child type's list filtered to the parent when it can filter by the link field", () => {
    const account = row({ pan: 'AAAPA1234A' });
    expect(childListLink('ORG001', itAccount.children![1]!, account)).toEqual({
      to: '/ORG001/it/proceedingnotice',
      search: { pan: 'AAAPA1234A' },
    });
    expect(childColumns(itNotice, itAccount.children![1]!).map((f) => f.key)).not.toContain('pan');
    expect(childColumns(itNotice, itProceeding.children![0]!).map((f) => f.key)).toContain('pan');
    // Notices cannot filter by proceedingReqId.
    expect(childListLink('ORG001', itProceeding.children![0]!, row({ proceedingReqId: 'P1' }))).toBeNull();
  });
});

describe('filters', () => {
  it('labels facet values through the formatter and keeps chosen values', () => {
    const status = itNotice.fields.find((f) => f.key === 'proceedingStatus')!;
    expect(facetChoices(status, [{ value: 'O', count: 1200 }], ['C'])).toEqual([
      { value: 'O', label: 'Open (1,200)' },
      { value: 'C', label: 'Closed' },
    ]);
    expect(facetChoices(status, undefined, [])).toEqual([
      { value: 'O', label: 'Open' },
      { value: 'C', label: 'Closed' },
    ]);
    const ay = itNotice.fields.find((f) => f.key === 'ay')!;
    expect(facetChoices(ay, [{ value: '2024', count: 3 }], [])).toEqual([
      { value: '2024', label: '2024-25 (3)' },
    ]);
  });

  it('offers the filterable fields less the fixed ones, dates as dates', () => {
    expect(filterFields(syncLog, { portal: { in: ['it'] } }).map((f) => f.key)).toEqual([
      'accountKey',
      'startedAt',
      'status',
    ]);
    expect(rangeInput({ kind: 'datetime' })).toBe('date');
    expect(rangeInput({ kind: 'money' })).toBe('number');
  });
});

describe('detail', () => {
  it('finds the status field, the visible fields and the title', () => {
    expect(statusField(itNotice)?.key).toBe('proceedingStatus');
    expect(detailFields(syncLog).some((f) => f.key === 'runId')).toBe(false);
    expect(recordTitle(itProceeding, row({ proceedingName: 'Scrutiny' }))).toBe('Scrutiny');
    expect(recordTitle(itProceeding, row({}, { key: 'P%2F1' }))).toBe('P/1');
    expect(fileSize(2048)).toBe('2 KB');
    expect(fileSize(3 * 1024 * 1024)).toBe('3.0 MB');
  });

  it('describes changes with field labels and formatted values, newest event first', () => {
    expect(
      changeLines(itNotice, {
        changes: {
          responseDueDate: { from: '2026-03-05', to: '2026-03-20' },
          mystery: { from: 1, to: null },
        },
      }),
    ).toEqual([
      { key: 'responseDueDate', label: 'Response due', from: '05-Mar-2026', to: '20-Mar-2026' },
      { key: 'mystery', label: 'mystery', from: '1', to: '' },
    ]);
    const events = [{ at: '2026-01-01T00:00:00Z' }, { at: '2026-02-01T00:00:00Z' }];
    expect(eventsNewestFirst(events).map((e) => e.at)).toEqual([
      '2026-02-01T00:00:00Z',
      '2026-01-01T00:00:00Z',
    ]);
  });
});

describe('words', () => {
  it('names export files and totals', () => {
    expect(exportFileName(itNotice, 'xlsx', new Date(2026, 2, 5))).toBe('proceeding-notices-2026-03-05.xlsx');
    expect(exportFileName(itAccount, 'csv', new Date(2026, 11, 31))).toBe('pan-accounts-2026-12-31.csv');
    expect(lowerNoun('PAN Accounts')).toBe('PAN accounts');
    expect(lowerNoun('UDINs')).toBe('UDINs');
    expect(totalText(itNotice, 1, false)).toBe('1 notice');
    expect(totalText(itNotice, 12345, true)).toBe('about 12,345 proceeding notices');
  });
});
