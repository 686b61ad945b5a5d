import { Rng } from '../rng';
import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES, SURNAMES } from '../it/seed-data';
import type { SandboxTdsAccount } from './tds-accounts';

/** What TRACES knows of one deductor: deductees, statements, defaults, certificates, challans. */

export const TDS_FORMS = ['24Q', '26Q', '27Q', '27EQ'] as const;
export type TdsForm = (typeof TDS_FORMS)[number];

export const STATEMENT_STATUS = {
  clean: 'Statement Processed without Default',
  withDefault: 'Statement Processed with Default',
  rejected: 'Statement Rejected',
  pending: 'Statement Pending for Processing',
} as const;

export type PanStatus = 'VALID' | 'INACTIVE' | 'DELETED';
export type Deductee = { pan: string; name: string; status: PanStatus; forms: TdsForm[] };

export type Statement = {
  finyear: number;
  quarter: 1 | 2 | 3 | 4;
  formtype: TdsForm;
  tokenno: string;
  filedOn: number;
  status: string;
  processedOn: number | null;
  stmnttype: 'Regular' | 'Correction';
  failMsg: string | null;
};

export type Ldc = {
  certid: number;
  certino: string;
  finyear: number;
  deducteepan: string;
  dedname: string;
  seccode: string;
  natofpayment: string;
  rateoftds: number;
  certilimit: number;
  amtconsume: number;
  validfrm: number;
  validto: number;
  issuedate: number;
  canceldate: number | null;
};

export type Challan = {
  dateOfDep: number;
  bankCode: string;
  chlnSNo: string;
  chlnAmt: number;
  recptNum: string;
  chlnStatus: 'Fully Consumed' | 'Partially Consumed' | 'Unconsumed';
  consumed: { tokenNum: string; finYr: number; qtr: number; formType: TdsForm; claimAmt: number }[];
};

export type TdsData = {
  deductees: Deductee[];
  statements: Statement[];
  demands: { finYr: number; aodmnd: number; cpcdmd: number }[];
  ldcs: Ldc[];
  challans: Challan[];
};

const DAY = 86_400_000;
/** Quarters whose statements are filed by the sandbox's anchor day (2026-11-20). */
const PERIODS: [number, 1 | 2 | 3 | 4][] = [
  [2024, 1],
  [2024, 2],
  [2024, 3],
  [2024, 4],
  [2025, 1],
  [2025, 2],
  [2025, 3],
  [2025, 4],
  [2026, 1],
  [2026, 2],
];

/** Due date of a quarter's statement: 31 Jul, 31 Oct, 31 Jan, 31 May. */
export function statementDue(fy: number, quarter: number): number {
  const [year, month] =
    quarter === 1 ? [fy, 6] : quarter === 2 ? [fy, 9] : quarter === 3 ? [fy + 1, 0] : [fy + 1, 4];
  return Date.UTC(year, month, 31);
}

const SECTIONS: Record<TdsForm, [string, string][]> = {
  '24Q': [['192', 'Salary']],
  '26Q': [
    ['194C', 'Payment to contractors'],
    ['194J', 'Fees for professional services'],
    ['194I', 'Rent'],
  ],
  '27Q': [['195', 'Payment to non-residents']],
  '27EQ': [['206C', 'Tax collected at source']],
};

function personPan(rng: Rng, surname: string): string {
  return `${rng.letter()}${rng.letter()}${rng.letter()}P${surname.charAt(0)}${String(rng.int(1, 9999)).padStart(4, '0')}${rng.letter()}`;
}

function token(rng: Rng): string {
  return `${rng.int(1000, 9999)}${String(rng.int(0, 9_999_999)).padStart(7, '0')}${rng.int(1000, 9999)}`;
}

export function generateTdsData(seed: string, account: SandboxTdsAccount): TdsData {
  const rng = new Rng(seed, 'tds-data', account.tan);
  const forms: TdsForm[] = [
    '24Q',
    '26Q',
    ...(rng.chance(0.5) ? (['27Q'] as const) : []),
    ...(rng.chance(0.3) ? (['27EQ'] as const) : []),
  ];
  const deductees: Deductee[] = Array.from({ length: rng.int(12, 18) }, (_, i) => {
    const surname = rng.pick(SURNAMES);
    const first = rng.pick(rng.chance(0.5) ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES);
    const status = rng.weighted<PanStatus>([
      ['VALID', 85],
      ['INACTIVE', 10],
      ['DELETED', 5],
    ]);
    return {
      pan: personPan(rng, surname),
      name: `${first} ${surname}`.toUpperCase(),
      status,
      forms: [forms[i % forms.length]!],
    };
  });
  const statements: Statement[] = [];
  const demands = new Map<number, { finYr: number; aodmnd: number; cpcdmd: number }>();
  for (const [fy, quarter] of PERIODS) {
    for (const formtype of forms) {
      const filedOn = statementDue(fy, quarter) - rng.int(0, 20) * DAY + (rng.chance(0.1) ? 40 * DAY : 0);
      const latest = fy === 2026 && quarter === 2;
      const status =
        latest && rng.chance(0.5)
          ? STATEMENT_STATUS.pending
          : rng.weighted<string>([
              [STATEMENT_STATUS.clean, 72],
              [STATEMENT_STATUS.withDefault, 20],
              [STATEMENT_STATUS.rejected, 8],
            ]);
      const rejected = status === STATEMENT_STATUS.rejected;
      statements.push({
        finyear: fy,
        quarter,
        formtype,
        tokenno: token(rng),
        filedOn,
        status,
        processedOn: status === STATEMENT_STATUS.pending ? null : filedOn + rng.int(2, 20) * DAY,
        stmnttype: 'Regular',
        failMsg: rejected ? 'T-FV-4202: Invalid challan serial number. T-FV-3171: Invalid BSR code.' : null,
      });
      if (status === STATEMENT_STATUS.withDefault) {
        const d = demands.get(fy) ?? { finYr: fy, aodmnd: 0, cpcdmd: 0 };
        d.cpcdmd += rng.int(5, 400) * 100;
        if (rng.chance(0.15)) d.aodmnd += rng.int(10, 900) * 100;
        demands.set(fy, d);
        if (rng.chance(0.4)) {
          statements.push({
            finyear: fy,
            quarter,
            formtype,
            tokenno: token(rng),
            filedOn: filedOn + rng.int(30, 90) * DAY,
            status: STATEMENT_STATUS.clean,
            processedOn: filedOn + rng.int(95, 120) * DAY,
            stmnttype: 'Correction',
            failMsg: null,
          });
        }
      }
    }
  }
  const ldcs: Ldc[] = Array.from({ length: rng.int(0, 4) }, (_, i) => {
    const deductee = rng.pick(deductees);
    const [seccode, natofpayment] = rng.pick(SECTIONS['26Q']);
    const finyear = rng.pick([2025, 2026]);
    const certilimit = rng.int(5, 200) * 10_000;
    const issuedate = Date.UTC(finyear, 3, 1) + rng.int(0, 120) * DAY;
    return {
      certid: 700_000 + rng.int(0, 99_999) * 10 + i,
      certino: `${account.tan.slice(0, 4)}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`,
      finyear,
      deducteepan: deductee.pan,
      dedname: deductee.name,
      seccode,
      natofpayment,
      rateoftds: rng.pick([0, 0.5, 1, 2]),
      certilimit,
      amtconsume: Math.min(certilimit, rng.int(0, 240) * 10_000),
      validfrm: issuedate,
      validto: Date.UTC(finyear + 1, 2, 31),
      issuedate,
      canceldate: rng.chance(0.1) ? issuedate + rng.int(20, 90) * DAY : null,
    };
  });
  const bank = String(rng.int(1_000_000, 9_999_999));
  const challans: Challan[] = [];
  for (const s of statements.filter((st) => st.stmnttype === 'Regular')) {
    const dateOfDep = statementDue(s.finyear, s.quarter) - rng.int(35, 80) * DAY;
    const chlnAmt = rng.int(10, 900) * 1000;
    const chlnSNo = String(rng.int(10_000, 99_999));
    const used =
      s.status === STATEMENT_STATUS.rejected ? 0 : rng.chance(0.8) ? chlnAmt : Math.round(chlnAmt * 0.6);
    challans.push({
      dateOfDep,
      bankCode: bank,
      chlnSNo,
      chlnAmt,
      recptNum: `${bank}${new Date(dateOfDep).toISOString().slice(2, 10).replace(/-/g, '')}${chlnSNo}`,
      chlnStatus: used === 0 ? 'Unconsumed' : used === chlnAmt ? 'Fully Consumed' : 'Partially Consumed',
      consumed:
        used === 0
          ? []
          : [
              {
                tokenNum: s.tokenno,
                finYr: s.finyear,
                qtr: s.quarter + 2,
                formType: s.formtype,
                claimAmt: used,
              },
            ],
    });
  }
  return lateFilers(seed, account, { deductees, statements, demands: [...demands.values()], ldcs, challans });
}

/**
 * Some deductors have not filed the latest due quarter of a form yet (non-filers): its statement
 * is left out, and the challan paid for it stays unconsumed. Drawn apart from the data above, so
 * every other statement, certificate and challan stays as it was. A statement processed with
 * defaults is always kept (its demand is on the default summary).
 */
function lateFilers(seed: string, account: SandboxTdsAccount, data: TdsData): TdsData {
  const rng = new Rng(seed, 'tds-late', account.tan);
  const [fy, quarter] = PERIODS[PERIODS.length - 1]!;
  const late = new Set(
    TDS_FORMS.filter((form) => {
      const chosen = rng.chance(0.3);
      const latest = data.statements.filter(
        (st) => st.finyear === fy && st.quarter === quarter && st.formtype === form,
      );
      return chosen && latest.length > 0 && latest.every((st) => st.status !== STATEMENT_STATUS.withDefault);
    }),
  );
  if (late.size === 0) return data;
  const dropped = (st: Statement) => st.finyear === fy && st.quarter === quarter && late.has(st.formtype);
  const tokens = new Set(data.statements.filter(dropped).map((st) => st.tokenno));
  return {
    ...data,
    statements: data.statements.filter((st) => !dropped(st)),
    challans: data.challans.map((c) =>
      c.consumed.some((x) => tokens.has(x.tokenNum)) ? { ...c, consumed: [], chlnStatus: 'Unconsumed' } : c,
    ),
  };
}
