import type { ItAccountProfile } from '../accounts';
import { formatIstDate } from '../dates';
import type { SandboxReturn } from './record-types';
import { RETURN_SECTION_CODES } from './returns-data';

/** The return as filed, in the shape of the department's ITR JSON schema (a readable subset). */
export function itrJson(
  r: SandboxReturn,
  profile: ItAccountProfile,
  tdsClaimed = 0,
): Record<string, unknown> {
  const form = r.formTypeCd.replace('-', '');
  const name =
    profile.holderType === 'P'
      ? { FirstName: profile.firstNm, MiddleName: profile.midNm, SurNameOrOrgName: profile.surname }
      : { SurNameOrOrgName: profile.orgName };
  return {
    ITR: {
      [form]: {
        CreationInfo: {
          SWVersionNo: '1.0',
          SWCreatedBy: 'SW20000000',
          JSONCreatedBy: 'SW20000000',
          JSONCreationDate: formatIstDate(r.filedOn, '-').split('-').reverse().join('-'),
          IntermediaryCity: 'Delhi',
        },
        [`Form_${form}`]: {
          FormName: r.formTypeCd,
          Description: `For the assessment year ${r.ay}-${String((r.ay + 1) % 100).padStart(2, '0')}`,
          AssessmentYear: String(r.ay),
          SchemaVer: 'Ver1.0',
          FormVer: 'Ver1.0',
        },
        PartA_GEN1: {
          PersonalInfo: { AssesseeName: name, PAN: profile.pan },
          FilingStatus: {
            ReturnFileSec: Number(RETURN_SECTION_CODES[r.incmTaxSecCd] ?? 11),
            ...(r.filingTypeCd === 'R' ? { ReceiptNo: 'original', OrigRetFiledDate: '' } : {}),
          },
        },
        PartB_TI: { GrossTotalIncome: r.totalIncome, TotalIncome: r.totalIncome },
        PartB_TTI: {
          ComputationOfTaxLiability: { NetTaxLiability: r.taxPayable },
          TaxPaid: {
            TaxesPaid: {
              TDS: tdsClaimed,
              TotalTaxesPaid: r.taxesPaid,
            },
          },
          Refund: { RefundDue: Math.max(0, r.balance) },
          BalTaxPayable: Math.max(0, -r.balance),
        },
      },
    },
  };
}
