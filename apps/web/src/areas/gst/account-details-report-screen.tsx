import { RESOURCES, type ResourceDef } from '@taxdesk/domain';
import type { ScreenProps } from '../../app/screen-types';
import { ResourceListPage } from '../../shared/resource/resource-list-page';

/** The registration columns the report shows by default, in this order. */
const REGISTRATION = [
  'gstin',
  'lgnm',
  'tradeNam',
  'state',
  'group',
  'sts',
  'dty',
  'ctb',
  'rgdt',
  'cxdt',
  'stj',
  'ctj',
  'nba',
  'einvStatus',
  'address',
];

/**
 * The GST accounts with their registration details as the default columns: the same records,
 * filters and export as the account list, only another choice of columns.
 */
const registrationView: ResourceDef = {
  ...RESOURCES.gstAccount,
  fields: [
    ...REGISTRATION.map((key) => ({
      ...RESOURCES.gstAccount.fields.find((f) => f.key === key)!,
      list: true,
    })),
    ...RESOURCES.gstAccount.fields
      .filter((f) => !REGISTRATION.includes(f.key))
      .map((f) => ({ ...f, list: false })),
  ],
};

/** /{orgId}/gst/accountdetailsreport: registration details of every GST account, exportable. */
export default function AccountDetailsReportScreen({ orgId }: ScreenProps) {
  return (
    <ResourceListPage
      orgId={orgId}
      resource={registrationView}
      title="Account Details Report"
      description="Registration details of every GST account, as the portal's profile gives them."
    />
  );
}
