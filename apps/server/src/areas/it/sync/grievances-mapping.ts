import { portalDate } from '../../../lib/portal/dates';
import { idText, withPortalDates, yearLabel, type PortalRow } from './work-items-fields';

export function mapGrievance(row: PortalRow): PortalRow {
  const data = withPortalDates(row, { dates: ['raisedOn', 'lastUpdatedOn', 'resolvedOn'] });
  data.ticketId = idText(row.ticketId);
  data.assessmentYear = yearLabel(row.assessmentYear);
  return data;
}

type GrievanceStatusStep = {
  statusDate: string | null;
  grievanceStatus: string | null;
  statusDesc: string | null;
  pendingWith: string | null;
  remarks: string | null;
};

/** The status history, oldest first, dates as days. */
export function mapGrievanceHistory(steps: readonly PortalRow[]): GrievanceStatusStep[] {
  return steps
    .map((s) => ({
      statusDate: portalDate(s.statusDate),
      grievanceStatus: idText(s.grievanceStatus),
      statusDesc: idText(s.statusDesc),
      pendingWith: idText(s.pendingWith),
      remarks: idText(s.remarks),
    }))
    .sort((a, b) => (a.statusDate ?? '').localeCompare(b.statusDate ?? ''));
}
