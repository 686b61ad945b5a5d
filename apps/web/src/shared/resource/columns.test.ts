import { RESOURCES } from '@taxdesk/domain';
import { describe, expect, it } from 'vitest';
import { toggleColumn, visibleColumns } from './columns';

const proceeding = RESOURCES.itProceeding;

describe('columns', () => {
  it('shows the default columns until the user chooses', () => {
    expect(visibleColumns(proceeding, {}).map((f) => f.key)).toEqual([
      'proceedingReqId',
      'pan',
      'nameOfAssesse',
      'proceedingName',
      'assessmentYear',
      'issuedOn',
      'responseDueDate',
      'viewNoticeCount',
      'proceedingStatus',
      // Proceedings are worked on: their work status and assignee list too.
      'workStatus',
      'assignee',
    ]);
    expect(visibleColumns(proceeding, { cols: ['pan', 'ghost'] }).map((f) => f.key)).toEqual(['pan']);
    expect(visibleColumns(proceeding, { cols: ['ghost'] }).length).toBe(11);
  });

  it('toggles a column and keeps the field order', () => {
    expect(toggleColumn(proceeding, ['proceedingStatus', 'pan'], 'financialYr')).toEqual([
      'pan',
      'financialYr',
      'proceedingStatus',
    ]);
    expect(toggleColumn(proceeding, ['pan', 'financialYr'], 'pan')).toEqual(['financialYr']);
  });
});
