import { idText, withPortalDates, yearLabel, type PortalRow } from './work-items-fields';

export function mapWorklistItem(row: PortalRow): PortalRow {
  const data = withPortalDates(row, { dates: ['createdOn', 'dueDate', 'completedOn'] });
  data.processId = idText(row.processId);
  data.refNum = idText(row.refNum);
  data.assessmentYear = yearLabel(row.assessmentYear);
  return data;
}
