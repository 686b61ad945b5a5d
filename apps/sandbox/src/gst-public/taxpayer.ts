import { checkGstin } from '@taxdesk/domain';
import { Rng, uniformFor } from '../rng';
import { partyName } from './party-name';
import { GST_STATES } from './states';

/** The public taxpayer search answer for one GSTIN, with the portal's own field names. */
export type TaxpayerDetails = {
  gstin: string;
  lgnm: string;
  tradeNam: string;
  sts: string;
  ctb: string;
  dty: string;
  rgdt: string;
  cxdt: string;
  lstupdt: string;
  nba: string[];
  ctj: string;
  ctjCd: string;
  stj: string;
  stjCd: string;
  einvoiceStatus: 'Yes' | 'No';
  adadr: unknown[];
  pradr: { addr: Record<string, string>; ntr: string };
};

/** Constitution of business by the PAN's holder type. */
const CONSTITUTION: Readonly<Record<string, string>> = {
  P: 'Proprietorship',
  F: 'Partnership',
  H: 'Hindu Undivided Family',
  T: 'Trust',
  A: 'Association of Persons',
  B: 'Body of Individuals',
  G: 'Government Department',
  L: 'Local Authority',
  J: 'Others',
};

// prettier-ignore
const NATURES = [
  'Wholesale Business', 'Retail Business', 'Office / Sale Office', 'Factory / Manufacturing',
  'Warehouse / Depot', 'Supplier of Services', 'Recipient of Goods or Services', 'Export', 'Import',
  'Leasing Business', 'Works Contract',
] as const;

const STREETS = [
  'MG Road',
  'Station Road',
  'Link Road',
  'Ring Road',
  'Nehru Marg',
  'Gandhi Chowk',
  'Market Yard',
];
const BUILDINGS = [
  'Shanti Complex',
  'Trade Centre',
  'Industrial Estate',
  'Commerce House',
  'Plaza',
  'Arcade',
];
const LOCALITIES = ['Industrial Area', 'Civil Lines', 'Old City', 'MIDC', 'Sector 5', 'Market Area'];

/** A calendar day as the portal writes it, dd/mm/yyyy, between two ISO days (deterministic per rng). */
function dayBetween(rng: Rng, fromIso: string, toIso: string): string {
  const from = Date.parse(`${fromIso}T00:00:00Z`);
  const to = Date.parse(`${toIso}T00:00:00Z`);
  const d = new Date(from + rng.int(0, Math.floor((to - from) / 86_400_000)) * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

function titleCase(word: string): string {
  return word.charAt(0) + word.slice(1).toLowerCase();
}

function isoOf(ddmmyyyy: string): string {
  const [d, m, y] = ddmmyyyy.split('/');
  return `${y}-${m}-${d}`;
}

/** The first suo-moto cancellations the sandbox shows fall after its test clock (2026-11-21). */
const CANCEL_FROM = Date.UTC(2026, 10, 25);

/**
 * One active GSTIN in twenty is cancelled on a day between late November 2026 and February 2027,
 * so a lookup can find a supplier cancelled since the last one. Answers dd/mm/yyyy once reached.
 */
export function laterCancellation(seed: string, gstin: string, now: number): string | null {
  if (uniformFor(seed, 'gstin-cancel', gstin) >= 0.05) return null;
  const day = CANCEL_FROM + Math.floor(uniformFor(seed, 'gstin-cancel-day', gstin) * 90) * 86_400_000;
  if (day > now) return null;
  const d = new Date(day);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

export type GstinLookup =
  { found: true; details: TaxpayerDetails } | { found: false; reason: 'invalid' | 'not_registered' };

/**
 * The taxpayer behind a GSTIN, the same for the same seed on every run. A malformed GSTIN or a
 * wrong check character is invalid (the portal refuses it); a well-formed GSTIN whose
 * registration number — the 13th character — is `9` is not registered. Every other one is.
 */
export function lookupGstin(seed: string, raw: string, now?: number): GstinLookup {
  const check = checkGstin(raw);
  if (!check.ok || check.warning) return { found: false, reason: 'invalid' };
  const gstin = check.value;
  if (gstin[12] === '9') return { found: false, reason: 'not_registered' };
  const rng = new Rng(seed, 'gstin', gstin);
  const stateCode = gstin.slice(0, 2);
  const state = GST_STATES[stateCode]!;
  const holderType = gstin[5]!;
  const kind = gstin[13];
  const name = partyName(rng, holderType, gstin[6]!);
  let sts = rng.weighted<string>([
    ['Active', 82],
    ['Cancelled', 11],
    ['Suspended', 4],
    ['Inactive', 3],
  ]);
  const rgdt = rng.chance(0.35) ? '01/07/2017' : dayBetween(rng, '2017-07-02', '2024-12-31');
  let cxdt = sts === 'Cancelled' ? dayBetween(rng, isoOf(rgdt), '2025-03-31') : '';
  let lstupdt = dayBetween(rng, isoOf(cxdt || rgdt), '2025-06-30');
  // Checked after the seeded draws, so a later cancellation changes nothing else of the answer.
  const cancelledLater = sts === 'Active' && now !== undefined ? laterCancellation(seed, gstin, now) : null;
  if (cancelledLater) {
    sts = 'Cancelled';
    cxdt = cancelledLater;
    lstupdt = cancelledLater;
  }
  const dty =
    kind === 'D'
      ? 'Tax Deductor'
      : kind === 'C'
        ? 'Tax Collector (Electronic Commerce Operator)'
        : rng.weighted<string>([
            ['Regular', 84],
            ['Composition', 12],
            ['SEZ Unit', 4],
          ]);
  const ctb =
    holderType === 'C'
      ? name.legalName.endsWith('PRIVATE LIMITED')
        ? 'Private Limited Company'
        : 'Public Limited Company'
      : (CONSTITUTION[holderType] ?? 'Others');
  const natures = [...NATURES].filter(() => rng.chance(0.3));
  const nba = natures.length ? natures : [rng.pick(NATURES)];
  const [city, district, pin] = rng.pick(state.places);
  const ward = rng.int(1, 40);
  const division = city.toUpperCase();
  return {
    found: true,
    details: {
      gstin,
      lgnm: name.legalName,
      tradeNam: name.tradeName,
      sts,
      ctb,
      dty,
      rgdt,
      cxdt,
      lstupdt,
      nba,
      ctj: `Commissionerate - ${division},Division - ${division} ${rng.pick(['EAST', 'WEST', 'NORTH', 'SOUTH', 'CENTRAL'])},Range - RANGE-${['I', 'II', 'III', 'IV', 'V', 'VI'][rng.int(0, 5)]}`,
      ctjCd: `${state.name.slice(0, 2).toUpperCase()}${String(rng.int(100, 999))}${rng.int(1, 9)}`,
      stj: `State - ${state.name},Division - ${division},Ward - WARD-${ward}`,
      stjCd: `${state.name.slice(0, 2).toUpperCase()}${String(ward).padStart(3, '0')}`,
      einvoiceStatus: dty === 'Regular' && rng.chance(0.5) ? 'Yes' : 'No',
      adadr: [],
      pradr: {
        addr: {
          bnm: `${titleCase(name.tradeName.split(' ')[0]!)} ${rng.pick(BUILDINGS)}`,
          bno: String(rng.int(1, 450)),
          flno: rng.chance(0.5) ? `${rng.int(1, 12)}` : '',
          st: rng.pick(STREETS),
          loc: city,
          locality: rng.pick(LOCALITIES),
          dst: district,
          stcd: state.name,
          pncd: `${pin.slice(0, 3)}${String(rng.int(1, 99)).padStart(3, '0')}`,
          landMark: '',
          city: '',
          lt: '',
          lg: '',
          geocodelvl: '',
        },
        ntr: nba.join(', '),
      },
    },
  };
}
