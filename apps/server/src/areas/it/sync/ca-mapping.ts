import { idText, withPortalDates, yearLabel, type PortalRow } from './work-items-fields';

/** The portal lists a CA's forms as objects; the record keeps one readable line and a count. */
function formCodes(value: unknown): string[] {
  if (!Array.isArray(value)) return typeof value === 'string' && value ? value.split(/\s*,\s*/) : [];
  return value
    .map((f) =>
      f && typeof f === 'object'
        ? idText((f as PortalRow).formTypeCd ?? (f as PortalRow).formName)
        : idText(f),
    )
    .filter((f): f is string => !!f);
}

export function mapCaAssignment(row: PortalRow): PortalRow {
  const data = withPortalDates(row, { dates: ['assignedOn', 'deactivatedOn'] });
  const forms = formCodes(row.formsAssigned);
  data.assesseCaId = idText(row.assesseCaId);
  data.caMembershipNum = idText(row.caMembershipNum);
  data.formsAssigned = forms.join(', ') || null;
  data.formCount = forms.length;
  return data;
}

export function mapCaAssignedForm(row: PortalRow): PortalRow {
  const data = withPortalDates(row, { dates: ['assignedOn', 'formDueDate', 'uploadedOn', 'actionTakenOn'] });
  data.transactionNo = idText(row.transactionNo);
  data.assesseCaId = idText(row.assesseCaId);
  data.caMembershipNum = idText(row.caMembershipNum);
  data.ackNum = idText(row.ackNum);
  data.assessmentYear = yearLabel(row.assessmentYear);
  return data;
}
