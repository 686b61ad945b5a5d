import { fieldOf, formatValue, type FieldDef, type RecordEvent, type ResourceDef } from '@taxdesk/domain';

type ChangeLine = { key: string; label: string; from: string; to: string };

/** What a `target` event changes: not fields of the record, so labelled here. */
const TARGET_FIELDS: Readonly<Record<string, FieldDef>> = {
  targetDate: { key: 'targetDate', label: 'Target date', kind: 'date' },
  targetReason: { key: 'targetReason', label: 'Reason', kind: 'text' },
};

export const EVENT_TITLES: Readonly<Record<RecordEvent['kind'], string>> = {
  new: 'First seen',
  changed: 'Changed',
  removed: 'Marked removed on portal',
  status: 'Work status changed',
  assignee: 'Assignee changed',
  due: 'Due date set by hand',
  target: 'Target date',
  comment: 'Comment',
  review: 'Reviewed',
};

export const EVENT_COLOURS: Readonly<Record<RecordEvent['kind'], string>> = {
  new: 'blue',
  changed: 'yellow',
  removed: 'red',
  status: 'grape',
  assignee: 'indigo',
  due: 'teal',
  target: 'orange',
  comment: 'gray',
  review: 'cyan',
};

/** An event's field-level changes, labelled and formatted like the fields themselves. */
export function changeLines(resource: ResourceDef, event: Pick<RecordEvent, 'changes'>): ChangeLine[] {
  return Object.entries(event.changes ?? {}).map(([key, change]) => {
    const field = fieldOf(resource, key) ?? TARGET_FIELDS[key];
    const format = (v: unknown) => (field ? formatValue(field, v) : formatValue({ kind: 'text' }, v));
    return { key, label: field?.label ?? key, from: format(change.from), to: format(change.to) };
  });
}

/** Newest first, whatever order the API sent. */
export function eventsNewestFirst<T extends Pick<RecordEvent, 'at'>>(events: readonly T[]): T[] {
  return [...events].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}
