import { defineResource } from '../define';

/** Stages of an appeal before the Income Tax Appellate Tribunal, as its case-status pages show them. */
export const ITAT_APPEAL_STATUS = {
  pending: 'Pending',
  fixed: 'Fixed for hearing',
  adjourned: 'Adjourned',
  heard: 'Heard, order reserved',
  disposed: 'Disposed',
} as const;

/** ITA: the appeal itself; CO: cross objection; SA: stay application; MA: miscellaneous application. */
export const ITAT_APPEAL_TYPE = {
  ITA: 'Income tax appeal',
  CO: 'Cross objection',
  SA: 'Stay application',
  MA: 'Miscellaneous application',
} as const;

export const ITAT_APPELLANT = { assessee: 'Assessee', department: 'Department' } as const;

/**
 * An appeal before the ITAT that the firm follows. Imported from the firm's register (no portal
 * login reaches the tribunal), its status kept current by the ITAT sync. Keyed by the appeal
 * number the tribunal gives it, e.g. `ITA 1234/MUM/2023`.
 */
export const itatAppeal = defineResource({
  type: 'itatAppeal',
  feature: 'it',
  label: 'ITAT Appeal',
  plural: 'ITAT Appeals',
  keyFields: ['appealNo'],
  accountField: 'pan',
  accountType: 'itAccount',
  titleField: 'appealNo',
  listPath: '/it/itat',
  defaultSort: { field: 'nextHearingDate', dir: 'asc' },
  done: ['disposed'],
  fields: [
    { key: 'appealNo', label: 'Appeal no.', kind: 'id', list: true, search: true },
    { key: 'pan', label: 'PAN', kind: 'pan', list: true, filter: 'in', sort: true, column: 'accountKey' },
    { key: 'assesseeName', label: 'Assessee', kind: 'text', list: true },
    { key: 'ay', label: 'Assessment year', kind: 'ay', list: true, filter: 'in', sort: true, column: 'year' },
    { key: 'bench', label: 'Bench', kind: 'text', list: true, filter: 'in', sort: true, column: 'section' },
    { key: 'appealType', label: 'Type', kind: 'enum', options: ITAT_APPEAL_TYPE, list: true },
    { key: 'appellant', label: 'Filed by', kind: 'enum', options: ITAT_APPELLANT },
    {
      key: 'filedOn',
      label: 'Filed on',
      kind: 'date',
      list: true,
      sort: true,
      column: 'issuedOn',
      filter: 'range',
    },
    {
      key: 'status',
      label: 'Status',
      kind: 'enum',
      options: ITAT_APPEAL_STATUS,
      list: true,
      filter: 'in',
      sort: true,
      column: 'status',
    },
    {
      key: 'nextHearingDate',
      label: 'Next hearing',
      kind: 'date',
      list: true,
      sort: true,
      column: 'dueOn',
      filter: 'range',
    },
    { key: 'orderDate', label: 'Order date', kind: 'date' },
    { key: 'remarks', label: 'Remarks', kind: 'longtext' },
  ],
});
