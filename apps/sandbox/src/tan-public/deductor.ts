import { checkTan } from '@taxdesk/domain';
import { partyName } from '../gst-public/party-name';
import { Rng } from '../rng';

/** A deductor as the sandbox's TAN search answers it (field names are the sandbox's own). */
export type TanDetails = {
  tan: string;
  deductorName: string;
  deductorCategory: string;
  tanStatus: 'Active' | 'Inactive';
  allotmentDate: string;
  aoCode: string;
  address: {
    flatNo: string;
    building: string;
    street: string;
    area: string;
    city: string;
    state: string;
    pincode: string;
  };
  email: string;
  mobile: string;
};

/** The TAN's first three letters name the assessing officer's city. */
// prettier-ignore
const CITIES: Readonly<Record<string, readonly [city: string, state: string, pin: string]>> = {
  MUM: ['Mumbai', 'Maharashtra', '400001'], PNE: ['Pune', 'Maharashtra', '411001'],
  NGP: ['Nagpur', 'Maharashtra', '440001'], DEL: ['New Delhi', 'Delhi', '110001'],
  BLR: ['Bengaluru', 'Karnataka', '560001'], CHE: ['Chennai', 'Tamil Nadu', '600001'],
  HYD: ['Hyderabad', 'Telangana', '500001'], CAL: ['Kolkata', 'West Bengal', '700001'],
  AHM: ['Ahmedabad', 'Gujarat', '380001'], SRT: ['Surat', 'Gujarat', '395003'],
  JPR: ['Jaipur', 'Rajasthan', '302001'], LKN: ['Lucknow', 'Uttar Pradesh', '226001'],
  KNP: ['Kanpur', 'Uttar Pradesh', '208001'], PTN: ['Patna', 'Bihar', '800001'],
  BPL: ['Bhopal', 'Madhya Pradesh', '462001'], CMB: ['Coimbatore', 'Tamil Nadu', '641001'],
  RKT: ['Rajkot', 'Gujarat', '360001'], BBN: ['Bhubaneswar', 'Odisha', '751001'],
  CHN: ['Chennai', 'Tamil Nadu', '600001'], KOC: ['Kochi', 'Kerala', '682001'],
};
const FALLBACK = Object.values(CITIES);

/** Deductor category, and the PAN holder type its name is made from. */
const CATEGORIES: readonly (readonly [category: string, holderType: string, weight: number])[] = [
  ['Company', 'C', 40],
  ['Branch / Division of Company', 'C', 12],
  ['Individual / HUF', 'P', 14],
  ['Firm', 'F', 14],
  ['AOP / BOI', 'A', 4],
  ['Trust', 'T', 4],
  ['Central Government', 'G', 4],
  ['State Government', 'G', 4],
  ['Local Authority', 'L', 2],
  ['Statutory Body', 'G', 2],
];

function mask(text: string, keepStart: number, keepEnd: number): string {
  return (
    text.slice(0, keepStart) +
    '*'.repeat(Math.max(0, text.length - keepStart - keepEnd)) +
    text.slice(-keepEnd)
  );
}

export type TanLookup =
  { found: true; details: TanDetails } | { found: false; reason: 'invalid' | 'not_allotted' };

/**
 * The deductor behind a TAN, the same for the same seed on every run. A TAN whose number part
 * ends in 0 was never allotted; every other well-formed TAN exists.
 */
export function lookupTan(seed: string, raw: string): TanLookup {
  const check = checkTan(raw);
  if (!check.ok) return { found: false, reason: 'invalid' };
  const tan = check.value;
  if (tan[8] === '0') return { found: false, reason: 'not_allotted' };
  const rng = new Rng(seed, 'tan', tan);
  const [city, state, pin] = CITIES[tan.slice(0, 3)] ?? rng.pick(FALLBACK);
  const [category, holderType] = rng.weighted(CATEGORIES.map((c) => [c, c[2]] as const));
  const name = partyName(rng, holderType, tan[3]!);
  const legalName = name.legalName.replace(/^M\/S /, '');
  const deductorName =
    category === 'Branch / Division of Company' ? `${legalName} - ${city.toUpperCase()} BRANCH` : legalName;
  const firstWord = deductorName.split(' ')[0]!;
  const year = rng.int(1998, 2024);
  const pad = (n: number) => String(n).padStart(2, '0');
  const mailbox = `${firstWord.toLowerCase()}.accounts${rng.int(1, 99)}@gmail.com`;
  const mobile = `${rng.pick(['9', '8', '7'])}${String(rng.int(0, 999_999_999)).padStart(9, '0')}`;
  return {
    found: true,
    details: {
      tan,
      deductorName,
      deductorCategory: category,
      tanStatus: rng.chance(0.93) ? 'Active' : 'Inactive',
      allotmentDate: `${pad(rng.int(1, 28))}/${pad(rng.int(1, 12))}/${year}`,
      aoCode: `${tan.slice(0, 3)}/${rng.pick(['W', 'C', 'T'])}/${rng.int(11, 99)}/${rng.int(1, 9)}`,
      address: {
        flatNo: String(rng.int(1, 999)),
        building: `${firstWord.charAt(0)}${firstWord.slice(1).toLowerCase()} House`,
        street: rng.pick(['MG Road', 'Station Road', 'Link Road', 'Ring Road', 'Nehru Marg']),
        area: rng.pick(['Fort', 'Industrial Area', 'Civil Lines', 'Sector 5', 'Market Area']),
        city,
        state,
        pincode: `${pin.slice(0, 3)}${String(rng.int(1, 99)).padStart(3, '0')}`,
      },
      email: mask(mailbox, 2, 12),
      mobile: mask(mobile, 0, 4),
    },
  };
}
