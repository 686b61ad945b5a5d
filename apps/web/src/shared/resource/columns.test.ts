import { RESOURCES } from '@taxdesk/domain';
import { describe, expect, it } from 'vitest';
import { toggleColumn, visibleColumns } from './columns';

const proceeding = RESOURCES.itProceeding;

describe('columns', () => {
  it('shows the default columns until the user chooses', () => {
    expect(visibleColumns(proceeding, {}).map((f) => f.key)).toEqual([
      // What a person acts on first (at 1366 px they show without scrolling sideways): the
      // number, the client, the due date, the portal's status, the work status and assignee.
      'proceedingReqId',
      'pan',
      'responseDueDate',
      'proceedingStatus',
      'workStatus',
      'assignee',
      'nameOfAssesse',
      'proceedingName',
      'assessmentYear',
      'issuedOn',
      'viewNoticeCount',
    ]);
    expect(visibleColumns(proceeding, { cols: ['pan', 'ghost'] }).map((f) => f.key)).toEqual(['pan']);
    expect(visibleColumns(proceeding, { cols: ['ghost'] }).length).toBe(11);
  });

  it('toggles a column and keeps the list order', () => {
    expect(toggleColumn(proceeding, ['proceedingStatus', 'pan'], 'financialYr')).toEqual([
      'pan',
      'proceedingStatus',
      'financialYr',
    ]);
    expect(toggleColumn(proceeding, ['pan', 'financialYr'], 'pan')).toEqual(['financialYr']);
  });
});
