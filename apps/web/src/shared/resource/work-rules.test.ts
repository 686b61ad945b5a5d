import { describe, expect, it } from 'vitest';
import { RESOURCES, type RecordRow } from '@taxdesk/domain';
import { dueEditable, handSetDue, memberLabel, toggled, toggledAll, workDueField } from './work-rules';

const notice = RESOURCES.itNotice;
const row = (over: Partial<RecordRow>): Pick<RecordRow, 'source' | 'data' | 'overrides'> => ({
  source: 'portal',
  data: {},
  overrides: null,
  ...over,
});

describe('work rules', () => {
  it('finds the due field of work types only', () => {
    expect(workDueField(notice)?.key).toBe('responseDueDate');
    expect(workDueField(RESOURCES.itAccount)).toBeUndefined();
  });

  it('lets a due date be set by hand only where the portal left it blank', () => {
    expect(dueEditable(notice, row({ data: { responseDueDate: null } }))).toBe(true);
    expect(dueEditable(notice, row({ data: { responseDueDate: '2026-02-01' } }))).toBe(false);
    const handSet = row({
      data: { responseDueDate: '2026-03-01' },
      overrides: { responseDueDate: '2026-03-01' },
    });
    expect(dueEditable(notice, handSet)).toBe(true);
    expect(handSetDue(notice, handSet)).toBe(true);
    expect(dueEditable(notice, row({ source: 'manual', data: { responseDueDate: '2026-02-01' } }))).toBe(
      true,
    );
  });

  it('labels members and ticks rows', () => {
    expect(memberLabel({ name: 'Asha Rao', email: 'asha@firm.in' })).toBe('Asha Rao (asha@firm.in)');
    expect(memberLabel({ name: 'asha@firm.in', email: 'asha@firm.in' })).toBe('asha@firm.in');
    expect([...toggled(new Set(['a']), 'b', true)]).toEqual(['a', 'b']);
    expect([...toggled(new Set(['a', 'b']), 'a', false)]).toEqual(['b']);
    expect([...toggledAll(new Set(['a']), ['a', 'b'])].sort()).toEqual(['a', 'b']);
    expect([...toggledAll(new Set(['a', 'b', 'x']), ['a', 'b'])]).toEqual(['x']);
  });
});
