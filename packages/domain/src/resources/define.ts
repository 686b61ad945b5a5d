import type { Feature } from '../licence/features';
import { LOGIN_FIELDS } from './account-login';

/** How a field's value is shown, filtered and exported. One formatter per kind (format.ts). */
export type FieldKind =
  | 'text'
  | 'longtext'
  | 'id'
  | 'date'
  | 'datetime'
  | 'money'
  | 'number'
  | 'enum'
  | 'boolean'
  | 'pan'
  | 'tan'
  | 'gstin'
  | 'ay'
  | 'fy'
  /** A return period, `102026` (MMYYYY, as GST portals write it) or `2026-10`: shown `Oct 2026`. */
  | 'period'
  | 'duration';

/** Columns of the shared records table filled from a record's data (promote). */
export const DATA_COLUMNS = [
  'accountKey',
  'status',
  'issuedOn',
  'dueOn',
  'amount',
  'year',
  'section',
] as const;
export type DataColumn = (typeof DATA_COLUMNS)[number];
/**
 * Columns that TaxDesk's users set on records of types that opt in to work (`work: true`): they
 * live outside `data` and the change hash, so a portal re-sync never touches them.
 */
export const WORK_COLUMNS = ['workStatus', 'assignee', 'reviewState'] as const;
export type WorkColumn = (typeof WORK_COLUMNS)[number];
/** Columns of the shared records table that lists filter and sort on through indexes. */
export const PROMOTED_COLUMNS = [...DATA_COLUMNS, ...WORK_COLUMNS] as const;
export type PromotedColumn = (typeof PROMOTED_COLUMNS)[number];

export function isWorkColumn(column: string | undefined): column is WorkColumn {
  return (WORK_COLUMNS as readonly string[]).includes(column ?? '');
}

export type FieldDef = {
  /** The field's name in the record's data: the portal's own name where there is one. */
  key: string;
  label: string;
  kind: FieldKind;
  /** Shown in the list when the user has not chosen columns. */
  list?: boolean;
  /** `in`: pick values; `range`: from/to (dates, amounts). */
  filter?: 'in' | 'range';
  /** Sorting needs a promoted column (or the key) so that an index serves it. */
  sort?: boolean;
  column?: PromotedColumn;
  /** Values and labels of an enum. */
  options?: Readonly<Record<string, string>>;
  /** Hidden from the detail's field list (shown elsewhere, or internal). */
  hidden?: boolean;
  /**
   * Search everything finds the record by a fragment of this field: a number the portal prints
   * (notice number, DIN, ARN, CPIN, acknowledgement, ...) or, on an account or party, its PAN,
   * GSTIN, TAN, IEC, Udyam number or name. A client's PAN on each of its records is not marked:
   * the client is found by its account, not by every record it has.
   */
  search?: boolean;
};

export type ChildLink = {
  /** The child record type. */
  type: string;
  /** The child's data field that holds this record's key. */
  via: string;
  label: string;
};

export type ResourceDef = {
  type: string;
  /** Licensed feature whose API serves this type; null for general records. */
  feature: Feature | null;
  label: string;
  plural: string;
  /** Natural key: route params, in order, which are also data fields. */
  keyFields: readonly string[];
  /** The data field naming the portal account the record belongs to. */
  accountField?: string;
  /** Record type of that account, for links. */
  accountType?: string;
  titleField: string;
  fields: readonly FieldDef[];
  defaultSort: { field: string; dir: 'asc' | 'desc' };
  /** Records of this type carry documents (PDFs) that the detail offers. */
  documents?: boolean;
  children?: readonly ChildLink[];
  /** Route patterns, relative to /{orgId}. */
  listPath?: string;
  detailPath?: string;
  /**
   * Records of this type are worked on in TaxDesk: a work status, an assignee, internal
   * comments, a due date set by hand where the portal left it blank, and a history of each
   * change. `defineResource` adds the work fields (WORK_FIELDS) to the definition.
   */
  work?: boolean;
  /**
   * The values of the type's status (its field promoted to `status`, an enum) that mean the record
   * is done on the portal: a return filed, a challan paid, a statement processed, a proceeding
   * closed. A done record is not open, due or overdue on a dashboard; a blank status is not done.
   * The record counts follow it through `record_done()` (a migration made from these rules).
   */
  done?: readonly string[];
  /**
   * New records of this type may wait for review before they join their parent record
   * (a notice its proceeding): `via` is this type's field holding the parent's key.
   */
  review?: { parentType: string; via: string };
  /**
   * The record's due date is an appointment (a hearing by video conference): `time` names the text
   * field holding its slot in India (`15:00` or `15:00 - 15:30`), `link` the one holding its joining
   * URL. The calendar and its feed show such records as timed events instead of all-day ones.
   */
  schedule?: { time: string; link?: string };
  /**
   * An account type that belongs to a client (a PAN): the data fields that name the client, and
   * whether they hold the PAN itself (an IEC is the PAN since 2019) or GSTINs, which carry it at
   * characters 3–12. The client page (`/{orgId}/client/{pan}`) gathers a PAN's accounts by it.
   */
  client?: { fields: readonly string[]; holds: 'pan' | 'gstin' };
  /**
   * A view across types rather than a stored type (the Work list): its list, facets, export and
   * bulk work are served under `/api/o/{orgId}/{apiPath}` instead of the records API.
   */
  apiPath?: string;
  /** In such a view, the data field holding each row's own screen (relative to /{orgId}). */
  rowPathField?: string;
  /** In such a view, the column whose cells open each row's portal account, and the data field holding that screen. */
  rowAccountLink?: { field: string; pathField: string };
};

/** A work status: the firm's own progress on a record, apart from the portal's status. */
export const WORK_STATUS = {
  open: 'Open',
  in_progress: 'In progress',
  replied: 'Replied',
  closed: 'Closed',
} as const;
export type WorkStatus = keyof typeof WORK_STATUS;

/** The assignee filter's value for records nobody is assigned to. */
export const UNASSIGNED = 'unassigned';

export const REVIEW_STATE = {
  pending: 'Waiting for review',
  attached: 'Joined its proceeding',
  standalone: 'Standalone',
} as const;
export type ReviewState = keyof typeof REVIEW_STATE;

/** Hidden from the detail's grid: the detail's work panel shows them. */
export const WORK_FIELDS: readonly FieldDef[] = [
  {
    key: 'workStatus',
    label: 'Work status',
    kind: 'enum',
    options: WORK_STATUS,
    list: true,
    filter: 'in',
    sort: true,
    column: 'workStatus',
    hidden: true,
  },
  {
    key: 'assignee',
    label: 'Assignee',
    kind: 'text',
    list: true,
    filter: 'in',
    column: 'assignee',
    hidden: true,
  },
];

export const REVIEW_FIELD: FieldDef = {
  key: 'reviewState',
  label: 'Review',
  kind: 'enum',
  options: REVIEW_STATE,
  filter: 'in',
  column: 'reviewState',
  hidden: true,
};

/** What a definition file writes: a ResourceDef, and for an account type where its login shows. */
export type ResourceInput = ResourceDef & {
  /**
   * An account type: a client's login on a portal, the account of its own records. `defineResource`
   * makes its key field its `accountField` and itself its `accountType`, and puts the login's
   * fields (LOGIN_FIELDS: status, reason, last synced) right after the field `after`.
   */
  login?: { after: string };
};

export function defineResource<const T extends ResourceInput>(input: T): Omit<T, 'login'> {
  const { login, ...def } = input;
  return withWork(login ? asAccount(def, login.after) : def) as Omit<T, 'login'>;
}

function asAccount(def: ResourceDef, after: string): ResourceDef {
  const at = def.fields.findIndex((f) => f.key === after);
  if (at < 0) throw new Error(`${def.type}: no field ${after} for the login to follow`);
  const fields = [...def.fields.slice(0, at + 1), ...LOGIN_FIELDS, ...def.fields.slice(at + 1)];
  return { ...def, accountField: def.keyFields[0], accountType: def.type, fields };
}

function withWork(def: ResourceDef): ResourceDef {
  if (!def.work) return def;
  const extra = def.review ? [...WORK_FIELDS, REVIEW_FIELD] : WORK_FIELDS;
  return { ...def, fields: [...def.fields, ...extra.filter((f) => !fieldOf(def, f.key))] };
}

export function fieldOf(def: ResourceDef, key: string): FieldDef | undefined {
  return def.fields.find((f) => f.key === key);
}

/** The fields a list may filter on, and how: what parseListQuery accepts. */
export function filterStyles(def: ResourceDef): Record<string, 'in' | 'range'> {
  const out: Record<string, 'in' | 'range'> = {};
  for (const f of def.fields) if (f.filter) out[f.key] = f.filter;
  return out;
}

export function sortableFields(def: ResourceDef): string[] {
  return def.fields.filter((f) => f.sort && f.column).map((f) => f.key);
}

export function defaultColumns(def: ResourceDef): string[] {
  return def.fields.filter((f) => f.list).map((f) => f.key);
}

/** The natural key as one string: each part URI-encoded, joined by '/'. */
export function recordKey(def: ResourceDef, data: Readonly<Record<string, unknown>>): string {
  return def.keyFields.map((k) => encodeURIComponent(String(data[k] ?? ''))).join('/');
}

export function keyParts(def: ResourceDef, key: string): Record<string, string> {
  const parts = key.split('/').map((p) => decodeURIComponent(p));
  return Object.fromEntries(def.keyFields.map((k, i) => [k, parts[i] ?? '']));
}

/**
 * A record key as the portal prints its parts (`ITA 4603/CHD/2023`, `AAAPA1234A / 2024-25`), for
 * a person to read: each part decoded, the parts joined by ' / '. A part that is not valid
 * URI-encoding is shown as it is.
 */
export function readableKey(key: string): string {
  return key
    .split('/')
    .map((part) => {
      try {
        return decodeURIComponent(part);
      } catch {
        return part;
      }
    })
    .join(' / ');
}

/** `/it/demand/{din}/{transactionId}` with the record's parts → `/it/demand/D1/T9`. */
export function fillPath(pattern: string, values: Readonly<Record<string, unknown>>): string {
  return pattern.replace(/\{([A-Za-z_]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(values[name] ?? '')),
  );
}
