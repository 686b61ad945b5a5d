import { defineResource } from '../define';
import { UDIN_STATUS } from './rp-options';

/**
 * The UDIN (ICAI's unique document identification number) of a form the CA filed, and whether it
 * has been updated against the form on the e-filing portal: an unupdated UDIN is work to do.
 */
export const udin = defineResource({
  type: 'udin',
  feature: 'it',
  label: 'UDIN',
  plural: 'UDINs',
  keyFields: ['ackNum'],
  accountField: 'arcaId',
  accountType: 'arcaAccount',
  titleField: 'udin',
  listPath: '/arca/udin',
  detailPath: '/it/arca/udin/{ackNum}',
  defaultSort: { field: 'filedDt', dir: 'desc' },
  fields: [
    { key: 'ackNum', label: 'Acknowledgement no.', kind: 'id', list: true, search: true },
    { key: 'udin', label: 'UDIN', kind: 'id', list: true, search: true },
    { key: 'pan', label: 'Client PAN', kind: 'pan', list: true, filter: 'in' },
    { key: 'assesseeName', label: 'Client', kind: 'text', list: true },
    {
      key: 'formTypeCd',
      label: 'Form',
      kind: 'text',
      list: true,
      filter: 'in',
      sort: true,
      column: 'section',
    },
    {
      key: 'refYear',
      label: 'Assessment year',
      kind: 'ay',
      list: true,
      filter: 'in',
      sort: true,
      column: 'year',
    },
    {
      key: 'filedDt',
      label: 'Form filed on',
      kind: 'date',
      list: true,
      sort: true,
      column: 'issuedOn',
      filter: 'range',
    },
    { key: 'udinGeneratedOn', label: 'UDIN generated', kind: 'date', list: true, filter: 'range' },
    { key: 'udinUpdatedOn', label: 'UDIN updated', kind: 'date' },
    {
      key: 'udinStatus',
      label: 'Status',
      kind: 'enum',
      options: UDIN_STATUS,
      list: true,
      filter: 'in',
      sort: true,
      column: 'status',
    },
    { key: 'arcaId', label: 'ARCA id', kind: 'id', filter: 'in', sort: true, column: 'accountKey' },
  ],
});
