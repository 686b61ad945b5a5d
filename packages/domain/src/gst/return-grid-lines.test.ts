import { describe, expect, it } from 'vitest';
import type { GstReturnGrid } from './gst-reports';
import { cellText, gridCounts, gridLines, gridRows, periodLabel } from './return-grid-lines';

const grid: GstReturnGrid = {
  fy: '2025-26',
  periods: ['042025', '052025'],
  returnTypes: ['GSTR1', 'GSTR3B'],
  years: ['2025-26'],
  rows: [
    {
      gstin: '27AAAPA1111A1Z5',
      portalUserName: 'usera',
      name: 'Alpha Traders',
      state: 'Maharashtra',
      group: 'North',
      cells: {
        GSTR1: {
          '042025': { status: 'filed', filedOn: '2025-05-10', dueDate: null, daysLate: 0, arn: 'A1' },
        },
        GSTR3B: {
          '042025': {
            status: 'filed_late',
            filedOn: '2025-05-25',
            dueDate: '2025-05-20',
            daysLate: 5,
            arn: 'A2',
          },
          '052025': { status: 'not_filed', filedOn: null, dueDate: '2025-06-20', daysLate: null, arn: null },
        },
      },
    },
    { gstin: '29AAAPB2222B1Z7', portalUserName: 'userb', name: 'Beta', state: null, group: null, cells: {} },
  ],
};

describe('return grid lines', () => {
  it('gives one line per GSTIN and return type that has a status', () => {
    const lines = gridLines(grid);
    expect(lines.map((l) => `${l.gstin} ${l.returnType}`)).toEqual([
      '27AAAPA1111A1Z5 GSTR1',
      '27AAAPA1111A1Z5 GSTR3B',
    ]);
    expect(gridLines(grid, 'beta')).toEqual([]);
  });

  it('says late and not filed in words for the export', () => {
    expect(periodLabel('042025')).toBe('Apr 2025');
    const rows = gridRows(grid, gridLines(grid));
    expect(rows[1]!.slice(4)).toEqual([
      'GSTR-3B',
      cellText(grid.rows[0]!.cells.GSTR3B!['042025']),
      cellText(grid.rows[0]!.cells.GSTR3B!['052025']),
    ]);
    expect(rows[1]![5]).toMatch(/^Late 5 days/);
    expect(rows[1]![6]).toMatch(/^Not filed \(due /);
    expect(rows[0]![6]).toBe('');
    expect(gridCounts(gridLines(grid))).toEqual({ filed: 1, late: 1, notFiled: 1 });
  });
});
