import { describe, expect, it } from 'vitest';
import { cellText, choiceCell, dateCell, emailCell, panCell, passwordCell, yearCell } from './cells';

describe('cell conversions', () => {
  it('dates: date cells, day-first text, ISO, month names, Excel day numbers; impossible dates refused', () => {
    expect(dateCell(new Date(Date.UTC(2024, 2, 5)))).toEqual({ ok: true, value: '2024-03-05' });
    for (const text of ['05/03/2024', '5-3-2024', '05.03.2024', '05-Mar-2024', '2024-03-05', '5 March 2024'])
      expect(dateCell(text), text).toEqual({ ok: true, value: '2024-03-05' });
    expect(dateCell(45356)).toEqual({ ok: true, value: '2024-03-05' });
    expect(dateCell('31/02/2024').ok).toBe(false);
    expect(dateCell('soon').ok).toBe(false);
    expect(dateCell('1709596800000').ok).toBe(false);
    expect(dateCell('')).toEqual({ ok: true, value: null });
  });

  it('assessment years in the forms people write them', () => {
    for (const text of ['2024-25', '2024-2025', 'AY 2024-25', 'A.Y. 2024/25', '2024'])
      expect(yearCell(text), text).toEqual({ ok: true, value: '2024-25' });
    expect(yearCell(2024)).toEqual({ ok: true, value: '2024-25' });
    expect(yearCell('2024-26').ok).toBe(false);
    expect(yearCell('FY24').ok).toBe(false);
  });

  it('PANs normalised and checked; passwords kept as typed; emails lower-cased', () => {
    expect(panCell(' abcpa0001k ')).toEqual({ ok: true, value: 'ABCPA0001K' });
    expect(panCell('ABCPA0000K')).toMatchObject({ ok: false });
    expect(passwordCell('  Pa ss@1 ')).toEqual({ ok: true, value: 'Pa ss@1' });
    expect(passwordCell(12345)).toEqual({ ok: true, value: '12345' });
    expect(emailCell('A@Example.COM')).toEqual({ ok: true, value: 'a@example.com' });
    expect(emailCell('nobody').ok).toBe(false);
  });

  it('choices by code or label, any case and spacing, with aliases', () => {
    const status = choiceCell({ in_progress: 'In progress', closed: 'Closed' }, { done: 'closed' });
    expect(status('In Progress')).toEqual({ ok: true, value: 'in_progress' });
    expect(status('in_progress')).toEqual({ ok: true, value: 'in_progress' });
    expect(status('DONE')).toEqual({ ok: true, value: 'closed' });
    expect(status('maybe')).toEqual({ ok: false, reason: '"maybe" is not one of: In progress / Closed' });
  });

  it('text: whitespace squeezed, blanks are null, numbers keep their digits', () => {
    expect(cellText('  a \n b ')).toBe('a b');
    expect(cellText('   ')).toBeNull();
    expect(cellText(42)).toBe('42');
  });
});
