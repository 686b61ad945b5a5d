import { describe, expect, it } from 'vitest';
import { filterStyles, parseListQuery } from '../index';
import { homeFigureFilters, HOME_FIGURES } from './home-summary';
import { splitWorkItemKey, WORK_ITEM, WORK_LIST_TYPES, workItemKey } from './work-list';

describe("Home's figures and the Work list", () => {
  const at = { today: '2026-11-29', email: 'a@example.com', lastVisitAt: '2026-11-28T10:00:00.000Z' };

  it('gives each figure filters the Work list accepts as they are', () => {
    for (const key of HOME_FIGURES) {
      const filters = homeFigureFilters(key, at);
      const query = parseListQuery(filters, filterStyles(WORK_ITEM));
      expect(Object.keys(query.filters).length, key).toBe(
        new Set(Object.keys(filters).map((k) => k.split('.')[0])).size,
      );
    }
    expect(homeFigureFilters('overdue', at)).toEqual({ state: 'todo', 'dueOn.to': '2026-11-28' });
    expect(homeFigureFilters('dueSoon', at)).toEqual({
      state: 'todo',
      'dueOn.from': '2026-11-29',
      'dueOn.to': '2026-12-06',
    });
    expect(homeFigureFilters('newSinceVisit', at)).toEqual({
      'firstSeenAt.from': String(Date.parse(at.lastVisitAt) + 1),
    });
    expect(homeFigureFilters('newSinceVisit', { ...at, lastVisitAt: null })).toEqual({});
  });

  it('keys rows by type and key, and reads them back', () => {
    expect(splitWorkItemKey(workItemKey('itDemand', 'D1/T9'))).toEqual({ type: 'itDemand', key: 'D1/T9' });
    expect(splitWorkItemKey('itNotice')).toBeNull();
    expect(splitWorkItemKey(':x')).toBeNull();
  });

  it('holds every type with a due date or work, and no other', () => {
    const types = WORK_LIST_TYPES.map((d) => d.type);
    expect(types).toEqual(
      expect.arrayContaining([
        'itNotice',
        'gstAdditionalNotice',
        'itVcRequest',
        'itAdjournment',
        'itDemand',
        'itatAppeal',
        'tdsNotice',
      ]),
    );
    expect(types).not.toContain('itAccount');
  });
});
