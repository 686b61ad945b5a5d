import { DEMAND_SERVICES } from './services/demands';
import { FILED_FORM_SERVICES } from './services/filed-forms';
import { registerPaymentRoutes } from './services/payments';
import { PROFILE_SERVICES } from './services/profile';
import { REFUND_SERVICES } from './services/refunds';
import { REPLY_SERVICES, replyAttachments } from './services/replies';
import { RETURNS_SERVICES, registerReturnDocuments } from './services/returns';
import { ARCA_SERVICE_TABLES } from './services/arca-services';
import { RP_SERVICE_TABLES, rpNoticeDocuments } from './services/rp-services';
import { ADJOURNMENT_VC_SERVICES } from './services/adjournment-vc-services';
import { CA_SERVICES } from './services/ca-services';
import { COMPLIANCE_SERVICES } from './services/compliance-services';
import { DOWNLOAD_REQUEST_SERVICES } from './services/download-request-services';
import { GRIEVANCE_SERVICES } from './services/grievance-services';
import { REQUEST_FORM_SERVICES } from './services/request-form-services';
import { TAX_CREDIT_SERVICES } from './services/tax-credits';
import { TDS_SERVICES, tdsCommunicationDocuments } from './services/tds-services';
import { WORKLIST_SERVICES } from './services/worklist-services';
import type { ItDocumentSource, ItRouteRegistrar, ItServiceTable } from './service-table';

/**
 * Service tables of the portal's other areas (returns, demands, filed forms, ...), each in its own
 * file under it/services/. Add a table here; the e-proceedings services are in services.ts.
 */
export const IT_SERVICE_TABLES: ItServiceTable[] = [
  PROFILE_SERVICES,
  RETURNS_SERVICES,
  FILED_FORM_SERVICES,
  DEMAND_SERVICES,
  REFUND_SERVICES,
  REPLY_SERVICES,
  ...RP_SERVICE_TABLES,
  ...ARCA_SERVICE_TABLES,
  ADJOURNMENT_VC_SERVICES,
  CA_SERVICES,
  WORKLIST_SERVICES,
  GRIEVANCE_SERVICES,
  COMPLIANCE_SERVICES,
  DOWNLOAD_REQUEST_SERVICES,
  REQUEST_FORM_SERVICES,
  TAX_CREDIT_SERVICES,
  TDS_SERVICES,
];

/** Other routes of those areas (binary downloads, non-generic endpoints). Add a registrar here. */
export const IT_ROUTES: ItRouteRegistrar[] = [registerReturnDocuments, registerPaymentRoutes];

/** Documents `/iec/document/{docId}` serves beyond notices and closure orders. Add a source here. */
export const IT_DOCUMENT_SOURCES: ItDocumentSource[] = [
  replyAttachments,
  rpNoticeDocuments,
  tdsCommunicationDocuments,
];
