import { REQUEST_FORM_TYPE } from '@taxdesk/domain';
import { idText, numberOrNull, withPortalDates, yearLabel, type PortalRow } from './work-items-fields';

export function mapRequestForm(row: PortalRow): PortalRow {
  const data = withPortalDates(row, { dates: ['submittedOn', 'lastUpdatedOn', 'disposedOn'] });
  data.ackNum = idText(row.ackNum);
  // The portal names the type; a row with only the code gets the known name.
  const code = idText(row.requestTypeCd);
  data.requestType =
    idText(row.requestType) ??
    (code ? (REQUEST_FORM_TYPE[code as keyof typeof REQUEST_FORM_TYPE] ?? code) : null);
  data.assessmentYear = yearLabel(row.assessmentYear);
  data.refundAmount = numberOrNull(row.refundAmount);
  return data;
}
