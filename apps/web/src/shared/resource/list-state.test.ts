import { RESOURCES, parseListQuery, filterStyles } from '@taxdesk/domain';
import { describe, expect, it } from 'vitest';
import {
  effectiveSort,
  exportApiParams,
  flattenSearch,
  listApiParams,
  listSearch,
  readListQuery,
  withColumns,
  withCursor,
  withFilter,
  withSortToggled,
  withText,
  withoutFilters,
} from './list-state';

const notice = RESOURCES.itNotice;

describe('list state in the URL', () => {
  it('reads the flat contract format and writes it back unchanged', () => {
    const search = {
      q: 'scrutiny',
      sort: '-responseDueDate',
      cursor: 'abc_123',
      limit: '100',
      cols: 'pan,ay',
      proceedingStatus: 'O,C',
      'issuedOn.from': '2026-01-01',
      'issuedOn.to': '2026-03-31',
    };
    const query = readListQuery(search, notice);
    expect(query).toEqual({
      q: 'scrutiny',
      sort: 'responseDueDate',
      dir: 'desc',
      cursor: 'abc_123',
      limit: 100,
      cols: ['pan', 'ay'],
      filters: { proceedingStatus: { in: ['O', 'C'] }, issuedOn: { from: '2026-01-01', to: '2026-03-31' } },
    });
    expect(listSearch(query)).toEqual({ ...search, limit: 100 });
    expect(readListQuery(listSearch(query), notice)).toEqual(query);
    // The same params mean the same query to the server's parser.
    expect(parseListQuery(listSearch(query), filterStyles(notice))).toEqual(query);
  });

  it('falls back to defaults for bad values', () => {
    const query = readListQuery(
      {
        sort: 'description', // not sortable
        cols: 'nope,alsoNope',
        limit: '-5',
        cursor: 'not a cursor!',
        'issuedOn.from': 'yesterday',
        description: 'x', // not filterable
        proceedingStatus: '',
      },
      notice,
    );
    expect(query).toEqual({ limit: 50, filters: {} });
    expect(effectiveSort(query, notice)).toEqual({ field: 'issuedOn', dir: 'desc' });
  });

  it('keeps known columns only, once each, and caps the page size', () => {
    const query = readListQuery({ cols: 'pan,bogus,pan,ay', limit: '5000' }, notice);
    expect(query.cols).toEqual(['pan', 'ay']);
    expect(query.limit).toBe(200);
  });

  it('writes plain numbers as numbers, everything else as strings', () => {
    const query = readListQuery(
      { ay: '2024,2025', 'amount.from': '0012', pan: '123' },
      RESOURCES.itProceeding,
    );
    expect(
      listSearch({ ...query, filters: { assessmentYear: { in: ['2024'] }, x: { from: '0012', to: '1.5' } } }),
    ).toEqual({
      assessmentYear: 2024,
      'x.from': '0012',
      'x.to': '1.5',
    });
  });

  it('accepts what a JSON-parsing router hands back', () => {
    expect(flattenSearch({ ay: 2024, limit: 100, x: { a: 1 }, pan: ['A', 'B'], flag: true })).toEqual({
      ay: '2024',
      limit: '100',
      pan: ['A', 'B'],
      flag: 'true',
    });
    expect(readListQuery({ ay: 2024 }, notice).filters).toEqual({ ay: { in: ['2024'] } });
  });
});

describe('changing the list', () => {
  const base = readListQuery({ cursor: 'c1', sort: 'pan' }, notice);

  it('toggles sort direction on the same column, ascending on another, back to default', () => {
    const desc = withSortToggled(base, notice, 'pan');
    expect(listSearch(desc)).toEqual({ sort: '-pan' });
    expect(listSearch(withSortToggled(desc, notice, 'pan'))).toEqual({ sort: 'pan' });
    expect(listSearch(withSortToggled(base, notice, 'ay'))).toEqual({ sort: 'ay' });
    // The default sort (issuedOn desc) clicked flips to ascending, and back to no param.
    const unsorted = readListQuery({}, notice);
    const asc = withSortToggled(unsorted, notice, 'issuedOn');
    expect(listSearch(asc)).toEqual({ sort: 'issuedOn' });
    expect(listSearch(withSortToggled(asc, notice, 'issuedOn'))).toEqual({});
    // A column that cannot sort changes nothing.
    expect(withSortToggled(base, notice, 'description')).toBe(base);
  });

  it('resets the page when filters or text change, and drops empty filters', () => {
    const filtered = withFilter(base, 'pan', { in: ['ABCPE1234F'] });
    expect(listSearch(filtered)).toEqual({ sort: 'pan', pan: 'ABCPE1234F' });
    expect(withFilter(filtered, 'pan', { in: [] }).filters).toEqual({});
    expect(withFilter(filtered, 'issuedOn', { from: undefined, to: undefined }).filters).toEqual({
      pan: { in: ['ABCPE1234F'] },
    });
    expect(listSearch(withText(base, '  143(2) '))).toEqual({ sort: 'pan', q: '143(2)' });
    expect(listSearch(withText(withText(base, 'x'), ''))).toEqual({ sort: 'pan' });
    expect(listSearch(withoutFilters({ ...filtered, q: 'x' }))).toEqual({ sort: 'pan' });
  });

  it('pages with the cursor and back to the first page', () => {
    expect(withCursor(base, 'c2').cursor).toBe('c2');
    expect(withCursor(base, null).cursor).toBeUndefined();
  });

  it('stores only a non-default column choice', () => {
    expect(withColumns(base, ['pan', 'ay'], ['pan']).cols).toEqual(['pan', 'ay']);
    expect(withColumns(base, ['pan'], ['pan']).cols).toBeUndefined();
    expect(withColumns(base, [], ['pan']).cols).toBeUndefined();
  });
});

describe('API params', () => {
  const query = readListQuery(
    { cols: 'pan', status: 'failed', cursor: 'c9', limit: '20' },
    RESOURCES.syncLog,
  );

  it('lays the route fixed filters over the user filters and leaves columns out of the list call', () => {
    expect(listApiParams(query, { portal: { in: ['it'] } })).toEqual({
      status: 'failed',
      portal: 'it',
      cursor: 'c9',
      limit: '20',
    });
    expect(
      listApiParams({ ...query, filters: { portal: { in: ['gst'] } } }, { portal: { in: ['it'] } }).portal,
    ).toBe('it');
  });

  it('ignores URL values for the fields the route fixes', () => {
    expect(
      readListQuery({ portal: 'gst', status: 'failed' }, RESOURCES.syncLog, { portal: { in: ['it'] } })
        .filters,
    ).toEqual({
      status: { in: ['failed'] },
    });
  });

  it('exports every page in the shown columns', () => {
    expect(exportApiParams(query, ['accountKey', 'status'], 'xlsx', { portal: { in: ['it'] } })).toEqual({
      cols: 'accountKey,status',
      status: 'failed',
      portal: 'it',
      format: 'xlsx',
    });
  });
});
