import { idText, numberOrNull, withPortalDates, yearLabel, type PortalRow } from './work-items-fields';

export function mapComplianceItem(row: PortalRow): PortalRow {
  const data = withPortalDates(row, {
    dates: ['issuedOn', 'responseDueDate', 'responseSubmittedOn', 'closedOn'],
  });
  data.complianceId = idText(row.complianceId);
  data.financialYear = yearLabel(row.financialYear);
  data.transactionAmount = numberOrNull(row.transactionAmount);
  return data;
}
