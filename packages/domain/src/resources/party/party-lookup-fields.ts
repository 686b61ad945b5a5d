import type { FieldDef } from '../define';
import { LOOKUP_SOURCE, LOOKUP_STATUS, YES_NO } from './party-options';

/**
 * What every party lookup adds to the service's own fields: when and how it was looked up, and
 * whether anything that matters (status, classification) changed since the lookup before.
 */
export const PARTY_LOOKUP_FIELDS: readonly FieldDef[] = [
  {
    key: 'lookedUpAt',
    label: 'Looked up',
    kind: 'datetime',
    list: true,
    sort: true,
    column: 'issuedOn',
    filter: 'range',
  },
  {
    key: 'lookupStatus',
    label: 'Lookup',
    kind: 'enum',
    options: LOOKUP_STATUS,
    list: true,
    filter: 'in',
  },
  { key: 'lookupSource', label: 'Source', kind: 'enum', options: LOOKUP_SOURCE, filter: 'in' },
  { key: 'lookupError', label: 'Lookup problem', kind: 'text' },
  {
    key: 'changedSinceLastLookup',
    label: 'Changed since last lookup',
    kind: 'enum',
    options: YES_NO,
    list: true,
    filter: 'in',
  },
  { key: 'changes', label: 'Changes', kind: 'longtext', list: true },
];
