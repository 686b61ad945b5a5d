import { OPEN_WORK_STATUSES, stillToDoFilters } from '../areas/area-dashboard';
import { isDone } from '../resources/done-rule';
import { FEATURE_LICENCE, FEATURES } from '../licence/features';
import { WORK_FIELDS, type FieldDef, type ResourceDef } from '../resources/define';
import { RESOURCES } from '../resources/registry';

/**
 * The Work list (`/{orgId}/work`): every record across areas that has a due date (a notice's
 * response date, a hearing, a return or statement due, an appeal) or a work status, in one list.
 * It is not a stored record type but a view over several: `WORK_ITEM` describes its columns and
 * filters the way a type's definition does, so the shared list, filter bar and export serve it.
 */

/** The record types the Work list holds: those promoting a field to `due_on`, and those worked on. */
export const WORK_LIST_TYPES: readonly ResourceDef[] = Object.values(RESOURCES).filter(
  (def) => def.work || def.fields.some((f) => f.column === 'dueOn'),
);

/** Whether a type says what is still to do (a done rule or work): only those are open, due or overdue. */
export function hasToDo(def: ResourceDef): boolean {
  return stillToDoFilters(def) !== null;
}

/**
 * A record still to do (neither done by its type's rule nor replied to or closed as work) or done;
 * null for a type whose dates are history (a return's processing, a credit's booking), which is
 * never due nor overdue. Home's figures, the Work list's state and a due date's "Overdue by" agree.
 */
export function workState(
  def: ResourceDef,
  status: string | null | undefined,
  workStatus: string | null | undefined,
): WorkItemState | null {
  if (!hasToDo(def)) return null;
  const open = workStatus == null || (OPEN_WORK_STATUSES as readonly string[]).includes(workStatus);
  return open && !isDone(def, status) ? 'todo' : 'done';
}

/** The state filter's values: still to do, or done (by the type's rule, or closed as work). */
export const WORK_ITEM_STATES = { todo: 'Still to do', done: 'Done' } as const;
export type WorkItemState = keyof typeof WORK_ITEM_STATES;

/** A Work list row's key: the record's type and key, so rows of different types never collide. */
export function workItemKey(type: string, key: string): string {
  return `${type}:${key}`;
}

export function splitWorkItemKey(itemKey: string): { type: string; key: string } | null {
  const at = itemKey.indexOf(':');
  if (at <= 0 || at === itemKey.length - 1) return null;
  return { type: itemKey.slice(0, at), key: itemKey.slice(at + 1) };
}

/** `Notice (Income Tax)`: a type's label with its area, since several areas have notices. */
export function workTypeLabel(def: ResourceDef): string {
  return def.feature ? `${def.label} (${FEATURE_LICENCE[def.feature].label})` : def.label;
}

const FIELDS: readonly FieldDef[] = [
  { key: 'title', label: 'Record', kind: 'text', list: true },
  {
    key: 'type',
    label: 'Type',
    kind: 'enum',
    list: true,
    filter: 'in',
    options: Object.fromEntries(WORK_LIST_TYPES.map((def) => [def.type, workTypeLabel(def)])),
  },
  {
    key: 'area',
    label: 'Area',
    kind: 'enum',
    list: true,
    filter: 'in',
    options: Object.fromEntries(FEATURES.map((f) => [f, FEATURE_LICENCE[f].label])),
  },
  { key: 'client', label: 'Client', kind: 'text', list: true, filter: 'in', column: 'accountKey' },
  { key: 'dueOn', label: 'Due', kind: 'date', list: true, filter: 'range', sort: true, column: 'dueOn' },
  { key: 'state', label: 'State', kind: 'enum', filter: 'in', options: WORK_ITEM_STATES },
  { key: 'status', label: 'Portal status', kind: 'text', list: true },
  // The Work list sorts by due date only: a work status's order means little across types.
  ...WORK_FIELDS.map((f) => ({ ...f, sort: false })),
  { key: 'firstSeenAt', label: 'First seen', kind: 'datetime', filter: 'range' },
];

/** The Work list as the shared list sees it: a view served by `/api/o/{orgId}/work-list`. */
export const WORK_ITEM: ResourceDef = {
  type: 'workItem',
  feature: null,
  label: 'Work item',
  plural: 'Work items',
  keyFields: ['ref'],
  titleField: 'title',
  fields: FIELDS,
  defaultSort: { field: 'dueOn', dir: 'asc' },
  work: true,
  apiPath: 'work-list',
  rowPathField: 'path',
  rowAccountLink: { field: 'client', pathField: 'clientPath' },
};

/** The views across types by their list type: the shared list asks their API instead of the records API. */
export function listViewOf(type: string): ResourceDef | null {
  return type === WORK_ITEM.type ? WORK_ITEM : null;
}
