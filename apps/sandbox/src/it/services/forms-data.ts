import { Rng } from '../../rng';
import type { ItAccountProfile } from '../accounts';
import { DAY_MS, TIMELINE_ANCHOR, atIst, istDay } from '../dates';
import { SURNAMES } from '../seed-data';
import { ackNumFor } from './record-ids';
import type { SandboxFiledForm } from './record-types';

/** Statutory forms filed on the portal besides returns: audit reports, trust forms, 15CA, 10-IEA, ... */

type FormKind = {
  formTypeCd: string;
  formName: string;
  /** Filed by a chartered accountant and accepted by the taxpayer. */
  audit: boolean;
  /** Day of the assessment year's start year by which it is filed: [month, day]. */
  by: [number, number];
  quarterly?: boolean;
};

const FORMS: Record<string, FormKind> = {
  '3CA-3CD': {
    formTypeCd: '3CA-3CD',
    formName: 'Audit report u/s 44AB (audited under another law)',
    audit: true,
    by: [8, 30],
  },
  '3CB-3CD': { formTypeCd: '3CB-3CD', formName: 'Audit report u/s 44AB', audit: true, by: [8, 30] },
  '3CEB': {
    formTypeCd: '3CEB',
    formName: 'Report u/s 92E (international transactions)',
    audit: true,
    by: [9, 31],
  },
  '29B': { formTypeCd: '29B', formName: 'Report u/s 115JB (book profits)', audit: true, by: [8, 30] },
  '10B': { formTypeCd: '10B', formName: 'Audit report of a trust u/s 12A(1)(b)', audit: true, by: [8, 30] },
  '10BD': {
    formTypeCd: '10BD',
    formName: 'Statement of donations u/s 80G(5)(viii)',
    audit: false,
    by: [4, 31],
  },
  '10-IEA': {
    formTypeCd: '10-IEA',
    formName: 'Option for the old tax regime u/s 115BAC(6)',
    audit: false,
    by: [6, 31],
  },
  '15CA': {
    formTypeCd: '15CA',
    formName: 'Information on a payment to a non-resident',
    audit: false,
    by: [10, 15],
  },
  '67': { formTypeCd: '67', formName: 'Foreign tax credit statement', audit: false, by: [6, 31] },
  '15G/15H': {
    formTypeCd: '15G/15H',
    formName: 'Quarterly statement of Form 15G/15H declarations',
    audit: false,
    by: [6, 15],
    quarterly: true,
  },
};

const KINDS_BY_HOLDER: Record<string, readonly string[]> = {
  C: ['3CA-3CD', '29B', '3CEB', '15G/15H', '15CA'],
  F: ['3CB-3CD', '15CA'],
  T: ['10B', '10BD'],
  A: ['3CB-3CD'],
  H: ['3CB-3CD'],
  P: ['10-IEA', '67', '15CA', '3CB-3CD'],
};

const CA_FIRM_WORDS = ['& Associates', '& Co.', 'and Company', '& Partners', 'Mehta & Co.'];

function officeTime(rng: Rng, day: number): number {
  return atIst(day, rng.int(10, 20), rng.int(0, 59), rng.int(0, 59));
}

export function generateFiledForms(seed: string, profile: ItAccountProfile): SandboxFiledForm[] {
  const rng = new Rng(seed, 'it-forms', profile.pan);
  const caFirm = `M/S ${rng.pick(SURNAMES).toUpperCase()} ${rng.pick(CA_FIRM_WORDS).toUpperCase()}`;
  const kinds = (KINDS_BY_HOLDER[profile.holderType] ?? []).filter(
    (_, i) => i === 0 || rng.chance(profile.holderType === 'P' ? 0.3 : 0.55),
  );
  const out: SandboxFiledForm[] = [];
  // Positions 100+ keep form acknowledgements apart from returns'.
  const push = (form: Omit<SandboxFiledForm, 'ackNum'>) =>
    out.push({ ...form, ackNum: ackNumFor(profile.index, 100 + out.length) });
  for (const key of kinds) {
    const kind = FORMS[key]!;
    for (let ay = 2020; ay <= 2026; ay++) {
      if (profile.holderType === 'P' && kind.audit && !rng.chance(0.4)) continue;
      if (kind.quarterly) {
        for (let q = 1; q <= 4; q++) {
          // Quarter q of FY ay-1 is filed by the 15th of the month after it.
          const month = [6, 9, 12, 3][q - 1]!;
          const year = q === 4 ? ay : ay - 1;
          const filedOn = officeTime(rng, Date.UTC(year, month, 1) + rng.int(0, 14) * DAY_MS);
          push({
            formTypeCd: kind.formTypeCd,
            formName: kind.formName,
            refYear: ay,
            financialQrtr: `Q${q}`,
            filingTypeCd: 'O',
            filedOn,
            acceptedOn: null,
            needsAcceptance: false,
            entityName: profile.name.toUpperCase(),
            udin: null,
          });
        }
        continue;
      }
      if (!kind.audit && !rng.chance(0.6)) continue;
      const [month, day] = kind.by;
      const due = Date.UTC(ay, month, day);
      const filedOn = officeTime(rng, due - rng.int(0, 60) * DAY_MS);
      const acceptedOn = kind.audit ? officeTime(rng, istDay(filedOn) + rng.int(1, 20) * DAY_MS) : null;
      push({
        formTypeCd: kind.formTypeCd,
        formName: kind.formName,
        refYear: ay,
        financialQrtr: null,
        filingTypeCd: rng.chance(0.05) ? 'R' : 'O',
        filedOn,
        acceptedOn,
        needsAcceptance: kind.audit,
        entityName: kind.audit ? caFirm : profile.name.toUpperCase(),
        udin: kind.audit
          ? `${26 - (2026 - ay)}${String(rng.int(100000, 999999))}${rng.letter()}${rng.letter()}${rng.letter()}${rng.letter()}${String(rng.int(1000, 9999))}`
          : null,
      });
    }
  }
  return out.filter((f) => f.filedOn < TIMELINE_ANCHOR + 150 * DAY_MS).sort((a, b) => a.filedOn - b.filedOn);
}

/** formStatus at `now`: audit reports wait for the taxpayer to accept them. */
export function formStatus(f: SandboxFiledForm, now: number): string {
  if (!f.needsAcceptance) return 'Filed';
  return f.acceptedOn !== null && f.acceptedOn <= now ? 'Accepted' : 'Pending for acceptance';
}
