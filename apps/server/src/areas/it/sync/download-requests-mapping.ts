import { idText, numberOrNull, withPortalDates, yearLabel, type PortalRow } from './work-items-fields';

export function mapDownloadRequest(row: PortalRow): PortalRow {
  const data = withPortalDates(row, { dates: ['availableTill'], instants: ['requestedOn', 'availableOn'] });
  data.downloadReqId = idText(row.downloadReqId);
  data.assessmentYear = yearLabel(row.assessmentYear);
  data.fileSize = numberOrNull(row.fileSize);
  return data;
}
