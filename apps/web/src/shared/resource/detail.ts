import {
  filterStyles,
  formatValue,
  DEFAULT_PAGE_SIZE,
  resourceOf,
  type ChildLink,
  type FieldDef,
  type RecordRow,
  type ResourceDef,
} from '@taxdesk/domain';
import { fieldValue } from './cell-display';
import { visibleColumns } from './columns';
import { listSearch } from './list-state';

/** The field shown as the detail's status badge: the one stored in the promoted status column. */
export { statusField } from '@taxdesk/domain';

/** The fields of the detail's grid, in definition order. */
export function detailFields(resource: ResourceDef): FieldDef[] {
  return resource.fields.filter((f) => !f.hidden);
}

/** The header line: the title field formatted, else the API's title, else the key. */
export function recordTitle(resource: ResourceDef, record: RecordRow): string {
  const field = resource.fields.find((f) => f.key === resource.titleField);
  const text = field ? formatValue(field, fieldValue(record, field)) : '';
  return text || record.title || decodeURIComponent(record.key);
}

/** A child type's list filtered to this record, when the child's list can filter by the link field. */
export function childListLink(
  orgId: string,
  link: ChildLink,
  record: RecordRow,
): { to: string; search: Record<string, string | number> } | null {
  const child = resourceOf(link.type);
  const value = record.data[link.via];
  if (!child?.listPath || value == null || value === '') return null;
  if (filterStyles(child)[link.via] !== 'in') return null;
  return {
    to: `/${orgId}${child.listPath}`,
    search: listSearch({ limit: DEFAULT_PAGE_SIZE, filters: { [link.via]: { in: [String(value)] } } }),
  };
}

/** `12345` → `12 KB`. */
export function fileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A child table shows the child's default columns, less the one that only repeats the parent's key. */
export function childColumns(child: ResourceDef, link: ChildLink): FieldDef[] {
  const columns = visibleColumns(child, {});
  const rest = columns.filter((f) => f.key !== link.via);
  return rest.length ? rest : columns;
}
