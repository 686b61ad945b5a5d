import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, listQueryToParams, MAX_PAGE_SIZE, parseListQuery } from './list-query';

describe('list query', () => {
  it('parses filters, sort, page size and columns from flat params', () => {
    const q = parseListQuery(
      {
        q: ' 143 ',
        sort: '-dueOn',
        limit: '500',
        cols: 'pan,dueOn',
        status: 'open,closed',
        'dueOn.from': '2026-01-01',
        'dueOn.to': 'junk',
      },
      { status: 'in', dueOn: 'range' },
    );
    expect(q).toEqual({
      q: '143',
      sort: 'dueOn',
      dir: 'desc',
      limit: MAX_PAGE_SIZE,
      cols: ['pan', 'dueOn'],
      filters: { status: { in: ['open', 'closed'] }, dueOn: { from: '2026-01-01' } },
    });
  });

  it('drops filters that the resource does not allow and bad sorts', () => {
    const q = parseListQuery({ evil: 'x', sort: 'a;drop', limit: '-3' }, { status: 'in' });
    expect(q).toEqual({ limit: 50, filters: {} });
  });

  it('round-trips through params', () => {
    const q = parseListQuery(
      { status: 'open', sort: 'issuedOn', 'amount.from': '10' },
      { status: 'in', amount: 'range' },
    );
    expect(parseListQuery(listQueryToParams(q), { status: 'in', amount: 'range' })).toEqual(q);
  });

  it('encodes cursors as url-safe text and refuses garbage', () => {
    const c = encodeCursor(['2026-01-01', 'ABC/1', 'नोटिस']);
    expect(c).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(c)).toEqual(['2026-01-01', 'ABC/1', 'नोटिस']);
    expect(decodeCursor('!!!')).toBeNull();
    expect(decodeCursor(encodeCursor([]).slice(0, 1))).toBeNull();
  });
});
