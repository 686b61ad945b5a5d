import { AREAS, CASE_STATUS_LABELS, formatDate, formatValue, resourceOf, statusField } from '@taxdesk/domain';

export const money = (v: number | null) => (v === null ? '—' : formatValue({ kind: 'money' }, v));
export const day = (v: string | null) => (v ? formatDate(v) : '—');

const AREA_LABELS: Record<string, string> = Object.fromEntries(AREAS.map((a) => [a.feature, a.label]));
export const areaLabel = (area: string) => AREA_LABELS[area] ?? (area === 'general' ? 'General' : area);

export const statusLabel = (status: string) =>
  CASE_STATUS_LABELS[status as keyof typeof CASE_STATUS_LABELS] ?? status;

/** A record's own status as its lists show it ("Open", not the portal's "O"). */
export function recordStatus(type: string, status: string | null): string {
  if (!status) return '—';
  const def = resourceOf(type);
  const field = def && statusField(def);
  return (field && formatValue(field, status)) || status;
}
