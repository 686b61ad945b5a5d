import { checkUdyam } from '@taxdesk/domain';
import { partyName } from '../gst-public/party-name';
import { DAY_MS } from '../it/dates';
import { Rng } from '../rng';

/** Udyam state codes the sandbox knows, with a district per two-digit code (cycled). */
// prettier-ignore
const STATES: Readonly<Record<string, readonly [state: string, districts: readonly string[]]>> = {
  MH: ['MAHARASHTRA', ['MUMBAI', 'PUNE', 'THANE', 'NAGPUR', 'NASHIK']],
  KA: ['KARNATAKA', ['BENGALURU URBAN', 'MYSURU', 'DAKSHINA KANNADA']],
  GJ: ['GUJARAT', ['AHMEDABAD', 'SURAT', 'VADODARA', 'RAJKOT']],
  DL: ['DELHI', ['NEW DELHI', 'SOUTH EAST DELHI', 'NORTH WEST DELHI']],
  TN: ['TAMIL NADU', ['CHENNAI', 'COIMBATORE', 'MADURAI']],
  UP: ['UTTAR PRADESH', ['LUCKNOW', 'GAUTAM BUDDHA NAGAR', 'KANPUR NAGAR']],
  RJ: ['RAJASTHAN', ['JAIPUR', 'JODHPUR', 'UDAIPUR']],
  WB: ['WEST BENGAL', ['KOLKATA', 'HOWRAH']],
  TS: ['TELANGANA', ['HYDERABAD', 'RANGAREDDY']],
  HR: ['HARYANA', ['GURUGRAM', 'FARIDABAD']],
};

const TYPES = ['Micro', 'Small', 'Medium'] as const;
/** The first reclassifications the sandbox shows fall after its test clock (2026-11-21). */
const RECLASSIFY_FROM = Date.UTC(2026, 10, 25);

export type TypeEntry = {
  dataYear: string;
  classificationYear: string;
  type: string;
  classificationDate: number;
};

export type UdyamEnterprise = {
  udyamNumber: string;
  enterpriseName: string;
  organisationType: string;
  majorActivity: 'Manufacturing' | 'Services';
  socialCategory: string;
  dateOfIncorporation: number;
  dateOfCommencement: number;
  registrationDate: number;
  state: string;
  district: string;
  city: string;
  pin: string;
  mobile: string;
  email: string;
  nic: string;
  /** Every classification up to `now`, oldest first. */
  types: TypeEntry[];
};

const ORGANISATIONS = [
  ['C', 'Private Limited Company'],
  ['F', 'Partnership'],
  ['P', 'Proprietary'],
  ['C', 'Public Limited Company'],
] as const;
const NIC = [
  '10712 - Manufacture of bakery products',
  '14101 - Manufacture of garments',
  '25920 - Machining',
  '62011 - Software development',
  '46909 - Wholesale trade',
  '49231 - Road freight transport',
];

/**
 * The enterprise behind a Udyam number at `now`, the same for the same seed. A malformed number,
 * an unknown state code, or a serial ending in 0 does not exist. Serials ending in 7 are
 * reclassified (one size up) on a day between late November 2026 and January 2027.
 */
export function udyamEnterprise(seed: string, raw: string, now: number): UdyamEnterprise | null {
  const check = checkUdyam(raw);
  if (!check.ok) return null;
  const number = check.value;
  const [, stateCode, district, serial] = number.split('-') as [string, string, string, string];
  const state = STATES[stateCode];
  if (!state || serial.endsWith('0')) return null;
  const rng = new Rng(seed, 'udyam', number);
  const [holderType, organisationType] = rng.pick(ORGANISATIONS);
  const name = partyName(rng, holderType, rng.letter()).legalName.replace(/^M\/S /, '');
  const registrationDate = Date.UTC(2020, 6, 1) + rng.int(0, 1500) * DAY_MS;
  const incorporation = registrationDate - rng.int(200, 6000) * DAY_MS;
  const first = rng.weighted<number>([
    [0, 70],
    [1, 25],
    [2, 5],
  ]);
  const types: TypeEntry[] = [
    {
      dataYear: '2020-21',
      classificationYear: '2021-22',
      type: TYPES[first]!,
      classificationDate: registrationDate,
    },
  ];
  const reclassifiedOn = RECLASSIFY_FROM + rng.int(0, 65) * DAY_MS;
  if (serial.endsWith('7') && first < 2 && reclassifiedOn <= now) {
    types.push({
      dataYear: '2025-26',
      classificationYear: '2026-27',
      type: TYPES[first + 1]!,
      classificationDate: reclassifiedOn,
    });
  }
  const districts = state[1];
  const mobile = `${rng.pick(['9', '8', '7'])}${String(rng.int(0, 999_999_999)).padStart(9, '0')}`;
  return {
    udyamNumber: number,
    enterpriseName: name,
    organisationType,
    majorActivity: rng.chance(0.55) ? 'Manufacturing' : 'Services',
    socialCategory: rng.pick(['General', 'OBC', 'SC', 'ST']),
    dateOfIncorporation: incorporation,
    dateOfCommencement: incorporation + rng.int(0, 120) * DAY_MS,
    registrationDate,
    state: state[0],
    district: districts[Number(district) % districts.length]!,
    city: districts[Number(district) % districts.length]!,
    pin: String(rng.int(110_001, 799_999)),
    mobile: `${mobile.slice(0, 2)}*****${mobile.slice(-3)}`,
    email: `${name.split(' ')[0]!.toLowerCase()}****@gmail.com`,
    nic: rng.pick(NIC),
    types,
  };
}
