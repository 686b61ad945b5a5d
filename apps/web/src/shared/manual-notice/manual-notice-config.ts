import type { RecordRow, ResourceType } from '@taxdesk/domain';

type FieldBase = {
  /** The body's key (the record's field, mostly). */
  key: string;
  label: string;
  required?: boolean;
  description?: string;
  placeholder?: string;
};

/** One input of the form; the server checks the same and more (the account is the org's). */
export type ManualField =
  | (FieldBase & {
      kind: 'text' | 'textarea' | 'money';
      max?: number;
      /** A check of the value as typed: the message, or null. */
      check?: (value: string) => string | null;
    })
  | (FieldBase & {
      kind: 'date';
      /** The date may not come before another field's (a reply due before the issue date). */
      notBefore?: { field: string; message: string };
    })
  | (FieldBase & { kind: 'select'; options: Readonly<Record<string, string>> })
  | (FieldBase & {
      /** The area's account the record belongs to, searched as the user types. */
      kind: 'account';
      recordType: ResourceType;
      valueField: string;
      nameField: string;
      check?: (value: string) => string | null;
      nothingFound: string;
    })
  | (FieldBase & {
      /** A record of the chosen account (its proceeding), optional. */
      kind: 'linked';
      recordType: ResourceType;
      /** The list filter that narrows it to the chosen account. */
      accountParam: string;
      valueField: string;
      labelOf: (row: RecordRow) => string;
      nothingFound: string;
    });

/** A record type entered by hand: its API, its list and its form. */
export type ManualNoticeConfig = {
  type: ResourceType;
  /** `/api/o/{orgId}/{apiArea}/manual-notices`. */
  apiArea: string;
  intro: string;
  /** The list's columns (the definition's field keys). */
  columns: readonly string[];
  fields: readonly ManualField[];
  /** What deleting a row takes with it, said in the confirmation. */
  deleteText: (row: RecordRow) => string;
};

export type ManualValues = Record<string, string>;

export function emptyValues(config: ManualNoticeConfig): ManualValues {
  return Object.fromEntries(config.fields.map((f) => [f.key, '']));
}

/** A stored record → the form's values, for editing. */
export function valuesOf(config: ManualNoticeConfig, data: Readonly<Record<string, unknown>>): ManualValues {
  return Object.fromEntries(
    config.fields.map((f) => {
      const v = data[f.key] == null ? '' : String(data[f.key]);
      return [f.key, f.kind === 'date' ? v.slice(0, 10) : v];
    }),
  );
}
