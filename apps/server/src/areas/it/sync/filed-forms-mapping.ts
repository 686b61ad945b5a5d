import { portalYear } from '@taxdesk/domain';
import { portalDate, text } from './records-mapping';
import type { PortalFiledForm } from './filed-forms-api';

export function mapFiledForm(f: PortalFiledForm, pan: string): Record<string, unknown> {
  const form = text(f.formTypeCd);
  return {
    ackNum: String(f.ackNum),
    pan,
    formTypeCd: form,
    formName: text(f.formDesc) ?? (form ? `Form ${form}` : null),
    refYear: portalYear(f.refYear),
    financialQrtr: text(f.financialQrtr),
    filingTypeCd: text(f.filingTypeCd),
    formStatus: text(f.formStatus),
    filedDt: portalDate(f.filedDt),
    ackDt: portalDate(f.ackDt),
    entityName: text(f.entityName),
    udin: text(f.udin),
  };
}
